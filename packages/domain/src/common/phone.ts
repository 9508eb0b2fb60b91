/**
 * US phone numbers, one rule for every phone field and the server (docs/spec/public-flows.md §5: masked
 * (###) ###-####). People paste numbers as they find them ("+1 405 555 1234", "405.555.1234"):
 * the digits are kept and a leading country code 1 is dropped, so the mask never shifts the number.
 */

/** Text that is only a phone number: digits with the usual separators and an optional leading "+". */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * The digits of a typed or pasted phone number, without a leading country code 1 (an 11-digit
 * number starting with 1; North American area codes never start with 1).
 */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** "(405) 555-1234" from ten digits. */
export function formatPhoneDigits(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

/**
 * A phone number in the mask's form when the text is a 10-digit US number (or 11 with the
 * country code 1) written with any usual separators; otherwise the text trimmed, unchanged, for
 * the validation to refuse.
 */
export function normalizePhone(raw: string): string {
  const text = raw.trim();
  if (!PHONE_LIKE.test(text)) return text;
  const digits = phoneDigits(text);
  return digits.length === 10 ? formatPhoneDigits(digits) : text;
}
