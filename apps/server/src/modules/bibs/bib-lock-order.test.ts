import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BibAssignmentResult, CheckInResult, WalkUpRequest, WalkUpResult } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, signedInAdmin, signedInVolunteer, uniqueSuffix, type Session } from '../../../test/factories.ts';
import { eventEntries, shirtStock } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';

/**
 * The one lock order of the event day (docs/decisions/0011-event-day-check-in.md): the entry, then
 * the shirt stock, then the bib range. Check-ins, walk-ups and "Assign bibs now" at the same
 * instant: no deadlock (PostgreSQL's 40P01 would be a 500), no number given twice, one shirt off
 * the stock per person given one. PGlite has one connection and runs them one after the other;
 * PostgreSQL runs them at once.
 */
describe('bib lock order', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  let okc: Session;
  const tag = uniqueSuffix();
  const size = 'Medium';
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    admin = (await signedInAdmin(t.app)).session;
    okc = (await signedInVolunteer(t.app, 'Oklahoma City')).session;
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  const saveRanges = async (mode: 'in-advance' | 'at-check-in', ranges: { eventCity: string; kind: string; first: number; last: number }[]) => {
    const res = await t.app.inject({ method: 'PUT', url: '/v1/bibs', headers: admin.headers, payload: { mode, ranges } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setStock = async (eventCity: string, quantity: number) => {
    await db()
      .insert(shirtStock)
      .values({ eventYear: year, eventCity, size, quantity })
      .onConflictDoUpdate({ target: [shirtStock.eventYear, shirtStock.eventCity, shirtStock.size], set: { quantity } });
  };
  const stockOf = async (eventCity: string) =>
    (await db().select().from(shirtStock).where(and(eq(shirtStock.eventYear, year), eq(shirtStock.eventCity, eventCity), eq(shirtStock.size, size))))[0]!.quantity;
  type EntryRow = typeof eventEntries.$inferSelect;
  const entry = async (eventCity: string, kind: string): Promise<EntryRow> => {
    const person = await createPerson(db(), { shirtSize: size, lastName: `Lock ${tag}` });
    const [row] = await db()
      .insert(eventEntries)
      .values({ personId: person.id, eventYear: year, eventCity, kind, checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return row!;
  };
  const checkIn = (entryId: number, session: Session) =>
    t.app.inject({ method: 'POST', url: `/v1/check-in/entries/${entryId}`, headers: session.headers, payload: { clientId: randomUUID(), assignBib: true, giveShirt: true } });
  const assignNow = () => t.app.inject({ method: 'POST', url: '/v1/bibs/assign', headers: admin.headers });
  const walkUp = (): Promise<{ statusCode: number; body: string; json: () => unknown }> => {
    const body: WalkUpRequest = { clientId: randomUUID(), firstName: 'Gate', lastName: `Lock ${tag}`, kind: 'walk', shirtSize: size, giveShirt: true, assignBib: true };
    return t.app.inject({ method: 'POST', url: '/v1/check-in/walk-ups', headers: okc.headers, payload: body });
  };
  const bibsOf = async (ids: number[]) => {
    const rows = await db().select({ id: eventEntries.id, bib: eventEntries.bib }).from(eventEntries).where(inArray(eventEntries.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!.bib);
  };
  const inRange = (bib: number | null | undefined, first: number, last: number) => bib != null && bib >= first && bib <= last;

  it('"Assign bibs now" and check-ins giving a bib and a shirt at the same instant: all answered, one number each, one shirt each', async () => {
    const [first, last] = [100, 199];
    await saveRanges('in-advance', [{ eventCity: 'Oklahoma City', kind: 'walk', first, last }]);
    for (let round = 0; round < 5; round++) {
      await setStock('Oklahoma City', 50);
      const entries: EntryRow[] = [];
      for (let i = 0; i < 8; i++) entries.push(await entry('Oklahoma City', 'walk'));
      const checkedIn = entries.slice(0, 5);
      // The admin's call starts among the check-ins, at a different place each round, so on
      // PostgreSQL it takes the locks while some check-ins hold their entry and wait for the range.
      const calls: Promise<{ statusCode: number; body: string }>[] = checkedIn.map((e, i) => checkIn(e.id, i % 2 ? admin : okc));
      const at = round % (checkedIn.length + 1);
      calls.splice(at, 0, assignNow());
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual(calls.map(() => 200));
      const [assigned] = answers.splice(at, 1);
      expect((JSON.parse(assigned!.body) as BibAssignmentResult).full).toEqual([]);

      // Every entry has a number of the range, no two the same, and each check-in answered its own.
      const bibs = await bibsOf(entries.map((e) => e.id));
      expect(bibs.every((b) => inRange(b, first, last)), String(bibs)).toBe(true);
      expect(new Set(bibs).size).toBe(entries.length);
      const answered = answers.map((a) => (JSON.parse(a.body) as CheckInResult).entry);
      expect(answered.every((c) => c.shirtGivenSize === size && c.checkedInAt !== null)).toBe(true);
      expect(answered.map((c) => c.bib)).toEqual(answered.map((c) => bibs[entries.findIndex((e) => e.id === c.entryId)]));
      expect(await stockOf('Oklahoma City')).toBe(50 - checkedIn.length);
    }
    // Across the rounds too: the year's numbers are all different (the unique index would refuse one twice).
    const all = await db().select({ bib: eventEntries.bib }).from(eventEntries).where(and(eq(eventEntries.eventYear, year), isNotNull(eventEntries.bib)));
    expect(all).toHaveLength(5 * 8);
    expect(new Set(all.map((r) => r.bib)).size).toBe(all.length);
  });

  it('walk-ups and check-ins of one city, kind and size, each with a bib and a shirt, at the same instant', async () => {
    const [first, last] = [1000, 1099];
    await saveRanges('at-check-in', [{ eventCity: 'Oklahoma City', kind: 'walk', first, last }]);
    for (let round = 0; round < 3; round++) {
      await setStock('Oklahoma City', 50);
      const entries: EntryRow[] = [];
      for (let i = 0; i < 4; i++) entries.push(await entry('Oklahoma City', 'walk'));
      // Interleaved: walk-up, check-in, walk-up, ...
      const calls = entries.flatMap((e, i) => [walkUp(), checkIn(e.id, i % 2 ? admin : okc)]);
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual(calls.map(() => 200));
      const walkUps = answers.filter((_, i) => i % 2 === 0).map((a) => (a.json() as WalkUpResult).entry);
      const checkIns = answers.filter((_, i) => i % 2 === 1).map((a) => (a.json() as CheckInResult).entry);
      expect(walkUps.every((c) => c.shirtGivenSize === size && c.checkedInAt !== null)).toBe(true);
      expect(checkIns.every((c) => c.shirtGivenSize === size && c.checkedInAt !== null)).toBe(true);

      const bibs = await bibsOf([...walkUps, ...checkIns].map((c) => c.entryId));
      expect(bibs).toEqual([...walkUps, ...checkIns].map((c) => c.bib));
      expect(bibs.every((b) => inRange(b, first, last)), String(bibs)).toBe(true);
      expect(new Set(bibs).size).toBe(bibs.length);
      expect(await stockOf('Oklahoma City')).toBe(50 - calls.length);
    }
    const all = await db().select({ bib: eventEntries.bib }).from(eventEntries).where(and(eq(eventEntries.eventYear, year), eq(eventEntries.eventCity, 'Oklahoma City'), isNotNull(eventEntries.bib)));
    expect(new Set(all.map((r) => r.bib)).size).toBe(all.length);
  });
});
