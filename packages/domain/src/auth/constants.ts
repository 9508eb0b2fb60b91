/**
 * Passwords and the signed-in session.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';
export const PASSWORD_MAX_LENGTH = 128;
/** Browser storage keys. */
export const SESSION_STORAGE_KEY = 'pwUser';
