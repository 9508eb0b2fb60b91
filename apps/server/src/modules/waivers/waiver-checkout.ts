import { inArray } from 'drizzle-orm';
import {
  HTTP, WAIVER_MESSAGES, isMinorOnEventDate, type CheckoutPayload, type WaiverAcceptanceInput, type WaiverKind,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { waivers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEventDay } from '../event-day/event-day.service.ts';
import { currentWaivers, recordWaiverAcceptance } from './waiver.repo.ts';

/**
 * Waivers in the public flows that bring a person to the event (
 * docs/decisions/0011-event-day-check-in.md): a 5k runner, a team member added at checkout, a new
 * captain, a joiner. Checked BEFORE anything is written or paid (requireWaivers); written in the
 * transaction that makes the person a participant (recordBroughtWaivers). A paid checkout is always
 * recorded: its acceptances are stored as accepted, even when a newer version was published meanwhile.
 */

/** One person a payload brings, as requireWaivers checks them. */
export interface BroughtPerson {
  /** Where the person is in the payload (`lineItems.0.runnerDetails`; '' for the body itself), for the error's field path. */
  path: string;
  /** Full name, for the message. */
  name: string;
  kind: WaiverKind;
  waiver: WaiverAcceptanceInput | null | undefined;
  /** Known for a runner: `minor` is recomputed from it, whatever the client sent. */
  birthDate?: string | null;
}

const fieldOf = (path: string, field: string) => (path ? `${path}.${field}` : field);

/** YYYY-MM-DD of today (UTC): the under-18 rule's date when the city's event day is not set. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Checks each person's acceptance against the current waiver of the city and their kind and
 * answers the acceptances to store (in the payload's order; null when no waiver is published for
 * the person). Refuses with 400 and the person's field path when one is missing (or a minor runner
 * has no guardian), 409 when it is of another version than the current one. Reads only.
 */
export async function requireWaivers(
  db: DbOrTx,
  args: { eventCity: string | null; eventYear: number; people: readonly BroughtPerson[] },
): Promise<(WaiverAcceptanceInput | null)[]> {
  const { eventCity, people } = args;
  if (!eventCity || people.length === 0) return people.map(() => null);
  const current = new Map((await currentWaivers(db, eventCity)).map((w) => [w.kind as WaiverKind, w]));
  if (current.size === 0) return people.map(() => null);
  let eventDate: string | null = null;
  const eventDateOf = async () => (eventDate ??= (await findEventDay(db, args.eventYear, eventCity))?.date ?? today());

  const missing: { field: string; message: string }[] = [];
  const accepted: (WaiverAcceptanceInput | null)[] = [];
  for (const person of people) {
    const waiver = current.get(person.kind);
    if (!waiver) {
      accepted.push(null);
      continue;
    }
    const given = person.waiver;
    if (!given) {
      missing.push({ field: fieldOf(person.path, 'waiver'), message: WAIVER_MESSAGES.required(person.name) });
      accepted.push(null);
      continue;
    }
    if (given.waiverId !== waiver.id) throw new AppError(HTTP.conflict, WAIVER_MESSAGES.outdated, [{ field: fieldOf(person.path, 'waiver.waiverId'), message: WAIVER_MESSAGES.outdated }]);
    const minor = person.birthDate ? isMinorOnEventDate(person.birthDate, await eventDateOf()) : given.minor;
    if (minor && !given.guardianName) {
      missing.push({ field: fieldOf(person.path, 'waiver.guardianName'), message: WAIVER_MESSAGES.guardianRequired });
      accepted.push(null);
      continue;
    }
    accepted.push({ ...given, minor, guardianName: minor ? (given.guardianName ?? null) : null });
  }
  if (missing.length) throw AppError.badRequest(missing.map((m) => m.message).join(' '), missing);
  return accepted;
}

/** The people a checkout brings: each runner (5k waiver), then each added team member (walk waiver). */
function checkoutPeople(payload: CheckoutPayload): BroughtPerson[] {
  const runners = payload.lineItems.flatMap((item, index): BroughtPerson[] =>
    item.type === '5k'
      ? [{
          path: `lineItems.${index}.runnerDetails`, name: `${item.runnerDetails.firstName} ${item.runnerDetails.lastName}`, kind: '5k',
          waiver: item.runnerDetails.waiver, birthDate: item.runnerDetails.birthDate,
        }]
      : [],
  );
  const members = payload.teamMembers.map((m, index): BroughtPerson => ({ path: `teamMembers.${index}`, name: `${m.firstName} ${m.lastName}`, kind: 'walk', waiver: m.waiver }));
  return [...runners, ...members];
}

/**
 * A priced checkout checked for waivers before its payment is created: answers the payload with
 * each acceptance as it will be stored (`minor` recomputed for a runner, nothing where no waiver is
 * published), so it travels with the stored checkout to the recording (browser, webhook, reconciler).
 */
export async function checkoutWithWaivers(db: DbOrTx, payload: CheckoutPayload): Promise<CheckoutPayload> {
  const t = payload.transaction;
  const accepted = await requireWaivers(db, { eventCity: t.eventCity ?? null, eventYear: t.eventYear!, people: checkoutPeople(payload) });
  let next = 0;
  const lineItems = payload.lineItems.map((item) => (item.type === '5k' ? { ...item, runnerDetails: { ...item.runnerDetails, waiver: accepted[next++] } } : item));
  const teamMembers = payload.teamMembers.map((m) => ({ ...m, waiver: accepted[next++] }));
  return { ...payload, lineItems, teamMembers };
}

/**
 * Stores the acceptances of the people a recording brings, in the recording's transaction (source
 * checkout). Never refuses: a paid checkout is recorded even when a newer version was published
 * since the person accepted (the version they accepted is stored). An acceptance naming no stored
 * waiver (none is ever deleted) is left out rather than failing the recording.
 */
export async function recordBroughtWaivers(
  tx: DbOrTx,
  args: { eventYear: number; ipAddress: string | null; people: readonly { personId: number; waiver: WaiverAcceptanceInput | null | undefined }[] },
): Promise<void> {
  const people = args.people.filter((p): p is { personId: number; waiver: WaiverAcceptanceInput } => !!p.waiver);
  if (people.length === 0) return;
  const ids = [...new Set(people.map((p) => p.waiver.waiverId))];
  const known = new Set((await tx.select({ id: waivers.id }).from(waivers).where(inArray(waivers.id, ids))).map((w) => w.id));
  for (const { personId, waiver } of people) {
    if (!known.has(waiver.waiverId)) continue;
    await recordWaiverAcceptance(tx, {
      personId, eventYear: args.eventYear, waiverId: waiver.waiverId, signedName: waiver.signedName, minor: waiver.minor,
      guardianName: waiver.minor ? (waiver.guardianName ?? null) : null, source: 'checkout', ipAddress: args.ipAddress,
    });
  }
}
