import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_PNG_SIZE, type FundraiserReportRow, type GiftSourceReport, type WalkerSources } from '@walkfund/domain';
import { createTeam, createTeamMember, signedInAdmin, signedInCaptain, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { transactions } from '../../db/schema/index.ts';
import { decodeQrPng } from '../event-day/test-support/qr-decode.ts';
import { signInByLink } from '../fundraisers/test-support/sign-in-link-fixtures.ts';
import { buildCheckout, payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import { multipartBody, pngImage } from '../uploads/test-support/upload-fixtures.ts';
import { pdfText } from './test-support/pdf-text.ts';

/** The ask kit (docs/features/ask-kit.md): posters, QR codes and gifts by source. */
describe('the ask kit (/v1/ask-kit/*)', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  /** A team with its captain, and a member signed in by link (their page claimed), with a goal and a story. */
  async function teamWithWalker(firstName = 'Wendy') {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.app.db, { captain, name: `Team ${firstName} ${Date.now() % 100000}` });
    const walker = await createTeamMember(t.app.db, team.id, { firstName, lastName: 'Walker' });
    const session = await signInByLink(t, walker.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/my/page',
      headers: session.headers,
      payload: { goal: 500, story: '<p>I walk for my brother <b>Sam</b>, who taught me to read. Every step is for him.</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { captain, team, walker, session };
  }

  const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

  it("draws the walker's poster: a US Letter PDF with their name, goal, story line, charity and a QR code", async () => {
    const { walker, session } = await teamWithWalker('Posy');
    const res = await get(`/v1/ask-kit/walkers/${walker.id}/poster`, session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="poster-[a-z0-9-]+\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeLessThan(200_000);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Support Posy Walker');
    expect(text).toContain('Help me reach $500');
    expect(text).toContain('I walk for my brother Sam, who taught me to read.');
    expect(text).toContain('Scan to give');
    expect(text).toMatch(/Every gift goes to .+\./);
  });

  it("puts the walker's photo on the poster, decoded and made small, and survives names the fonts cannot write", async () => {
    const { walker, session } = await teamWithWalker('Łucja');
    const form = await multipartBody([['purpose', 'team'], ['file', { data: await pngImage(640, 480), filename: 'me.png', type: 'image/png' }]]);
    const upload = await t.app.inject({ method: 'POST', url: '/v1/uploads', headers: { ...session.headers, ...form.headers }, payload: form.payload });
    expect(upload.statusCode, upload.body).toBe(201);
    const saved = await t.app.inject({ method: 'PATCH', url: '/v1/my/page', headers: session.headers, payload: { imageUrl: upload.json().url } });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get(`/v1/ask-kit/walkers/${walker.id}/poster`, session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    // Ł has no WinAnsi form: a question mark stands for it.
    expect(pdfText(res.rawPayload)).toContain('Support ?ucja Walker');
  });

  it("answers the walker's QR code as a PNG that opens their page with ?src=qr", async () => {
    const { walker, session } = await teamWithWalker('Quincy');
    const page = (await get('/v1/my/page', session)).json() as { slug: string };
    const res = await get(`/v1/ask-kit/walkers/${walker.id}/qr`, session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="qr-${page.slug}.png"`);
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(res.rawPayload.readUInt32BE(16)).toBe(QR_PNG_SIZE);
    expect(await decodeQrPng(res.rawPayload)).toEqual([`${t.config.PUBLIC_URL.replace(/\/+$/, '')}/frontend/fundraiser/${page.slug}?src=qr`]);
  });

  it("lets an admin download anyone's kit and no other walker: anonymous 401, another walker 403, unknown 404", async () => {
    const { walker } = await teamWithWalker('Owen');
    const other = await teamWithWalker('Olive');
    for (const kind of ['poster', 'qr', 'sources']) {
      const url = `/v1/ask-kit/walkers/${walker.id}/${kind}`;
      expect((await get(url)).statusCode, kind).toBe(401);
      expect((await get(url, other.session)).statusCode, kind).toBe(403);
      expect((await get(url, other.captain.session)).statusCode, kind).toBe(403);
      expect((await get(url, admin)).statusCode, kind).toBe(200);
      expect((await get(`/v1/ask-kit/walkers/2147483647/${kind}`, admin)).statusCode, kind).toBe(404);
      expect((await get(`/v1/ask-kit/walkers/not-an-id/${kind}`, other.session)).statusCode, kind).toBe(403);
    }
  });

  it('answers 404 for a walker on no team this year', async () => {
    const { walker, team } = await teamWithWalker('Gone');
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/persons/remove/${walker.id}`, headers: admin.headers, payload: { team: team.id } });
    expect([200, 204], res.body).toContain(res.statusCode);
    expect((await get(`/v1/ask-kit/walkers/${walker.id}/poster`, admin)).statusCode).toBe(404);
  });

  it("draws the team's poster for its captain and admins; another captain gets 403", async () => {
    const { team, captain } = await teamWithWalker('Tina');
    const other = await teamWithWalker('Theo');
    const url = `/v1/ask-kit/teams/${team.id}/poster`;
    const res = await get(url, captain.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="team-poster-${team.slug}.pdf"`);
    expect(pdfText(res.rawPayload)).toContain(`Support ${team.name}`);
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, other.captain.session)).statusCode).toBe(403);
    // A member of the team is not its captain.
    expect((await get(url, other.session)).statusCode).toBe(403);
    const qr = await get(`/v1/ask-kit/teams/${team.id}/qr`, captain.session);
    expect(qr.statusCode).toBe(200);
    expect(await decodeQrPng(qr.rawPayload)).toEqual([`${t.config.PUBLIC_URL.replace(/\/+$/, '')}/team/${team.slug}?src=qr`]);
  });

  it('records the source of the checkout on the transaction, ignores an unknown one, and counts gifts by source', async () => {
    const { team, walker, session } = await teamWithWalker('Sage');
    const give = async (dollars: number, source: unknown) => {
      const payload = creditedCheckout({ donation: dollars, team: team.id }, walker.id);
      const paid = await payByTestCard(t, { ...payload, transaction: { ...payload.transaction, source } as typeof payload.transaction });
      expect(paid.recorded.statusCode, paid.recorded.body).toBe(201);
      return (paid.recorded.json() as { id: number }).id;
    };
    const poster = await give(25, 'poster');
    await give(40, 'poster');
    const email = await give(10, 'EMAIL');
    const unknown = await give(15, 'carrier-pigeon');
    const none = await give(12, undefined);
    const sourceOf = async (id: number) => (await t.app.db.select({ source: transactions.source }).from(transactions).where(eq(transactions.id, id)))[0]!.source;
    expect(await sourceOf(poster)).toBe('poster');
    expect(await sourceOf(email)).toBe('email');
    expect(await sourceOf(unknown)).toBeNull();
    expect(await sourceOf(none)).toBeNull();

    const res = await get(`/v1/ask-kit/walkers/${walker.id}/sources`, session);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as WalkerSources).bySource).toEqual([
      { source: 'poster', gifts: 2, amount: 65 },
      { source: null, gifts: 2, amount: 27 },
      { source: 'email', gifts: 1, amount: 10 },
    ]);

    // The Fundraisers report: the same breakdown on the walker's row.
    const report = await get('/v1/reports/fundraisers', admin);
    expect(report.statusCode, report.body).toBe(200);
    const row = (report.json() as FundraiserReportRow[]).find((r) => r.personId === walker.id)!;
    expect(row.bySource).toEqual([
      { source: 'poster', gifts: 2, amount: 65 },
      { source: null, gifts: 2, amount: 27 },
      { source: 'email', gifts: 1, amount: 10 },
    ]);

    // Every gift of the year by source, a team's gift through its poster included.
    const before = (await get('/v1/reports/gift-sources', admin)).json() as GiftSourceReport;
    const teamGift = buildCheckout({ donation: 30, team: team.id });
    const paid = await payByTestCard(t, { ...teamGift, transaction: { ...teamGift.transaction, source: 'qr' } });
    expect(paid.recorded.statusCode).toBe(201);
    const after = (await get('/v1/reports/gift-sources', admin)).json() as GiftSourceReport;
    const qrOf = (r: GiftSourceReport) => r.bySource.find((s) => s.source === 'qr') ?? { gifts: 0, amount: 0 };
    expect(qrOf(after).gifts - qrOf(before).gifts).toBe(1);
    expect(qrOf(after).amount - qrOf(before).amount).toBe(30);
    expect((await get('/v1/reports/gift-sources')).statusCode).toBe(401);
    expect((await get('/v1/reports/gift-sources', session)).statusCode).toBe(403);
  });
});
