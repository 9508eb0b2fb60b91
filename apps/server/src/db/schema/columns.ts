import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Money in integer cents, 64-bit: a 32-bit column overflows past $21,474,836.47. Read as a JS
 * number, exact up to 2^53 cents (about $90 trillion).
 */
export function cents(name: string) {
  return bigint(name, { mode: 'number' });
}

/** Binary data (uploaded images): node-postgres and PGlite both read bytea as a Buffer/Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
