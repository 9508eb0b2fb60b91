import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { RecordedLineItemType } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { lineItems, persons, teams, transactions, transactionTributes } from '../../db/schema/index.ts';
import type { ProductDetails, RunnerDetails, ShippingAddress } from '../../db/schema/money.ts';
import { centsNumber, isoText, pagedSelect, selectRows } from '../../lib/list-rows.ts';
import { offsetOf, orderByFromQuery } from '../../lib/pagination.ts';
import { likeSubstring } from '../../lib/like-substring.ts';
import type { LINE_ITEM_SORT_FIELDS } from './lineitem.query.ts';

export interface LineItemFilters {
  type?: RecordedLineItemType;
  teamId?: number;
  eventYear?: number;
  /** A substring of any field the grids show, any case (see lineItemGridQuerySchema). */
  search?: string;
  /**
   * False for a captain: an anonymous item's donor fields (name, employer, email) are withheld
   * from them, so a search must not find the item by them either.
   */
  revealAnonymous: boolean;
}

/** A text field of the runner or shirt details; the key is written into the SQL (a bound key's type is ambiguous to `->>`). */
const runnerField = (key: keyof RunnerDetails) => sql`(${lineItems.runnerDetails}->>${sql.raw(`'${key}'`)})`;
const productField = (key: keyof ProductDetails) => sql`(${lineItems.productDetails}->>${sql.raw(`'${key}'`)})`;

const SORTABLE = {
  createdAt: lineItems.createdAt,
  amount: lineItems.amountCents,
  type: lineItems.type,
  eventYear: lineItems.eventYear,
  eventCity: lineItems.eventCity,
  primaryContact: lineItems.primaryContact,
  supporting: sql`(${lineItems.teamId} is not null)`,
  team: teams.name,
  shipped: transactions.hasShipped,
  size: productField('size'),
  quantity: sql`${productField('unitCount')}::int`,
  product: productField('name'),
  runType: runnerField('runType'),
  runnerName: sql`${runnerField('lastName')} || ' ' || ${runnerField('firstName')}`,
} satisfies Record<(typeof LINE_ITEM_SORT_FIELDS)[number], unknown>;

/**
 * Several texts of a row as one, for one ILIKE instead of one per field (measured about a third
 * faster at 100,000 rows a year). The separator is a control character no search contains, so
 * a match never spans two fields.
 */
function joinedText(...parts: SQL[]): SQL {
  return sql`concat_ws(chr(31), ${sql.join(parts, sql`, `)})`;
}

function searchCondition(search: string, revealAnonymous: boolean): SQL {
  const pattern = likeSubstring(search);
  const donor = or(
    ilike(
      joinedText(
        sql`${lineItems.primaryContact}`,
        sql`${lineItems.myEmployer}`,
        sql`${runnerField('firstName')} || ' ' || ${runnerField('lastName')}`,
        runnerField('email'),
      ),
      pattern,
    ),
    ilike(persons.email, pattern),
  )!;
  return or(
    revealAnonymous ? donor : and(eq(lineItems.anonymous, false), donor),
    ilike(joinedText(sql`${lineItems.eventCity}`, productField('name'), productField('size'), runnerField('runType')), pattern),
    ilike(teams.name, pattern),
  )!;
}

/**
 * Line items of active (paid, not voided) transactions. Written as "no voided transaction" so a
 * count needs no join: voided transactions are few, and the plan stays an anti-join on the
 * transactions' primary key (measured: half the time of the join at 165,000 items a year).
 */
const ofActiveTransaction = sql`not exists (select 1 from ${transactions} voided where voided.id = ${lineItems.transactionId} and not voided.active)`;

/** One line item of a list page, with its transaction, team and person (plain values, createdAt as ISO text). */
export interface LineItemListRow {
  item: {
    id: number;
    type: string;
    amountCents: number;
    primaryContact: string;
    personId: number | null;
    teamId: number | null;
    eventCity: string | null;
    eventYear: number;
    anonymous: boolean;
    myEmployer: string | null;
    useEmployerAsName: boolean;
    productDetails: ProductDetails | null;
    runnerDetails: RunnerDetails | null;
    shippingAddress: ShippingAddress | null;
    createdAt: string;
    /** On a refund's negative line: the line item it takes money off. */
    refundedLineItemId: number | null;
  };
  transaction: { id: number; hasShipped: boolean; externalTransactionId: string | null };
  team: { id: number; name: string; slug: string; eventCity: string } | null;
  person: { id: number; firstName: string; lastName: string; email: string; phone: string | null } | null;
  /** The fundraiser a donation is credited to (docs/decisions/0008-fundraiser-credit.md). */
  fundraiser: { id: number; firstName: string; lastName: string } | null;
  /** A donation's tribute (docs/features/tributes.md): on the checkout's own donation line only. */
  tribute: { kind: string; honoreeName: string; notifyRequested: boolean; notified: boolean } | null;
}

/** The credited fundraiser's person row (`fr`), beside the line item's own person. */
const fundraiserJoin = sql`left join ${persons} fr on fr.id = ${lineItems.fundraiserPersonId}`;

/** The transaction's tribute (`tb`), beside its own donation line (docs/features/tributes.md). */
const tributeJoin = sql`left join ${transactionTributes} tb on tb.transaction_id = ${lineItems.transactionId} and ${lineItems.type} = 'donation' and ${lineItems.refundId} is null`;

interface RawLineItemRow {
  id: number;
  type: string;
  amount_cents: number;
  primary_contact: string;
  person_id: number | null;
  team_id: number | null;
  event_city: string | null;
  event_year: number;
  anonymous: boolean;
  my_employer: string | null;
  use_employer_as_name: boolean;
  product_details: ProductDetails | null;
  runner_details: RunnerDetails | null;
  shipping_address: ShippingAddress | null;
  created_at: string;
  refunded_line_item_id: number | null;
  tr_id: number;
  tr_has_shipped: boolean;
  tr_external_id: string | null;
  tm_id: number | null;
  tm_name: string;
  tm_slug: string;
  tm_event_city: string;
  pe_id: number | null;
  pe_first_name: string;
  pe_last_name: string;
  pe_email: string;
  pe_phone: string | null;
  fr_id: number | null;
  fr_first_name: string;
  fr_last_name: string;
  tb_kind: string | null;
  tb_honoree_name: string;
  tb_notify_requested: boolean;
  tb_notified: boolean;
  matching: number | null;
}

/**
 * One page of line items of active (paid, not voided) transactions, with their transaction,
 * team and person, and the number matching the filters.
 */
export async function listLineItems(db: DbOrTx, filters: LineItemFilters, page: { page: number; limit: number; sortBy?: string }) {
  const conditions: SQL[] = [ofActiveTransaction];
  if (filters.type) conditions.push(eq(lineItems.type, filters.type));
  if (filters.teamId !== undefined) conditions.push(eq(lineItems.teamId, filters.teamId));
  if (filters.eventYear !== undefined) conditions.push(eq(lineItems.eventYear, filters.eventYear));
  if (filters.search) conditions.push(searchCondition(filters.search, filters.revealAnonymous));
  const where = and(...conditions)!;
  const order = sql.join(orderByFromQuery(page.sortBy, SORTABLE, 'createdAt:desc', lineItems.id), sql`, `);
  const offset = offsetOf(page);
  // The transaction join is a left join so PostgreSQL can drop it from the id query of a deep page
  // (transaction_id is never null). A first page of a search carries the count (one pass, not two).
  const found = await selectRows<RawLineItemRow>(
    db,
    pagedSelect({
      select: sql`${lineItems.id} as id, ${lineItems.type} as type, ${centsNumber(lineItems.amountCents)} as amount_cents,
               ${lineItems.primaryContact} as primary_contact, ${lineItems.personId} as person_id, ${lineItems.teamId} as team_id,
               ${lineItems.eventCity} as event_city, ${lineItems.eventYear} as event_year, ${lineItems.anonymous} as anonymous,
               ${lineItems.myEmployer} as my_employer, ${lineItems.useEmployerAsName} as use_employer_as_name,
               ${lineItems.productDetails} as product_details, ${lineItems.runnerDetails} as runner_details,
               ${lineItems.shippingAddress} as shipping_address, ${isoText(lineItems.createdAt)} as created_at,
               ${lineItems.refundedLineItemId} as refunded_line_item_id,
               ${transactions.id} as tr_id, ${transactions.hasShipped} as tr_has_shipped, ${transactions.externalTransactionId} as tr_external_id,
               ${teams.id} as tm_id, ${teams.name} as tm_name, ${teams.slug} as tm_slug, ${teams.eventCity} as tm_event_city,
               ${persons.id} as pe_id, ${persons.firstName} as pe_first_name, ${persons.lastName} as pe_last_name,
               ${persons.email} as pe_email, ${persons.phone} as pe_phone,
               fr.id as fr_id, fr.first_name as fr_first_name, fr.last_name as fr_last_name,
               tb.kind as tb_kind, tb.honoree_name as tb_honoree_name, (tb.notify_email is not null) as tb_notify_requested,
               (tb.notified_at is not null) as tb_notified,
               ${filters.search && offset === 0 ? sql`(count(*) over ())::int` : sql`null::int`} as matching`,
      from: sql`${lineItems}
          left join ${transactions} on ${transactions.id} = ${lineItems.transactionId}
          left join ${teams} on ${teams.id} = ${lineItems.teamId}
          left join ${persons} on ${persons.id} = ${lineItems.personId}
          ${fundraiserJoin}
          ${tributeJoin}`,
      where,
      order,
      id: lineItems.id,
      limit: page.limit,
      offset,
    }),
  );
  const rows = found.map(toListRow);
  if (found[0]?.matching != null) return { rows, total: found[0].matching };
  // Without a search the count needs no join (and the page came from the index in order); a
  // search past its last page counts on its own.
  const counted = db.select({ n: count() }).from(lineItems);
  const [total] = filters.search
    ? await counted.leftJoin(teams, eq(teams.id, lineItems.teamId)).leftJoin(persons, eq(persons.id, lineItems.personId)).where(where)
    : await counted.where(where);
  return { rows, total: total?.n ?? 0 };
}

function toListRow(r: RawLineItemRow): LineItemListRow {
  return {
    item: {
      id: r.id,
      type: r.type,
      amountCents: r.amount_cents,
      primaryContact: r.primary_contact,
      personId: r.person_id,
      teamId: r.team_id,
      eventCity: r.event_city,
      eventYear: r.event_year,
      anonymous: r.anonymous,
      myEmployer: r.my_employer,
      useEmployerAsName: r.use_employer_as_name,
      productDetails: r.product_details,
      runnerDetails: r.runner_details,
      shippingAddress: r.shipping_address,
      createdAt: r.created_at,
      refundedLineItemId: r.refunded_line_item_id,
    },
    transaction: { id: r.tr_id, hasShipped: r.tr_has_shipped, externalTransactionId: r.tr_external_id },
    team: r.tm_id === null ? null : { id: r.tm_id, name: r.tm_name, slug: r.tm_slug, eventCity: r.tm_event_city },
    person: r.pe_id === null ? null : { id: r.pe_id, firstName: r.pe_first_name, lastName: r.pe_last_name, email: r.pe_email, phone: r.pe_phone },
    fundraiser: r.fr_id === null ? null : { id: r.fr_id, firstName: r.fr_first_name, lastName: r.fr_last_name },
    tribute: r.tb_kind === null ? null : { kind: r.tb_kind, honoreeName: r.tb_honoree_name, notifyRequested: r.tb_notify_requested, notified: r.tb_notified },
  };
}
