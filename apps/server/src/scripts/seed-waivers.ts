import { asc, eq } from 'drizzle-orm';
import { waiverKindOf, type EventEntryKind, type WaiverKind } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { eventEntries, persons, waivers } from '../db/schema/index.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { recordWaiverAcceptance } from '../modules/waivers/waiver.repo.ts';
import { DEMO_MINOR_AGE, DEMO_MINOR_WALKERS, DEMO_WAIVER_MISSING, demoWaiverBody } from './demo-data.ts';

/** An address from the documentation range (RFC 5737): the demo's acceptances came from a browser. */
const DEMO_IP = '203.0.113.24';

/**
 * The demo's waivers (docs/decisions/0011-event-day-check-in.md): a walk and a 5k text for each
 * city, and an acceptance at checkout for every entry of the year but a few Oklahoma City walkers
 * (one of them under 18), so check-in and the admin home show waivers still to sign. The demo's
 * minors signed with a guardian.
 */
export async function seedWaivers(tx: Tx, year: number, adminUserId: number, eventName: string) {
  const ids = new Map<string, number>();
  for (const eventCity of ['Oklahoma City', 'Tulsa'] as const) {
    for (const kind of ['walk', '5k'] as const satisfies readonly WaiverKind[]) {
      const [row] = await tx
        .insert(waivers)
        .values({ eventCity, kind, version: 1, body: sanitizeRichText(demoWaiverBody(eventCity, kind, eventName)), createdByUserId: adminUserId })
        .returning({ id: waivers.id });
      ids.set(`${eventCity}:${kind}`, row!.id);
    }
  }
  const entries = await tx
    .select({
      personId: eventEntries.personId, eventCity: eventEntries.eventCity, kind: eventEntries.kind,
      firstName: persons.firstName, lastName: persons.lastName, createdAt: eventEntries.createdAt,
    })
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .where(eq(eventEntries.eventYear, year))
    .orderBy(asc(eventEntries.id));
  const minorBirthDate = `${new Date().getUTCFullYear() - DEMO_MINOR_AGE}-06-01`;
  for (const entry of entries) {
    const name = `${entry.firstName} ${entry.lastName}`;
    const minor = name in DEMO_MINOR_WALKERS;
    if (minor) await tx.update(persons).set({ birthDate: minorBirthDate }).where(eq(persons.id, entry.personId));
    if (DEMO_WAIVER_MISSING.includes(name)) continue;
    const waiverId = ids.get(`${entry.eventCity}:${waiverKindOf(entry.kind as EventEntryKind)}`);
    if (waiverId === undefined) continue;
    const guardianName = minor ? (DEMO_MINOR_WALKERS[name] ?? null) : null;
    await recordWaiverAcceptance(tx, {
      personId: entry.personId, eventYear: year, waiverId, signedName: name, minor, guardianName,
      source: 'checkout', ipAddress: DEMO_IP, acceptedAt: entry.createdAt,
    });
  }
}
