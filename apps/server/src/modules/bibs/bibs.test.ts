import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIB_MESSAGES, EVENT_CITIES, EVENT_ENTRY_KINDS, findOverlappingBibRanges, type BibAssignmentResult, type BibRange, type BibRoster, type BibSettingsView, type EventEntryKind,
} from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTeamMember, createPerson, createTeam, signedInAdmin, type Session } from '../../../test/factories.ts';
import { bibRanges, eventEntries } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { newCheckInToken } from '../../lib/event-entries.repo.ts';
import { assignNextBib } from './bibs.service.ts';

/** docs/decisions/0011-event-day-check-in.md: bib ranges, "Assign bibs now", the check-in's next bib, the roster. */
describe('bibs', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/v1/bibs', headers: admin.headers, payload: payload as object });
  const saveRanges = async (ranges: BibRange[], mode = 'in-advance') => {
    const res = await put({ mode, ranges });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BibSettingsView;
  };
  /** An entry of the current year, made now (so later calls are later in registration order). */
  const entry = async (eventCity: string, kind: EventEntryKind, person: { firstName?: string; lastName?: string; shirtSize?: string } = {}) => {
    const p = await createPerson(db(), person);
    const [row] = await db().insert(eventEntries).values({ personId: p.id, eventYear: year, eventCity, kind, checkInToken: newCheckInToken() }).returning();
    return { ...row!, person: p };
  };
  const bibsOf = async (ids: number[]) => {
    const rows = await db().select({ id: eventEntries.id, bib: eventEntries.bib }).from(eventEntries).where(inArray(eventEntries.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!.bib);
  };

  describe('ranges', () => {
    it('saves the ranges and the mode, and reads them back', async () => {
      const view = await saveRanges(
        [
          { eventCity: 'Oklahoma City', kind: '5k', first: 1, last: 999 },
          { eventCity: 'Tulsa', kind: 'walk', first: 4000, last: 4999 },
        ],
        'at-check-in',
      );
      expect(view.mode).toBe('at-check-in');
      const res = await t.app.inject({ method: 'GET', url: '/v1/bibs', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        eventYear: year,
        mode: 'at-check-in',
        ranges: [
          { eventCity: 'Oklahoma City', kind: '5k', first: 1, last: 999, assigned: 0 },
          { eventCity: 'Tulsa', kind: 'walk', first: 4000, last: 4999, assigned: 0 },
        ],
      });
      // A range left out is removed.
      expect((await saveRanges([{ eventCity: 'Tulsa', kind: 'walk', first: 4000, last: 4500 }])).ranges).toEqual([
        { eventCity: 'Tulsa', kind: 'walk', first: 4000, last: 4500, assigned: 0 },
      ]);
    });

    it.each([
      [{ eventCity: 'Tulsa', kind: 'walk', first: 0, last: 10 }, BIB_MESSAGES.first],
      [{ eventCity: 'Tulsa', kind: 'walk', first: 1, last: 100000 }, BIB_MESSAGES.last],
      [{ eventCity: 'Tulsa', kind: 'walk', first: 1.5, last: 10 }, BIB_MESSAGES.first],
      [{ eventCity: 'Tulsa', kind: 'walk', first: 20, last: 10 }, BIB_MESSAGES.order],
      [{ eventCity: 'Tulsa', kind: 'marathon', first: 1, last: 10 }, 'Kind must be one of walk, 5k, 5k-virtual.'],
      [{ eventCity: 'Paris', kind: 'walk', first: 1, last: 10 }, 'Event city must be one of Oklahoma City, Tulsa.'],
    ])('refuses a bad range %o with 400 and the message', async (range, message) => {
      const res = await put({ mode: 'in-advance', ranges: [range] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
      expect(res.body).toContain(message);
    });

    it('refuses overlapping ranges of the year, and a city and kind twice, with 400 and nothing saved', async () => {
      const before = (await t.app.inject({ method: 'GET', url: '/v1/bibs', headers: admin.headers })).json();
      const overlap = await put({
        mode: 'in-advance',
        ranges: [
          { eventCity: 'Oklahoma City', kind: '5k', first: 1, last: 999 },
          { eventCity: 'Tulsa', kind: '5k', first: 999, last: 1999 },
        ],
      });
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json()).toMatchObject({ code: 400 });
      expect(overlap.body).toContain(BIB_MESSAGES.overlap('Oklahoma City 5k 1-999', 'Tulsa 5k 999-1999'));
      const twice = await put({
        mode: 'in-advance',
        ranges: [
          { eventCity: 'Tulsa', kind: '5k', first: 1, last: 9 },
          { eventCity: 'Tulsa', kind: '5k', first: 10, last: 19 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.body).toContain(BIB_MESSAGES.rangeOnce);
      const mode = await put({ mode: 'sometimes', ranges: [] });
      expect(mode.statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/v1/bibs', headers: admin.headers })).json()).toEqual(before);
    });

    it('admins saving different ranges at the same instant never store ranges that overlap', async () => {
      // Each save is the whole year's ranges: one range, 1-100, of its own city and kind. Any two
      // overlap, so whatever order they run in, one of them (the last) is what stays.
      const saves = EVENT_CITIES.flatMap((eventCity) => EVENT_ENTRY_KINDS.map((kind) => ({ eventCity, kind, first: 1, last: 100 })));
      for (let round = 0; round < 5; round++) {
        await saveRanges([]);
        const answers = await Promise.all(saves.map((range) => put({ mode: 'at-check-in', ranges: [range] })));
        expect(answers.map((a) => a.statusCode)).toEqual(saves.map(() => 200));
        const stored = await db().select().from(bibRanges).where(eq(bibRanges.eventYear, year));
        expect(stored.map((r) => `${r.eventCity} ${r.kind} ${r.firstBib}-${r.lastBib}`)).toHaveLength(1);
        expect(findOverlappingBibRanges(stored.map((r) => ({ first: r.firstBib, last: r.lastBib })))).toBeNull();
      }
    });
  });

  describe('assign bibs now', () => {
    it('refuses while bibs are given at check-in', async () => {
      await saveRanges([{ eventCity: 'Tulsa', kind: 'walk', first: 4000, last: 4999 }], 'at-check-in');
      const res = await t.app.inject({ method: 'POST', url: '/v1/bibs/assign', headers: admin.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: BIB_MESSAGES.notInAdvance });
    });

    it('gives numbers in registration order, skips taken numbers, never reuses one, and reports a full range', async () => {
      await saveRanges([
        { eventCity: 'Tulsa', kind: '5k-virtual', first: 7000, last: 7004 },
        { eventCity: 'Oklahoma City', kind: '5k-virtual', first: 7100, last: 7199 },
      ]);
      const a = await entry('Tulsa', '5k-virtual');
      const b = await entry('Tulsa', '5k-virtual');
      const taken = await entry('Tulsa', '5k-virtual');
      await db().update(eventEntries).set({ bib: 7001 }).where(eq(eventEntries.id, taken.id));
      const c = await entry('Tulsa', '5k-virtual');
      const d = await entry('Tulsa', '5k-virtual');
      const e = await entry('Tulsa', '5k-virtual');
      const okc = await entry('Oklahoma City', '5k-virtual');
      const walker = await entry('Tulsa', 'walk');

      const res = await t.app.inject({ method: 'POST', url: '/v1/bibs/assign', headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as BibAssignmentResult;
      // Four free numbers in Tulsa (7000, 7002, 7003, 7004) for five entries: the last one waits.
      expect(await bibsOf([a.id, b.id, taken.id, c.id, d.id, e.id])).toEqual([7000, 7002, 7001, 7003, 7004, null]);
      expect(await bibsOf([okc.id, walker.id])).toEqual([7100, null]);
      expect(result.full).toEqual([{ eventCity: 'Tulsa', kind: '5k-virtual', waiting: 1 }]);
      expect(result.assigned).toBeGreaterThanOrEqual(5);

      // Again: nothing changes hands, the full range is still reported.
      const again = (await t.app.inject({ method: 'POST', url: '/v1/bibs/assign', headers: admin.headers })).json() as BibAssignmentResult;
      expect(again).toEqual({ assigned: 0, full: [{ eventCity: 'Tulsa', kind: '5k-virtual', waiting: 1 }] });
      expect(await bibsOf([a.id, b.id, c.id])).toEqual([7000, 7002, 7003]);
      const view = (await t.app.inject({ method: 'GET', url: '/v1/bibs', headers: admin.headers })).json() as BibSettingsView;
      expect(view.ranges.find((r) => r.eventCity === 'Tulsa' && r.kind === '5k-virtual')!.assigned).toBe(5);
    });
  });

  describe('assignNextBib (check-in)', () => {
    it('takes the next free number, keeps an entry its bib, and says when there is no range or it is full', async () => {
      await saveRanges([{ eventCity: 'Oklahoma City', kind: 'walk', first: 2000, last: 2002 }], 'at-check-in');
      const a = await entry('Oklahoma City', 'walk');
      const b = await entry('Oklahoma City', 'walk');
      const c = await entry('Oklahoma City', 'walk');
      const d = await entry('Oklahoma City', 'walk');
      await db().update(eventEntries).set({ bib: 2001 }).where(eq(eventEntries.id, b.id));
      expect(await db().transaction((tx) => assignNextBib(tx, a.id))).toBe(2000);
      expect(await db().transaction((tx) => assignNextBib(tx, a.id))).toBe(2000);
      expect(await db().transaction((tx) => assignNextBib(tx, b.id))).toBe(2001);
      expect(await db().transaction((tx) => assignNextBib(tx, c.id))).toBe(2002);
      await expect(db().transaction((tx) => assignNextBib(tx, d.id))).rejects.toMatchObject({ status: 409, message: BIB_MESSAGES.rangeFull });
      expect(await bibsOf([d.id])).toEqual([null]);
      const noRange = await entry('Tulsa', '5k');
      await expect(db().transaction((tx) => assignNextBib(tx, noRange.id))).rejects.toMatchObject({ status: 409, message: BIB_MESSAGES.noRange });
      await expect(db().transaction((tx) => assignNextBib(tx, 2_000_000_000))).rejects.toMatchObject({ status: 404 });
    });

    it('two volunteers at once get two different numbers; ten at once, ten numbers', async () => {
      await saveRanges([{ eventCity: 'Tulsa', kind: '5k', first: 1000, last: 1999 }], 'at-check-in');
      const entries = await Promise.all(Array.from({ length: 10 }, () => entry('Tulsa', '5k')));
      const bibs = await Promise.all(
        entries.map((e) =>
          db().transaction(async (tx) => {
            const bib = await assignNextBib(tx, e.id);
            // Hold the transaction open a moment, as a check-in does with its other writes.
            await new Promise((resolve) => setTimeout(resolve, 5));
            return bib;
          }),
        ),
      );
      expect(new Set(bibs).size).toBe(10);
      expect([...bibs].sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => 1000 + i));
      expect(await bibsOf(entries.map((e) => e.id))).toEqual(bibs);
      // The same entry twice at once: one number.
      const one = await entry('Tulsa', '5k');
      const [x, y] = await Promise.all([db().transaction((tx) => assignNextBib(tx, one.id)), db().transaction((tx) => assignNextBib(tx, one.id))]);
      expect(x).toBe(y);
      expect(x).toBe(1010);
    });
  });

  describe('roster', () => {
    it("answers the city's entries by last name with name, team, kind, bib and shirt size only", async () => {
      const team = await createTeam(db(), { eventCity: 'Oklahoma City', name: `Roster Crew ${Date.now()}` });
      const zed = await entry('Oklahoma City', 'walk', { firstName: 'Zoe', lastName: 'Zzroster', shirtSize: 'Large' });
      await addTeamMember(db(), team.id, zed.person.id);
      const aa = await entry('Oklahoma City', '5k', { firstName: 'Al', lastName: 'Aaroster', shirtSize: 'Small' });
      await db().update(eventEntries).set({ bib: 42 }).where(eq(eventEntries.id, aa.id));
      await entry('Tulsa', 'walk', { firstName: 'Tu', lastName: 'Tulsaroster' });
      const res = await t.app.inject({ method: 'GET', url: '/v1/bibs/roster?city=Oklahoma%20City', headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      const roster = res.json() as BibRoster;
      expect(roster.eventCity).toBe('Oklahoma City');
      const mine = roster.entries.filter((e) => e.lastName.endsWith('roster'));
      expect(mine).toEqual([
        { firstName: 'Al', lastName: 'Aaroster', team: null, kind: '5k', bib: 42, shirtSize: 'Small' },
        { firstName: 'Zoe', lastName: 'Zzroster', team: team.name, kind: 'walk', bib: null, shirtSize: 'Large' },
      ]);
      const names = roster.entries.map((e) => e.lastName.toLowerCase());
      expect(names).toEqual([...names].sort((p, q) => (p < q ? -1 : p > q ? 1 : 0)));
      expect((await t.app.inject({ method: 'GET', url: '/v1/bibs/roster?city=Paris', headers: admin.headers })).statusCode).toBe(400);
    });
  });
});
