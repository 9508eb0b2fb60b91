import { sql, type SQL } from 'drizzle-orm';
import { waiverAcceptances, waivers } from '../db/schema/index.ts';

/*
 * What "signed" means for an event entry (docs/decisions/0011-event-day-check-in.md), as SQL that
 * waivers, check-in's cards and the admin home's counts all select, so it sits below them.
 */

/** The entry's waiver kind in SQL: in-person and virtual runners share the 5k waiver. */
const entryWaiverKind = sql`case when event_entries.kind = 'walk' then 'walk' else '5k' end`;

/**
 * The waiver status of an event entry, as SQL (the one definition of "signed"): `signed` when the
 * person accepted, for the entry's event year, a waiver of the entry's city and kind (any version:
 * what was current when they signed); `not-required` when no waiver is published for that city
 * and kind; `missing` otherwise. Use it in a select over `event_entries`, not aliased: the columns are
 * written qualified by hand, because Drizzle leaves them unqualified in a one-table select and a
 * bare `person_id` would then bind to the subquery's own table.
 */
export const entryWaiverStatus: SQL<'signed' | 'missing' | 'not-required'> = sql<'signed' | 'missing' | 'not-required'>`case
  when exists (
    select 1 from ${waiverAcceptances} wa join ${waivers} w on w.id = wa.waiver_id
    where wa.person_id = event_entries.person_id and wa.event_year = event_entries.event_year
      and w.event_city = event_entries.event_city and w.kind = ${entryWaiverKind}
  ) then 'signed'
  when exists (
    select 1 from ${waivers} w where w.event_city = event_entries.event_city and w.kind = ${entryWaiverKind}
  ) then 'missing'
  else 'not-required' end`;

