import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fundraiserPages, lineItems, persons, teams, transactions } from '../../db/schema/index.ts';
import { stillSubscribed } from '../email-preferences/email-preferences.service.ts';

/** What a gift email says and to whom (fundraiser-gift-email.ts), as one read finds it. */
export interface GiftEmailSource {
  /** The walker the gift is credited to now; null when an admin credited it to nobody since. */
  fundraiserId: number | null;
  donor: { firstName: string; lastName: string; message: string | null };
  teamName: string | null;
  /** The walker's address, first name and page; email null when the walker is gone. */
  recipient: { email: string | null; firstName: string | null; slug: string | null };
  /** Whether the walker's address still gets the coaching list the email belongs to. */
  subscribed: boolean;
  /** The transaction's lines credited to the walker (a sponsor's match too), refunds left out. */
  creditedCents: number;
  /** The first credited line (else the first donation line): how the donor asked to be named. */
  donation: { anonymous: boolean; useEmployerAsName: boolean; myEmployer: string | null } | null;
}

/**
 * A recorded gift's email source in one statement (the transaction, its team, its credited lines,
 * the walker, their page and their list preference), instead of five: the job runs for every
 * credited gift, so each round trip counts (docs/benchmark.md, "Where a checkout's time goes").
 * Null when the transaction does not exist. The team, the walker and the page are each read by
 * key in a lateral subquery kept apart by its limit: plain joins let PostgreSQL's generic plan
 * merge-join every person (20-40 ms instead of 0.1 under the checkout bench, docs/benchmark.md,
 * "In the evening"; fundraiser-gift-email.repo.test.ts).
 */
export async function findGiftEmailSource(db: DbOrTx, transactionId: number): Promise<GiftEmailSource | null> {
  const result = await db.execute<{
    fundraiser_person_id: number | null; contact_first_name: string; contact_last_name: string; donor_message: string | null; team_name: string | null;
    email: string | null; first_name: string | null; slug: string | null; subscribed: boolean; credited_cents: string;
    anonymous: boolean | null; use_employer_as_name: boolean | null; my_employer: string | null;
  }>(sql`
    select tr.fundraiser_person_id, tr.contact_first_name, tr.contact_last_name, tr.donor_message, tm.name as team_name,
           p.email, p.first_name, fp.slug, ${stillSubscribed(sql`p.email`, 'coaching')} as subscribed,
           (select coalesce(sum(li.amount_cents), 0) from ${lineItems} li
             where li.transaction_id = tr.id and li.refund_id is null and li.fundraiser_person_id = tr.fundraiser_person_id)::text as credited_cents,
           d.anonymous, d.use_employer_as_name, d.my_employer
      from ${transactions} tr
      left join lateral (select tm.name from ${teams} tm where tm.id = tr.team_id limit 1) tm on true
      left join lateral (select p.id, p.email, p.first_name from ${persons} p where p.id = tr.fundraiser_person_id limit 1) p on true
      left join lateral (select fp.slug from ${fundraiserPages} fp where fp.person_id = p.id limit 1) fp on true
      left join lateral (
        select li.anonymous, li.use_employer_as_name, li.my_employer from ${lineItems} li
         where li.transaction_id = tr.id and li.refund_id is null and (li.fundraiser_person_id = tr.fundraiser_person_id or li.type = 'donation')
         order by (li.fundraiser_person_id = tr.fundraiser_person_id) is true desc, li.id
         limit 1) d on true
     where tr.id = ${transactionId}
     limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    fundraiserId: row.fundraiser_person_id === null ? null : Number(row.fundraiser_person_id),
    donor: { firstName: row.contact_first_name, lastName: row.contact_last_name, message: row.donor_message },
    teamName: row.team_name,
    recipient: { email: row.email, firstName: row.first_name, slug: row.slug },
    subscribed: row.subscribed === true,
    creditedCents: Number(row.credited_cents),
    donation: row.anonymous === null ? null : { anonymous: row.anonymous, useEmployerAsName: row.use_employer_as_name === true, myEmployer: row.my_employer },
  };
}
