import { describe, expect, it } from 'vitest';
import {
  allocateRefund, refundCreateInputSchema, REFUND_MESSAGES, returnPath, SUPPORT_MESSAGES, transactionListQuerySchema,
  transactionSupportInputSchema, transactionUpdateInputSchema,
} from '../index.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('allocateRefund', () => {
  const items = [
    { id: 1, remainingCents: 5000 },
    { id: 2, remainingCents: 4000 },
    { id: 3, remainingCents: 3000 },
  ];

  it('takes a partial refund off the first line item', () => {
    expect(allocateRefund(items, 1000)).toEqual([{ lineItemId: 1, cents: 1000 }]);
  });

  it('spills over to the next line items in order', () => {
    expect(allocateRefund(items, 7000)).toEqual([
      { lineItemId: 1, cents: 5000 },
      { lineItemId: 2, cents: 2000 },
    ]);
  });

  it('starts with the chosen line item', () => {
    expect(allocateRefund(items, 3500, 3)).toEqual([
      { lineItemId: 3, cents: 3000 },
      { lineItemId: 1, cents: 500 },
    ]);
  });

  it('never takes more than a line item has left; the rest came off shipping and fees', () => {
    expect(allocateRefund([{ id: 1, remainingCents: 2500 }, { id: 2, remainingCents: 0 }], 2588)).toEqual([{ lineItemId: 1, cents: 2500 }]);
    expect(allocateRefund([{ id: 1, remainingCents: 0 }], 500)).toEqual([]);
  });
});

describe('refundCreateInputSchema', () => {
  it('accepts dollars with two decimals and a reason', () => {
    expect(refundCreateInputSchema.parse({ amount: 10.5, reason: ' Duplicate gift ' })).toEqual({ amount: 10.5, reason: 'Duplicate gift' });
  });

  it('refuses zero, negative, three-decimal amounts and a missing reason', () => {
    expect(messages(refundCreateInputSchema.safeParse({ amount: 0, reason: 'x' }))).toEqual([REFUND_MESSAGES.amountPositive]);
    expect(messages(refundCreateInputSchema.safeParse({ amount: -5, reason: 'x' }))).toEqual([REFUND_MESSAGES.amountPositive]);
    expect(messages(refundCreateInputSchema.safeParse({ amount: 1.005, reason: 'x' }))).toEqual([REFUND_MESSAGES.amountDecimals]);
    expect(messages(refundCreateInputSchema.safeParse({ amount: 5, reason: '  ' }))).toEqual([REFUND_MESSAGES.reasonRequired]);
    expect(messages(refundCreateInputSchema.safeParse({ amount: 5, reason: 'x'.repeat(501) }))).toEqual([REFUND_MESSAGES.reasonTooLong]);
  });

  it('takes an idempotency key of printable characters only', () => {
    expect(refundCreateInputSchema.safeParse({ amount: 5, reason: 'x', idempotencyKey: 'b3c1-9f' }).success).toBe(true);
    expect(messages(refundCreateInputSchema.safeParse({ amount: 5, reason: 'x', idempotencyKey: 'a b' }))).toEqual([REFUND_MESSAGES.idempotencyKey]);
    expect(messages(refundCreateInputSchema.safeParse({ amount: 5, reason: 'x', idempotencyKey: '' }))).toEqual([REFUND_MESSAGES.idempotencyKey]);
  });
});

describe('transactionSupportInputSchema', () => {
  it('takes a team by id or {id}, lowercasing the type', () => {
    expect(transactionSupportInputSchema.parse({ supportingType: 'Team', team: 4 })).toEqual({ supportingType: 'team', team: 4 });
    expect(transactionSupportInputSchema.parse({ supportingType: 'team', team: { id: 4 } })).toEqual({ supportingType: 'team', team: 4 });
  });

  it('takes the event with its city', () => {
    expect(transactionSupportInputSchema.parse({ supportingType: 'event', eventCity: 'Tulsa', team: null })).toEqual({ supportingType: 'event', eventCity: 'Tulsa', team: null });
  });

  it('names what is missing', () => {
    expect(messages(transactionSupportInputSchema.safeParse({ supportingType: 'team' }))).toEqual([SUPPORT_MESSAGES.teamRequired]);
    expect(messages(transactionSupportInputSchema.safeParse({ supportingType: 'event' }))).toEqual([SUPPORT_MESSAGES.eventCityRequired]);
    expect(messages(transactionSupportInputSchema.safeParse({ supportingType: 'event', eventCity: 'Tulsa', team: 3 }))).toEqual([SUPPORT_MESSAGES.teamWithEvent]);
    expect(transactionSupportInputSchema.safeParse({ supportingType: 'event', eventCity: 'Dallas' }).success).toBe(false);
  });
});

describe('transaction list and update', () => {
  it('parses the list query with its filters', () => {
    expect(transactionListQuerySchema.parse({ limit: '800', page: '2', sortBy: 'createdAt:desc', eventYear: '2025', team: '7', search: ' tulsa ' })).toMatchObject({
      limit: 800,
      page: 2,
      eventYear: 2025,
      team: 7,
      search: 'tulsa',
    });
  });

  it('takes hasShipped only', () => {
    expect(transactionUpdateInputSchema.parse({ hasShipped: true })).toEqual({ hasShipped: true });
    expect(transactionUpdateInputSchema.safeParse({ hasShipped: 'yes' }).success).toBe(false);
    expect(transactionUpdateInputSchema.safeParse({ hasShipped: true, active: false }).success).toBe(false);
  });
});

describe('returnPath', () => {
  it('maps the grids to /participants/{name} and keeps back-office paths', () => {
    expect(returnPath('donors')).toBe('/participants/donors');
    expect(returnPath('runners')).toBe('/participants/runners');
    expect(returnPath('products')).toBe('/participants/products');
    expect(returnPath('/team/4?tab=teamTransactions')).toBe('/team/4?tab=teamTransactions');
  });

  it('never leads to another site', () => {
    expect(returnPath('//evil.example')).toBeNull();
    expect(returnPath('/\\evil.example')).toBeNull();
    expect(returnPath('https://evil.example')).toBeNull();
    expect(returnPath(null)).toBeNull();
  });
});
