import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSettingsView, ReceiptView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildProduct } from '../payments/test-support/checkout-fixtures.ts';
import { buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';

const ORGANIZATION = {
  legalName: 'Oklahoma Autism Awareness Alliance, Inc.',
  ein: '73-1234567',
  mailingAddress: '1200 N Walker Ave\nOklahoma City, OK 73103',
  logo: '/demo/charity-logo.svg',
  heroImage: '/demo/home-hero.svg',
  mission: 'Walking together.',
  contactEmail: 'Hello@Example.org',
  taxStatement: '{legalName} is a 501(c)(3) public charity, EIN {ein}.',
};

describe('receipts (docs/decisions/0012-receipts.md)', () => {
  let t: TestApp;
  let admin: TestUser;
  let shirt: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    shirt = (await buildProduct(t.database.db, { priceCents: 2000 })).slug;
    const saved = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings', headers: { authorization: admin.authorization }, payload: { organization: ORGANIZATION } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  const readByToken = (token: string) => t.app.inject({ method: 'GET', url: `/v1/receipts/${token}` });
  const cart = () => ({ donation: 50, shirts: [{ slug: shirt, size: 'med', price: 20, quantity: 1 }], runners: [{ runType: 'in-person' as const, price: 30 }], coverFees: false });

  it('stores the organization: EIN as nine digits, shown to everyone with the settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/event-settings' });
    const settings = res.json() as EventSettingsView;
    expect(settings.organization).toEqual({ ...ORGANIZATION, ein: '731234567', contactEmail: 'hello@example.org' });
    const bad = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings', headers: { authorization: admin.authorization }, payload: { organization: { ein: '12-34' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('EIN must be nine digits, written like 12-3456789.');
  });

  it('answers the receipt by its random token: the charity, the amounts and only the donation as deductible', async () => {
    const view = await paidTransaction(t, cart());
    expect(view.receiptToken).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const res = await readByToken(view.receiptToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const receipt = res.json() as ReceiptView;
    expect(receipt).toMatchObject({
      transactionId: view.id,
      updated: false,
      donorName: 'Dana Donor',
      organization: { legalName: ORGANIZATION.legalName, ein: '73-1234567', mailingAddress: ORGANIZATION.mailingAddress },
      // The shirt ships: $8.00 of shipping is value received too.
      shipping: 8,
      total: 108,
      valueReceived: 58,
      deductible: 50,
      refunded: 0,
      taxStatement: 'Oklahoma Autism Awareness Alliance, Inc. is a 501(c)(3) public charity, EIN 73-1234567.',
      // How it was paid (docs/features/payment-methods.md): the test processor's Visa.
      paymentMethod: 'Visa •••• 4242',
      // A one-time gift names no month (docs/features/monthly-gifts.md).
      monthlyGift: null,
    });
    expect(receipt.lines.map((l) => [l.type, l.amount, l.deductible])).toEqual([['donation', 50, 50], ['tshirt', 20, 0], ['5k', 30, 0]]);
    // Only what a receipt needs: no email, phone or address of the donor.
    expect(res.body).not.toContain(view.contactEmail);
    expect(res.body).not.toContain('555-1234');
  });

  it('the receipt email carries the legal name, the EIN, the deductible amount and the printable link', async () => {
    const view = await paidTransaction(t, cart());
    await t.app.jobs.drain();
    const email = t.mailer.messages.find((m) => m.text.includes(`Transaction id: ${view.id}`))!;
    expect(email.subject).toContain('your receipt');
    expect(email.text).toContain('Receipt from Oklahoma Autism Awareness Alliance, Inc.');
    expect(email.text).toContain('Oklahoma Autism Awareness Alliance, Inc., EIN 73-1234567');
    expect(email.text).toContain('Tax-deductible amount: $50.00');
    expect(email.text).toContain('Goods and services provided in exchange (shirts, 5k registrations, shipping): $58.00.');
    expect(email.text).toContain(`Print your receipt: ${t.config.PUBLIC_URL.replace(/\/+$/, '')}/frontend/receipt/${view.receiptToken}`);
    expect(email.html).toContain('EIN 73-1234567');
    expect(email.text).toContain('Paid with: Visa •••• 4242');
    // A one-time gift: no month, nothing that repeats.
    expect(email.text).not.toContain('Monthly gift');
    expect(email.text).not.toContain('repeats');
  });

  it('an unknown or malformed token is a 404; the admin reads any receipt by transaction id', async () => {
    expect((await readByToken('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await readByToken('not-a-token')).statusCode).toBe(404);
    const view = await paidTransaction(t, { donation: 15 });
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/receipts/transaction/${view.id}` });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: `/v1/receipts/transaction/${view.id}`, headers: { authorization: admin.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    // The card fees the donor covered are part of the gift.
    expect(res.json()).toMatchObject({ transactionId: view.id, deductible: 15.53, feesCovered: 0.53, total: 15.53 });
  });

  it('a refund sends an Updated receipt through the job queue, net of the refund', async () => {
    const view = await paidTransaction(t, cart());
    await t.app.jobs.drain();
    const before = t.mailer.messages.length;
    const shirtLine = view.lineItems.find((i) => i.type === 'tshirt')!;
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/v1/transactions/${view.id}/refunds`,
      headers: { authorization: admin.authorization },
      payload: { amount: 20, reason: 'Shirt returned', lineItem: shirtLine.id },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    await t.app.jobs.drain();
    const sent = t.mailer.messages.slice(before).filter((m) => m.text.includes(`Transaction id: ${view.id}`));
    expect(sent).toHaveLength(1);
    const updated = sent[0]!;
    expect(updated.subject).toBe(`Autism Awareness Walk: updated receipt (transaction ${view.id})`);
    expect(updated.to).toEqual([view.contactEmail]);
    expect(updated.text).toContain('Updated receipt from Oklahoma Autism Awareness Alliance, Inc.');
    expect(updated.text).toContain('A refund of $20.00 was made on this payment.');
    expect(updated.text).toContain('Total: $88.00');
    expect(updated.text).toContain('Tax-deductible amount: $50.00');
    expect(updated.text).toContain('Goods and services provided in exchange (shirts, 5k registrations, shipping): $38.00.');

    const receipt = (await readByToken(view.receiptToken)).json() as ReceiptView;
    expect(receipt).toMatchObject({ updated: true, refunded: 20, total: 88, valueReceived: 38, deductible: 50 });
  });
});
