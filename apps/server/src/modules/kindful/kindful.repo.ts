import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { KINDFUL_DEFAULT_SORT, TRIBUTE_KIND_LABELS, UI_MESSAGES, type KINDFUL_SORT_FIELDS } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts, jobs, kindfulExports, persons, transactions, transactionTributes } from '../../db/schema/index.ts';
import { offsetOf, orderByFromQuery } from '../../lib/pagination.ts';
import { likeSubstring } from '../../lib/like-substring.ts';

export type KindfulExportRow = typeof kindfulExports.$inferSelect;

/** How the note of a credited gift begins: "Credited to fundraiser Wendy Walker (person 123)". */
export const FUNDRAISER_NOTE_PREFIX = 'Credited to fundraiser ';

/**
 * The transaction's note as a JSON object to merge into the record's data, `{}` when it has none:
 * the credited walker (docs/decisions/0010-kindful-soft-credit.md) and the tribute, "In memory of
 * Grandpa Joe" (docs/features/tributes.md), joined by ". ". Reads `f` (the credited walker's
 * person) and `tb` (the transaction's tribute), both left joined.
 */
const transactionNoteJson = sql`jsonb_strip_nulls(jsonb_build_object('transaction_note', nullif(concat_ws('. ',
    case when f.id is not null then ${FUNDRAISER_NOTE_PREFIX}::text || f.first_name || ' ' || f.last_name || ' (person ' || f.id || ')' end,
    case when tb.id is not null then (case tb.kind when 'memory' then ${TRIBUTE_KIND_LABELS.memory}::text else ${TRIBUTE_KIND_LABELS.honour}::text end) || ' ' || tb.honoree_name end
  ), '')))`;

export interface ExportSettings {
  campaign: string;
  fund: string;
}

/**
 * Writes the export record of each transaction that has none, straight from the transaction, its
 * donor and its checkout: the one rule for the recording hook and the backfill. amount_in_cents is
 * what was charged less what was refunded (docs/decisions/0108-amounts-in-cents.md, docs/decisions/0122-refunds-and-audit-log.md); offline as isOfflineTransaction
 * (no card payment: external id null or "Offline", or an offline checkout); the phone is the
 * donor's. A gift credited to a walker names them in the transaction's note
 * (docs/decisions/0010-kindful-soft-credit.md). `transactionIds` absent: every transaction without a record (the backfill). The
 * statement returns the id of each record written (the recording runs it with its last statement).
 */
export function missingExportsInsert(settings: ExportSettings, transactionIds?: number[]): SQL {
  const where = transactionIds ? sql`t.id in (${sql.join(transactionIds.map((id) => sql`${id}`), sql`, `)})` : sql`true`;
  return sql`
    insert into ${kindfulExports} (transaction_id, event_year, offline, refunded, data, created_at, updated_at)
    select t.id, t.event_year,
      (t.external_transaction_id is null or t.external_transaction_id = ${UI_MESSAGES.offline} or c.provider = 'offline'),
      t.refunded_cents > 0,
      jsonb_build_object(
        'first_name', t.contact_first_name,
        'last_name', t.contact_last_name,
        'email', t.contact_email,
        'primary_phone', coalesce(p.phone, ''),
        'campaign', ${settings.campaign}::text,
        'fund', ${settings.fund}::text,
        'amount_in_cents', greatest(t.total_charged_cents - t.refunded_cents, 0),
        'payment_method', jsonb_build_object('type', t.payment_method_type, 'brand', t.payment_method_brand, 'last4', t.payment_method_last4)
      ) || ${transactionNoteJson},
      t.created_at, now()
    from ${transactions} t
    left join ${persons} p on p.id = t.donator_person_id
    left join ${persons} f on f.id = t.fundraiser_person_id
    left join ${transactionTributes} tb on tb.transaction_id = t.id
    left join ${checkouts} c on c.id = t.checkout_id
    where ${where} and not exists (select 1 from ${kindfulExports} k where k.transaction_id = t.id)
    on conflict (transaction_id) do nothing
    returning id`;
}

/** Runs missingExportsInsert; answers how many records were written. */
export async function insertMissingExports(db: DbOrTx, settings: ExportSettings, transactionIds?: number[]): Promise<number> {
  const result = await db.execute(missingExportsInsert(settings, transactionIds));
  return result.rows.length;
}

/**
 * A refund (docs/decisions/0122-refunds-and-audit-log.md), in the refund's database transaction: the record is marked refunded,
 * its amount follows what remains charged, and it is offered for import again so Kindful's copy is
 * updated too (the import of a refunded record is an "update").
 */
export async function markExportRefunded(db: DbOrTx, transactionId: number): Promise<void> {
  await db.execute(sql`
    update ${kindfulExports} k
    set refunded = true,
      imported = false,
      data = jsonb_set(k.data, '{amount_in_cents}', to_jsonb(greatest(t.total_charged_cents - t.refunded_cents, 0))),
      updated_at = now()
    from ${transactions} t
    where t.id = k.transaction_id and k.transaction_id = ${transactionId}`);
}

/**
 * An admin changed the credited walker (docs/decisions/0010-kindful-soft-credit.md): a record not
 * yet imported names the new walker in its note, or none. One already imported keeps what Kindful
 * holds: only a refund is sent to Kindful again as an update.
 */
export async function renameUnimportedExportFundraiser(db: DbOrTx, transactionId: number): Promise<void> {
  await db.execute(sql`
    update ${kindfulExports} k
    set data = (k.data - 'transaction_note') || ${transactionNoteJson},
      updated_at = now()
    from ${transactions} t
    left join ${persons} f on f.id = t.fundraiser_person_id
    left join ${transactionTributes} tb on tb.transaction_id = t.id
    where t.id = k.transaction_id and k.transaction_id = ${transactionId} and not k.imported`);
}

const SORTABLE = {
  createdAt: kindfulExports.createdAt,
  id: kindfulExports.id,
  imported: kindfulExports.imported,
  offline: kindfulExports.offline,
  refunded: kindfulExports.refunded,
} satisfies Record<(typeof KINDFUL_SORT_FIELDS)[number], unknown>;

export interface ExportListFilters {
  eventYear?: number;
  search?: string;
}

/** One page of export records (newest first by default) and the number matching. */
export async function listExports(db: DbOrTx, filters: ExportListFilters, page: { page: number; limit: number; sortBy?: string }) {
  const conditions: SQL[] = [];
  if (filters.eventYear !== undefined) conditions.push(eq(kindfulExports.eventYear, filters.eventYear));
  if (filters.search) {
    const pattern = likeSubstring(filters.search);
    const field = (name: string) => sql`${kindfulExports.data}->>${name}`;
    conditions.push(
      or(
        ilike(field('first_name'), pattern),
        ilike(field('last_name'), pattern),
        ilike(sql`(${field('first_name')}) || ' ' || (${field('last_name')})`, pattern),
        ilike(field('email'), pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = orderByFromQuery(page.sortBy, SORTABLE, KINDFUL_DEFAULT_SORT, kindfulExports.id);
  const rows = await db.select().from(kindfulExports).where(where).orderBy(...order).limit(page.limit).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(kindfulExports).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findExport(db: DbOrTx, id: number): Promise<KindfulExportRow | null> {
  const [row] = await db.select().from(kindfulExports).where(eq(kindfulExports.id, id));
  return row ?? null;
}

/** The record with its transaction's time (Kindful's transaction_time). */
export async function findExportForImport(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ row: kindfulExports, transactionTime: transactions.createdAt })
    .from(kindfulExports)
    .leftJoin(transactions, eq(transactions.id, kindfulExports.transactionId))
    .where(eq(kindfulExports.id, id));
  return row ?? null;
}

export async function updateExport(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<KindfulExportRow, 'imported' | 'jobId' | 'importResponse'>>,
): Promise<KindfulExportRow | null> {
  const [row] = await db.update(kindfulExports).set({ ...patch, updatedAt: sql`now()` }).where(eq(kindfulExports.id, id)).returning();
  return row ?? null;
}

/** Moves the record's updatedAt on, so the next Import or Status click makes a new job (its singleton key). */
export async function touchExport(db: DbOrTx, id: number): Promise<void> {
  await db.update(kindfulExports).set({ updatedAt: sql`now()` }).where(eq(kindfulExports.id, id));
}

/** Where a job of this module is: its status, attempts made and last error. */
export async function findJobState(db: DbOrTx, queue: string, singletonKey: string) {
  const [job] = await db
    .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.singletonKey, singletonKey)));
  return job ?? null;
}
