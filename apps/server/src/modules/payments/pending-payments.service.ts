import {
  centsToDollars, isPaymentMethodType, toCents, type MyPendingGiftsResponse, type Paged, type PendingGiftView, type PendingPaymentAdminView,
  type PendingPaymentsQuery,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findTeamsByIds } from '../../lib/teams-by-ids.repo.ts';
import { offsetOf, pagedResult } from '../../lib/pagination.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findPeople } from '../membership/membership.service.ts';
import type { CheckoutRow } from '../transactions/checkout.service.ts';
import { listSettlingCheckouts } from '../transactions/checkout-settlement.service.ts';
import { splitStoredCheckoutPayload } from '../transactions/stored-checkout-payload.ts';

/**
 * The pending views (docs/features/payment-methods.md): bank transfers on their way, shown to the
 * walker and captain they support and to admins (with the failed ones), never counted in a total.
 */

/** Most pending gifts one answer lists for a walker or a team (a bank transfer takes days; there are few). */
const MY_PENDING_SCAN_LIMIT = 1000;

interface StoredFacts {
  firstName: string;
  lastName: string;
  email: string;
  anonymous: boolean;
  teamId: number | null;
  fundraiserId: number | null;
  eventCity: string | null;
  donationCents: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const idOf = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (v && typeof v === 'object' && 'id' in v) return idOf((v as { id: unknown }).id);
  return null;
};

/** What the pending views read of a stored checkout payload (validated when it was stored). */
function storedFacts(checkout: CheckoutRow): StoredFacts {
  const payload = splitStoredCheckoutPayload(checkout.payload).payload as {
    person?: Record<string, unknown>;
    transaction?: Record<string, unknown>;
    lineItems?: { type?: unknown; amount?: unknown; anonymous?: unknown }[];
  } | null;
  const person = payload?.person ?? {};
  const t = payload?.transaction ?? {};
  const donation = (payload?.lineItems ?? []).filter((i) => i.type === 'donation');
  return {
    firstName: text(person.firstName),
    lastName: text(person.lastName),
    email: text(person.email),
    anonymous: person.anonymous === true || donation.some((i) => i.anonymous === true),
    teamId: idOf(t.team),
    fundraiserId: idOf(t.fundraiser),
    eventCity: typeof t.eventCity === 'string' ? t.eventCity : null,
    donationCents: donation.reduce((sum, i) => sum + (typeof i.amount === 'number' ? toCents(i.amount) : 0), 0),
  };
}

async function giftViews(db: DbOrTx, rows: CheckoutRow[]): Promise<{ row: CheckoutRow; facts: StoredFacts; view: PendingGiftView }[]> {
  const facts = rows.map(storedFacts);
  const teamIds = [...new Set(facts.flatMap((f) => (f.teamId ? [f.teamId] : [])))];
  const fundraiserIds = [...new Set(facts.flatMap((f) => (f.fundraiserId ? [f.fundraiserId] : [])))];
  const [teams, people] = await Promise.all([teamIds.length ? findTeamsByIds(db, teamIds) : [], fundraiserIds.length ? findPeople(db, fundraiserIds) : []]);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const personById = new Map(people.map((p) => [p.id, p]));
  return rows.map((row, i) => {
    const f = facts[i]!;
    const team = f.teamId ? teamById.get(f.teamId) : undefined;
    const fundraiser = f.fundraiserId ? personById.get(f.fundraiserId) : undefined;
    const type = row.paymentMethod?.type;
    return {
      row,
      facts: f,
      view: {
        id: row.id,
        amount: centsToDollars(row.amountCents),
        donationAmount: centsToDollars(f.donationCents),
        donorFirstName: f.anonymous ? 'Anonymous' : f.firstName,
        team: team ? { id: team.id, name: team.name } : null,
        fundraiser: fundraiser ? { id: fundraiser.id, firstName: fundraiser.firstName, lastName: fundraiser.lastName } : null,
        method: isPaymentMethodType(type) ? type : 'us_bank_account',
        createdAt: row.createdAt.toISOString(),
      },
    };
  });
}

/** GET /v1/payment/pending (admin): pending bank transfers, or the ones that failed, newest first. */
export async function listPendingPayments(args: { db: DbOrTx; query: PendingPaymentsQuery }): Promise<Paged<PendingPaymentAdminView>> {
  const { db, query } = args;
  const { rows, total } = await listSettlingCheckouts(db, { status: query.status === 'pending' ? 'processing' : 'failed', offset: offsetOf(query), limit: query.limit });
  const views = await giftViews(db, rows);
  return pagedResult(
    views.map(({ row, facts, view }) => ({
      ...view,
      // Admins see who gave, anonymous or not (as the transactions grid does).
      donorFirstName: facts.firstName,
      donorLastName: facts.lastName,
      donorEmail: facts.email,
      eventCity: facts.eventCity,
      status: query.status,
      paymentId: row.providerPaymentId,
      failureMessage: query.status === 'failed' ? row.failureMessage : null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    query,
  );
}

/**
 * GET /v1/payment/pending/mine: the bank transfers on their way to the signed-in walker (credited
 * to them) and, for a captain, to their team. First names only, "Anonymous" when the donor asked.
 */
export async function listMyPendingGifts(args: { db: DbOrTx; user: AuthUser }): Promise<MyPendingGiftsResponse> {
  const { db, user } = args;
  if (!user.personId && !user.teamId) return { walker: [], team: [] };
  const { rows } = await listSettlingCheckouts(db, { status: 'processing', offset: 0, limit: MY_PENDING_SCAN_LIMIT });
  const mine = rows.filter((row) => {
    const f = storedFacts(row);
    return (user.personId !== null && f.fundraiserId === user.personId) || (user.role === 'captain' && user.teamId !== null && f.teamId === user.teamId);
  });
  const views = await giftViews(db, mine);
  return {
    walker: views.filter(({ facts }) => user.personId !== null && facts.fundraiserId === user.personId).map((v) => v.view),
    team: views.filter(({ facts }) => user.role === 'captain' && user.teamId !== null && facts.teamId === user.teamId).map((v) => v.view),
  };
}
