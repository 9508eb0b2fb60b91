import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { persons } from '../db/schema/index.ts';
import { createMailer } from '../integrations/email.ts';
import { memoryMailer, openTestDatabase } from '../../test/test-app.ts';
import { TEST_DIR } from '../../test/paths.ts';
import { REDACTED, redactPersonal, redactUrl, serializeError } from './log-redaction.ts';

/** A log destination kept in memory: what the server log would hold. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    /** What was logged since the last call. */
    next: () => lines.splice(0).join(''),
  };
}

const donor = {
  firstName: 'Dana',
  lastName: 'Quillfeather',
  email: 'dana.quillfeather@example.com',
  phone: '(405) 555-9876',
  address: { address: '77 Hidden Lane', city: 'Edmond', state: 'OK', zipcode: '73013' },
};
const personalData = [donor.lastName, donor.email, donor.phone, donor.address.address];

describe('redactUrl', () => {
  it('masks personal keys one, two or three levels down in a line\'s fields, without changing the caller\'s objects', () => {
    const person = { email: 'wren@example.org', city: 'Tulsa', deeper: { more: { phone: '918-555-0100' } } };
    const fields = { to: ['wren@example.org'], jobId: 7, job: { payload: { firstName: 'Wren', n: 2 } }, person, list: [{ lastName: 'Lee' }], at: new Date(0) };
    expect(redactPersonal(fields)).toEqual({
      to: REDACTED,
      jobId: 7,
      job: { payload: { firstName: REDACTED, n: 2 } },
      person: { email: REDACTED, city: 'Tulsa', deeper: { more: { phone: '918-555-0100' } } },
      list: [{ lastName: REDACTED }],
      at: new Date(0),
    });
    expect(person.email).toBe('wren@example.org');
    expect(fields.job.payload.firstName).toBe('Wren');
    const plain = { jobId: 7, queue: 'email' };
    expect(redactPersonal(plain)).toBe(plain);
  });

  it('masks credential query values and keeps the rest', () => {
    expect(redactUrl('/v1/auth/reset-password/?token=abc.def')).toBe(`/v1/auth/reset-password/?token=${REDACTED}`);
    expect(redactUrl('/v1/transactions/12?secret=pi_1_secret_2&x=1')).toBe(`/v1/transactions/12?secret=${REDACTED}&x=1`);
    expect(redactUrl('/v1/constantcontact/connect?code=C0DE&state=S7&page=2')).toBe(`/v1/constantcontact/connect?code=${REDACTED}&state=${REDACTED}&page=2`);
    expect(redactUrl('/v1/x?refreshToken=r&Token=t&%74oken=u')).toBe(`/v1/x?refreshToken=${REDACTED}&Token=${REDACTED}&%74oken=${REDACTED}`);
    expect(redactUrl('/v1/teams?limit=10&sortBy=name')).toBe('/v1/teams?limit=10&sortBy=name');
  });
});

describe('serializeError', () => {
  it('cuts SQL parameters, database details and email addresses out of an error and its causes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "persons_pkey"'), { detail: `Key (email)=(${donor.email}) already exists.` });
    const params = [donor.firstName, donor.lastName, donor.email, JSON.stringify(donor.address)];
    const err = Object.assign(new Error(`Failed query: insert into "persons" values ($1, $2, $3, $4)\nparams: ${params}`), { params, cause, query: 'insert ...' });
    const out = JSON.stringify(serializeError(err));
    for (const value of personalData) expect(out).not.toContain(value);
    expect(out).toContain('persons_pkey');
    expect(JSON.stringify(serializeError(new Error(`Recipient <${donor.email}> rejected`)))).not.toContain(donor.email);
  });
});

describe('the server log holds no secrets and no donor data', () => {
  let app: FastifyInstance;
  let database: Database;
  const log = memoryLog();

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: TEST_DIR, JWT_SECRET: randomBytes(32).toString('hex') });
    app = await buildApp({ config, database, mailer: memoryMailer(), logStream: log.stream });
    // Two failures the API can meet, on routes of the test's own: a statement the database refuses
    // (Drizzle's error carries every parameter), and an answer that does not match its schema.
    app.post('/test/failing-insert', async () => {
      const [row] = await app.db.insert(persons).values({ ...donor, eventYear: 2026 }).returning();
      await app.db.insert(persons).values({ ...donor, id: row!.id, eventYear: 2026 });
    });
    app.get('/test/bad-answer', { schema: { response: { 200: z.object({ id: z.number(), email: z.email() }) } } }, async () => ({
      id: donor.email,
      email: donor.lastName,
    }));
    await app.ready();
    log.next();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes one line per request, when it completes: method, URL, status and time', async () => {
    await app.inject({ method: 'GET', url: '/v1/teams/history/999999' });
    const lines = log.next().trim().split('\n').map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/v1/teams/history/999999' }, res: { statusCode: 401 } });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('masks reset tokens and payment secrets in request URLs', async () => {
    await app.inject({ method: 'POST', url: '/v1/auth/reset-password/?token=reset-token-5f2a9c', payload: { password: 'x' } });
    await app.inject({ method: 'GET', url: '/v1/transactions/1?secret=pi_3Kx_secret_77aa' });
    const text = log.next();
    expect(text).toContain(`token=${REDACTED}`);
    expect(text).toContain(`secret=${REDACTED}`);
    expect(text).not.toContain('reset-token-5f2a9c');
    expect(text).not.toContain('pi_3Kx_secret_77aa');
  });

  it('logs a failed statement without the donor\'s name, email, phone or address', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/failing-insert' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal server error' });
    const text = log.next();
    expect(text).toContain('unhandled error');
    for (const value of personalData) expect(text).not.toContain(value);
  });

  it('logs an answer that does not match its schema without the answer\'s data', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/bad-answer' });
    expect(res.statusCode).toBe(500);
    const text = log.next();
    expect(text).toContain('response does not match its schema');
    for (const value of personalData) expect(text).not.toContain(value);
  });

  it('logs a failed email delivery without its recipients', async () => {
    const mailer = createMailer({ db: app.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'Walkfund <no-reply@walkfund.local>', log: app.log, printOutbox: false });
    const sent = await mailer.send({ to: [donor.email], subject: 'Your receipt', text: `Thank you, ${donor.firstName} ${donor.lastName}` });
    expect(sent.status).toBe('failed');
    const text = log.next();
    expect(text).toContain('email delivery failed');
    for (const value of personalData) expect(text).not.toContain(value);
  });

  it('keeps a production outbox email (reset link, receipt) in the table, not in the log', async () => {
    const mailer = createMailer({ db: app.db, from: 'Walkfund <no-reply@walkfund.local>', log: app.log, printOutbox: false });
    const link = 'https://walk.example.org/frontend/reset-password?token=outbox-reset-token-91';
    const kept = await mailer.send({ to: [donor.email], subject: 'Reset your Walkfund password', text: `Open ${link}` });
    expect(kept.status).toBe('outbox');
    const text = log.next();
    expect(text).toContain('email kept in the outbox');
    expect(text).not.toContain('outbox-reset-token-91');
    for (const value of personalData) expect(text).not.toContain(value);
  });

  it('prints an outbox email in development, so a laptop needs no mail server', async () => {
    const mailer = createMailer({ db: app.db, from: 'Walkfund <no-reply@walkfund.local>', log: app.log, printOutbox: true });
    await mailer.send({ to: ['dev@example.com'], subject: 'Reset your Walkfund password', text: 'Open http://localhost:3000/frontend/reset-password?token=dev-token-12' });
    expect(log.next()).toContain('dev-token-12');
  });
});
