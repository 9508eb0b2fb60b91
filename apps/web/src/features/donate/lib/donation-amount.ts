import { donationDollarsField } from '@walkfund/domain';

/**
 * The donation amount field's error, or null when valid (docs/decisions/0103-donation-minimum.md: whole dollars, at
 * least 10). Empty input is "required".
 */
export function donationAmountError(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return 'Donation amount is required.';
  }
  const result = donationDollarsField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Donation amount is invalid.');
}
