import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDFUL_MESSAGES, type KindfulExportView, type Paged } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeKindful, type FakeKindful } from '../../../test/fakes/kindful-fake.ts';
import { jobs, kindfulExports, transactions } from '../../db/schema/index.ts';
import { buildCheckout, recordTransaction } from '../payments/test-support/checkout-fixtures.ts';
import { buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout, teamWithFundraiser } from '../transactions/test-support/fundraiser-fixtures.ts';
import { offlineTransaction, paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { backfillKindfulExports } from './kindful-export.ts';
import { buildImportRequest } from './kindful.service.ts';

const SETTINGS = { KINDFUL_CAMPAIGN: 'Piece Walk 2025', KINDFUL_FUND: 'General Fund' };

async function exportOf(t: TestApp, transactionId: number) {
  const [row] = await t.database.db.select().from(kindfulExports).where(eq(kindfulExports.transactionId, transactionId));
  return row;
}

describe('the Kindful queue against a local fake Kindful (docs/decisions/0117-external-services.md)', () => {
  let fake: FakeKindful;
  let t: TestApp;
  let admin: TestUser;
  let captain: TestUser;
  beforeAll(async () => {
    fake = await startFakeKindful();
    // The request does not wait for its job here: each test runs the queue itself with drain().
    t = await createTestApp({ ...SETTINGS, KINDFUL_API_URL: fake.url, KINDFUL_API_TOKEN: fake.token, KINDFUL_WAIT_MS: 0, KINDFUL_TIMEOUT_MS: 3000 });
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const db = () => t.database.db;
  const list = (query: string, authorization = admin.authorization) => t.app.inject({ method: 'GET', url: `/v1/kindful/?${query}`, headers: { authorization } });
  const importRow = (id: number | string, authorization = admin.authorization) => t.app.inject({ method: 'PATCH', url: `/v1/kindful/${id}`, headers: { authorization } });
  const checkStatus = (id: number, payload?: object) =>
    t.app.inject({ method: 'PATCH', url: `/v1/kindful/${id}/status/`, headers: { authorization: admin.authorization }, ...(payload ? { payload } : {}) });
  const rowView = async (id: number) => {
    const row = (await db().select().from(kindfulExports).where(eq(kindfulExports.id, id)))[0]!;
    const page = (await list(`search=${encodeURIComponent(row.data.email)}`)).json() as Paged<KindfulExportView>;
    return page.results.find((r) => r.id === id)!;
  };

  it('says the queue can import (configured: true) while the server has a Kindful token', async () => {
    expect((await list('limit=25')).json()).toMatchObject({ configured: true });
  });

  it('writes the export record with a card payment: contact, phone, campaign, fund and the total charged in cents', async () => {
    const view = await paidTransaction(t, { donation: 25 });
    const row = await exportOf(t, view.id);
    expect(row).toMatchObject({
      eventYear: view.eventYear,
      imported: false,
      offline: false,
      refunded: false,
      jobId: null,
      importResponse: null,
      data: {
        first_name: 'Dana',
        last_name: 'Donor',
        email: view.contactEmail,
        primary_phone: '(405) 555-1234',
        campaign: 'Piece Walk 2025',
        fund: 'General Fund',
        // $25 and the 3.5% covered fee.
        amount_in_cents: 2588,
      },
    });
  });

  it("names the credited walker in the transaction's note, and sends it with the import (docs/decisions/0010-kindful-soft-credit.md)", async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const view = await paidTransaction(t, creditedCheckout({ donation: 30, team: team.id }, walker.id));
    const row = (await exportOf(t, view.id))!;
    const note = `Credited to fundraiser Wendy Walker (person ${walker.id})`;
    expect(row.data).toMatchObject({ first_name: 'Dana', transaction_note: note });
    // A gift credited to nobody has no note.
    const plain = (await exportOf(t, (await paidTransaction(t, { donation: 10, team: team.id })).id))!;
    expect(plain.data).not.toHaveProperty('transaction_note');

    fake.requests.length = 0;
    expect((await importRow(row.id)).statusCode).toBe(202);
    await t.app.jobs.drain();
    const sent = fake.requests[0]!.body as { data: Record<string, unknown>[] };
    // The note also says how it was paid (docs/features/payment-methods.md).
    expect(sent.data[0]).toMatchObject({ transaction_id: String(view.id), first_name: 'Dana', transaction_note: `${note}. Paid with Visa •••• 4242` });
  });

  it('records how each gift was paid and says it in the import note; an offline gift names no method', async () => {
    const view = await paidTransaction(t, { donation: 12 });
    const row = (await exportOf(t, view.id))!;
    expect(row.data.payment_method).toEqual({ type: 'card', brand: 'visa', last4: '4242' });
    expect(buildImportRequest(row, null).data[0]).toMatchObject({ transaction_note: 'Paid with Visa •••• 4242' });
    expect(buildImportRequest({ ...row, data: { ...row.data, payment_method: { type: 'apple_pay', brand: 'visa', last4: '4242' } } }, null).data[0]).toMatchObject({
      transaction_note: 'Paid with Apple Pay (Visa •••• 4242)',
    });
    expect(buildImportRequest({ ...row, offline: true }, null).data[0]).not.toHaveProperty('transaction_note');
  });

  it('follows a change of credit in a record not yet imported; an imported record keeps what Kindful holds', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const note = `Credited to fundraiser Wendy Walker (person ${walker.id})`;
    const toEvent = (id: number) =>
      t.app.inject({ method: 'PATCH', url: `/v1/transactions/supporting/${id}`, headers: { authorization: admin.authorization }, payload: { supportingType: 'event', eventCity: 'Tulsa' } });

    const waiting = await paidTransaction(t, creditedCheckout({ donation: 30, team: team.id }, walker.id));
    expect((await exportOf(t, waiting.id))!.data).toMatchObject({ transaction_note: note });
    expect((await toEvent(waiting.id)).statusCode).toBe(200);
    expect((await exportOf(t, waiting.id))!.data).not.toHaveProperty('transaction_note');

    const imported = await paidTransaction(t, creditedCheckout({ donation: 20, team: team.id }, walker.id));
    expect((await importRow((await exportOf(t, imported.id))!.id)).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect((await exportOf(t, imported.id))!.imported).toBe(true);
    expect((await toEvent(imported.id)).statusCode).toBe(200);
    expect((await exportOf(t, imported.id))!.data).toMatchObject({ transaction_note: note });
  });

  it('writes it with an offline payment, marked offline (no covered fee)', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 40 });
    const row = await exportOf(t, view.id);
    expect(row).toMatchObject({ offline: true, data: { amount_in_cents: 4000, campaign: 'Piece Walk 2025' } });
  });

  it('writes it in the recording transaction: a recording that rolls back leaves neither', async () => {
    const [before] = await db().select({ n: count() }).from(transactions);
    await db().execute(sql`create or replace function walkfund_test_fail_kindful() returns trigger language plpgsql as $$ begin raise exception 'export fails in this test'; end $$`);
    await db().execute(sql`create trigger walkfund_test_fail_kindful after insert on kindful_exports for each row execute function walkfund_test_fail_kindful()`);
    try {
      const res = await recordTransaction(t, buildCheckout({ donation: 15, offline: true }), undefined, { authorization: admin.authorization });
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger walkfund_test_fail_kindful on kindful_exports`);
    }
    const [after] = await db().select({ n: count() }).from(transactions);
    expect(after!.n).toBe(before!.n);
  });

  it('backfills transactions that have no record, once', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 12 });
    await db().delete(kindfulExports).where(eq(kindfulExports.transactionId, view.id));
    const settings = { campaign: 'Backfilled', fund: 'Old Fund' };
    expect(await backfillKindfulExports(db(), settings)).toBeGreaterThanOrEqual(1);
    const row = await exportOf(t, view.id);
    expect(row).toMatchObject({ offline: true, data: { first_name: 'Dana', amount_in_cents: 1200, campaign: 'Backfilled', fund: 'Old Fund' } });
    expect(await backfillKindfulExports(db(), settings)).toBe(0);
  });

  it('lists the queue for admins only: newest first, searchable by name or email, with the total', async () => {
    const email = `kindful-search-${Date.now()}@example.com`;
    const view = await offlineTransaction(t, admin.authorization, { donation: 30, email });
    const res = await list(`limit=25&page=1&sortBy=createdAt:desc&search=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Paged<KindfulExportView>;
    expect(page).toMatchObject({ totalResults: 1, totalPages: 1, page: 1, limit: 25 });
    expect(page.results[0]).toMatchObject({ transactionId: view.id, offline: true, imported: false, jobId: null, importResponse: null, data: { email } });
    expect(typeof page.results[0]!.createdAt).toBe('string');

    const all = (await list('limit=25&page=1')).json() as Paged<KindfulExportView>;
    const times = all.results.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(((await list('search=Dana%20Donor')).json() as Paged<KindfulExportView>).totalResults).toBeGreaterThan(1);
    expect(((await list(`eventYear=2001&search=${encodeURIComponent(email)}`)).json() as Paged<KindfulExportView>).totalResults).toBe(0);

    expect((await t.app.inject({ method: 'GET', url: '/v1/kindful/' })).statusCode).toBe(401);
    expect((await list('limit=25', captain.authorization)).statusCode).toBe(403);
    expect((await importRow(page.results[0]!.id, captain.authorization)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/v1/kindful/${page.results[0]!.id}` })).statusCode).toBe(401);
    expect((await list('limit=0')).statusCode).toBe(400);
    expect((await list('sortBy=password:asc')).statusCode).toBe(400);
  });

  it('imports a row through the job queue: the exact request Kindful documents, then its id and status on the row', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 50 });
    const row = (await exportOf(t, view.id))!;
    fake.requests.length = 0;

    const res = await importRow(row.id);
    // Not waiting in this app: the job is queued, nothing sent yet.
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ id: row.id, imported: false });
    expect(fake.requests).toHaveLength(0);

    await t.app.jobs.drain();
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/v1/imports', status: 200 });
    expect(sent.headers.authorization).toBe(`Token token="${fake.token}"`);
    expect(sent.headers['content-type']).toBe('application/json');
    const time = `${view.createdAt.slice(0, 19).replace('T', ' ')} UTC`;
    expect(sent.body).toEqual({
      data_format: 'contact_with_transaction',
      action_type: 'create',
      data_type: 'json',
      match_by: { contact: 'email', transaction: 'external_id' },
      data: [
        {
          first_name: 'Dana',
          last_name: 'Donor',
          email: view.contactEmail,
          primary_phone: '(405) 555-1234',
          amount_in_cents: 5000,
          transaction_id: String(view.id),
          transaction_time: time,
          transaction_updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
          campaign: 'Piece Walk 2025',
          fund: 'General Fund',
        },
      ],
    });
    const kindfulId = [...fake.imports.keys()].at(-1)!;
    const imported = await rowView(row.id);
    expect(imported).toMatchObject({ imported: true, jobId: kindfulId, importResponse: { id: kindfulId, status: 'pending' } });

    // Import again: nothing more is sent.
    expect((await importRow(row.id)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(fake.requests).toHaveLength(1);

    // Status: Kindful's answer for that import id becomes the row's status.
    fake.setStatus(kindfulId, 'Working');
    expect((await checkStatus(row.id)).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(fake.requests[1]).toMatchObject({ method: 'GET', path: `/api/v1/imports/${kindfulId}`, status: 200, headers: { authorization: `Token token="${fake.token}"` } });
    expect(await rowView(row.id)).toMatchObject({ imported: true, importResponse: { id: kindfulId, status: 'Working' } });

    fake.setStatus(kindfulId, 'Complete');
    expect((await checkStatus(row.id, { kindfulId })).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(await rowView(row.id)).toMatchObject({ imported: true, jobId: kindfulId, importResponse: { id: kindfulId, status: 'Complete' } });
  });

  it('retries after Kindful answers 500: the admin sees the failure, the job imports the row later', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 20 });
    const row = (await exportOf(t, view.id))!;
    fake.failNext('import');
    expect((await importRow(row.id)).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect((await rowView(row.id)).imported).toBe(false);

    // Clicking Import again finds the retrying job and says why.
    const again = await importRow(row.id);
    expect(again.statusCode).toBe(502);
    expect(again.json()).toEqual({ code: 502, message: KINDFUL_MESSAGES.providerFailed('Kindful import: HTTP 500') });
    expect(again.body).not.toContain(fake.token);
    const [job] = await db().select().from(jobs).where(eq(jobs.queue, 'kindful-import')).orderBy(sql`${jobs.id} desc`).limit(1);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Kindful import: HTTP 500' });

    // The backoff has passed.
    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job!.id));
    await t.app.jobs.drain();
    expect(await rowView(row.id)).toMatchObject({ imported: true, importResponse: { status: 'pending' } });
  });

  it('gives up a call Kindful never answers after the timeout and keeps the job for a retry', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 21 });
    const row = (await exportOf(t, view.id))!;
    fake.hangNext('import');
    expect((await importRow(row.id)).statusCode).toBe(202);
    await t.app.jobs.drain();
    const [job] = await db().select().from(jobs).where(eq(jobs.queue, 'kindful-import')).orderBy(sql`${jobs.id} desc`).limit(1);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Kindful import: no answer within 3000 ms' });
    expect((await rowView(row.id)).imported).toBe(false);
  });

  it('marks a refunded transaction in its record and sends the refund as an update', async () => {
    const view = await paidTransaction(t, { donation: 25 });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/v1/transactions/${view.id}/refunds`,
      headers: { authorization: admin.authorization },
      payload: { amount: 10, reason: 'Donor asked' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const row = (await exportOf(t, view.id))!;
    expect(row).toMatchObject({ refunded: true, imported: false, data: { amount_in_cents: 1588 } });
    expect(await rowView(row.id)).toMatchObject({ refunded: true });

    fake.requests.length = 0;
    await importRow(row.id);
    await t.app.jobs.drain();
    expect(fake.requests[0]!.body).toMatchObject({ action_type: 'update', data: [{ transaction_id: String(view.id), amount_in_cents: 1588 }] });
  });

  it('answers 404 for an unknown or impossible id and 409 for a status with no import', async () => {
    expect((await importRow(2_000_000_000)).json()).toEqual({ code: 404, message: KINDFUL_MESSAGES.notFound });
    expect((await importRow('abc')).statusCode).toBe(404);
    const view = await offlineTransaction(t, admin.authorization, { donation: 22 });
    const row = (await exportOf(t, view.id))!;
    expect((await checkStatus(row.id)).json()).toEqual({ code: 409, message: KINDFUL_MESSAGES.noJob });
    expect((await checkStatus(row.id, { kindfulId: 'bad id!' })).statusCode).toBe(400);
    expect((await checkStatus(row.id, { other: 1 })).statusCode).toBe(400);
  });
});

describe('Kindful without a token', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ...SETTINGS, KINDFUL_API_TOKEN: undefined });
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('still fills the queue, and Import answers 409 "Kindful is not configured."', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 10 });
    const row = (await exportOf(t, view.id))!;
    expect(row.data.campaign).toBe('Piece Walk 2025');
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/kindful/${row.id}`, headers: { authorization: admin.authorization } });
    expect(res.json()).toEqual({ code: 409, message: 'Kindful is not configured.' });
    // The queue says so, so the page can disable Import and tell the admin why.
    const page = await t.app.inject({ method: 'GET', url: '/v1/kindful/?limit=25', headers: { authorization: admin.authorization } });
    expect(page.json()).toMatchObject({ configured: false, totalResults: 1 });
    const [queued] = await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.queue, 'kindful-import'));
    expect(queued!.n).toBe(0);
  });
});

describe('Kindful with the background worker running', () => {
  let fake: FakeKindful;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    fake = await startFakeKindful();
    t = await createTestApp({ ...SETTINGS, KINDFUL_API_URL: fake.url, KINDFUL_API_TOKEN: fake.token, KINDFUL_WAIT_MS: 20_000 });
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    t.app.jobs.start();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers Import and Status with the result once the job has run', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 33 });
    const row = (await exportOf(t, view.id))!;
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/kindful/${row.id}`, headers: { authorization: admin.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    const kindfulId = [...fake.imports.keys()][0]!;
    expect(res.json()).toMatchObject({ id: row.id, imported: true, jobId: kindfulId, importResponse: { id: kindfulId, status: 'pending' } });

    const status = await t.app.inject({ method: 'PATCH', url: `/v1/kindful/${row.id}/status`, headers: { authorization: admin.authorization }, payload: { kindfulId } });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ imported: true, importResponse: { id: kindfulId, status: 'Complete' } });
  });
});
