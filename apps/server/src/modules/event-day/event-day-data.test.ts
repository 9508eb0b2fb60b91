import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_TOKEN_PATTERN, type EventDaysView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, createTeam, createTeamMember, signedInAdmin, uniqueEmail } from '../../../test/factories.ts';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { eventEntries, jobs, persons, teamMembers } from '../../db/schema/index.ts';
import { resetAndSeed, type SeedLog } from '../../scripts/seed-data.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { EVENT_CONFIRMATION_QUEUE } from '../../lib/event-entries.repo.ts';

/** The backfill statements of migration 0014 (docs/decisions/0011-event-day-check-in.md), as the migration runs them. */
function backfillStatements(): string[] {
  const text = readFileSync(path.join(MIGRATIONS_FOLDER, '0014_event_entries.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.split('\n').filter((line) => !line.trim().startsWith('--')).join('\n').trim())
    .filter((s) => s.startsWith('INSERT INTO "event_entries"'));
}

describe('event day data', () => {
  let t: TestApp;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("the migration's backfill makes the current year's entries from 5k persons and team members, once", async () => {
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    const virtualEmail = uniqueEmail('virtual');
    await paidTransaction(t, { eventCity: 'Oklahoma City', runners: [{ runType: 'virtual', price: 25, email: virtualEmail }] });
    const team = await createTeam(db(), { eventCity: 'Tulsa' });
    const walker = await createTeamMember(db(), team.id);
    const lastYearRunner = await createPerson(db(), { event: '5k', eventYear: year - 1, eventCity: 'Tulsa' });
    // As before the migration: no entries at all.
    await db().delete(eventEntries);
    for (let run = 0; run < 2; run += 1) for (const statement of statements) await db().execute(sql.raw(statement));

    const [runner] = await db().select({ id: persons.id }).from(persons).where(eq(persons.email, virtualEmail));
    const entries = await db().select().from(eventEntries);
    const of = (personId: number) => entries.filter((e) => e.personId === personId);
    expect(of(runner!.id)).toMatchObject([{ kind: '5k-virtual', eventYear: year, eventCity: 'Oklahoma City' }]);
    expect(of(walker.id)).toMatchObject([{ kind: 'walk', eventYear: year, eventCity: 'Tulsa' }]);
    expect(of(lastYearRunner.id)).toEqual([]);
    const members = await db().select({ personId: teamMembers.personId }).from(teamMembers).where(eq(teamMembers.eventYear, year));
    for (const m of members) expect(of(m.personId), `member ${m.personId}`).toHaveLength(1);
    for (const e of entries) expect(e.checkInToken).toMatch(CHECK_IN_TOKEN_PATTERN);
    expect(new Set(entries.map((e) => e.checkInToken)).size).toBe(entries.length);
  });

  it('the demo data has both cities\' event days and an entry, with a queued confirmation, for every member', async () => {
    const log: SeedLog = { info: () => undefined, warn: () => undefined } as unknown as SeedLog;
    const summary = await resetAndSeed({ db: db(), config: t.config, log });
    const admin = await signedInAdmin(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/v1/event-days', headers: admin.session.headers });
    const view = res.json() as EventDaysView;
    expect(view.eventYear).toBe(summary.year);
    expect(view.days.map((d) => [d.eventCity, d.place.split(',')[0]])).toEqual([
      ['Oklahoma City', 'Scissortail Park'],
      ['Tulsa', 'Guthrie Green'],
    ]);
    // In April of the demo's event year: the confirmation names the year and the day together.
    for (const d of view.days) {
      expect(d.date.startsWith(`${summary.year}-04-`)).toBe(true);
      expect(new Date(`${d.date}T00:00:00Z`).getUTCDay()).toBe(6);
    }
    const members = await db().select({ personId: teamMembers.personId }).from(teamMembers).where(eq(teamMembers.eventYear, summary.year));
    expect(members.length).toBeGreaterThan(10);
    const entries = await db().select().from(eventEntries).where(and(eq(eventEntries.eventYear, summary.year), eq(eventEntries.kind, 'walk')));
    expect(new Set(entries.map((e) => e.personId))).toEqual(new Set(members.map((m) => m.personId)));
    const queued = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, EVENT_CONFIRMATION_QUEUE));
    expect(queued.length).toBe(entries.length);
  });
});
