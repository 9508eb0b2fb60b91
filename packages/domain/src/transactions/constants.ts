/**
 * Limits of the back office's transaction tools.
 */

/** The check number or reference an admin notes on an offline payment (docs/decisions/0114-offline-payments.md): plain text, one line. */
export const OFFLINE_REFERENCE_MAX_LENGTH = 100;
