import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson } from '../../../test/factories.ts';
import { eventEntries, waiverAcceptances, waivers } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { entryWaiverStatus } from '../../lib/entry-waiver-status.repo.ts';
import { currentWaiver, currentWaivers, recordWaiverAcceptance } from './waiver.repo.ts';

/** The waiver core (docs/decisions/0011-event-day-check-in.md): current version, one acceptance, the status rule. */
describe('waiver core', () => {
  let t: TestApp;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const entryFor = async (kind: 'walk' | '5k' | '5k-virtual', eventCity: string) => {
    const person = await createPerson(db());
    const [entry] = await db()
      .insert(eventEntries)
      .values({ personId: person.id, eventYear: year, eventCity, kind, checkInToken: randomUUID().replace(/-/g, '').slice(0, 22) })
      .returning();
    return { person, entry: entry! };
  };
  const statusOf = async (entryId: number) =>
    (await db().select({ status: entryWaiverStatus }).from(eventEntries).where(eq(eventEntries.id, entryId)))[0]!.status;

  it('the current waiver is the highest version of its city and kind', async () => {
    await db().insert(waivers).values([
      { eventCity: 'Tulsa', kind: 'walk', version: 1, body: '<p>one</p>' },
      { eventCity: 'Tulsa', kind: 'walk', version: 2, body: '<p>two</p>' },
      { eventCity: 'Tulsa', kind: '5k', version: 1, body: '<p>run</p>' },
    ]);
    expect((await currentWaiver(db(), 'Tulsa', 'walk'))?.version).toBe(2);
    expect(await currentWaiver(db(), 'Oklahoma City', 'walk')).toBeNull();
    expect((await currentWaivers(db(), 'Tulsa')).map((w) => `${w.kind} v${w.version}`).sort()).toEqual(['5k v1', 'walk v2']);
  });

  it('stores an acceptance once per person and version, and once per client id', async () => {
    const { person } = await entryFor('walk', 'Tulsa');
    const waiver = (await currentWaiver(db(), 'Tulsa', 'walk'))!;
    const clientId = randomUUID();
    const base = { personId: person.id, eventYear: year, waiverId: waiver.id, signedName: 'Test Person', minor: false, guardianName: null, source: 'check-in' as const, clientId };
    const [a, b] = await Promise.all([recordWaiverAcceptance(db(), base), recordWaiverAcceptance(db(), { ...base, signedName: 'Someone Else' })]);
    expect(a.id).toBe(b.id);
    const again = await recordWaiverAcceptance(db(), { ...base, clientId: null });
    expect(again.id).toBe(a.id);
    const rows = await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, person.id));
    expect(rows).toHaveLength(1);
  });

  it("an entry's waiver is signed with any version of its city and kind, missing without, not required when none is published", async () => {
    const walker = await entryFor('walk', 'Tulsa');
    const virtualRunner = await entryFor('5k-virtual', 'Tulsa');
    const okcWalker = await entryFor('walk', 'Oklahoma City');
    expect(await statusOf(walker.entry.id)).toBe('missing');
    expect(await statusOf(virtualRunner.entry.id)).toBe('missing');
    expect(await statusOf(okcWalker.entry.id)).toBe('not-required');

    const [v1] = await db().select().from(waivers).where(sql`${waivers.eventCity} = 'Tulsa' and ${waivers.kind} = 'walk' and ${waivers.version} = 1`);
    await recordWaiverAcceptance(db(), { personId: walker.person.id, eventYear: year, waiverId: v1!.id, signedName: 'W', minor: false, guardianName: null, source: 'checkout' });
    expect(await statusOf(walker.entry.id)).toBe('signed');

    // The walk waiver does not cover the 5k, nor another year.
    await recordWaiverAcceptance(db(), { personId: virtualRunner.person.id, eventYear: year, waiverId: v1!.id, signedName: 'R', minor: false, guardianName: null, source: 'checkout' });
    expect(await statusOf(virtualRunner.entry.id)).toBe('missing');
    const run = (await currentWaiver(db(), 'Tulsa', '5k'))!;
    await recordWaiverAcceptance(db(), { personId: virtualRunner.person.id, eventYear: year - 1, waiverId: run.id, signedName: 'R', minor: false, guardianName: null, source: 'checkout' });
    expect(await statusOf(virtualRunner.entry.id)).toBe('missing');
    await recordWaiverAcceptance(db(), { personId: virtualRunner.person.id, eventYear: year, waiverId: run.id, signedName: 'R', minor: false, guardianName: null, source: 'checkout' });
    expect(await statusOf(virtualRunner.entry.id)).toBe('signed');
  });
});
