import { MAX_ID } from '@walkfund/domain';

/**
 * True when `id` can name a row of a serial column (users, teams): a positive whole number within
 * int4. A larger one would make PostgreSQL fail rather than find nothing.
 */
export function fitsIdColumn(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}
