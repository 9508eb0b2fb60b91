import { STAFF_ROLES } from '@walkfund/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A condition on a query over `persons`: the person is no staff account's (STAFF_ROLES), so the
 * admin and the volunteers are not counted as participants. Written with the table's name:
 * drizzle leaves a column unqualified in a one-table select, and inside this subquery a bare
 * "id" would be the user's.
 */
export const notStaffPerson: SQL = sql`not exists (select 1 from users staff where staff.person_id = "persons"."id" and staff.role in (${sql.join(
  STAFF_ROLES.map((role) => sql`${role}`),
  sql`, `,
)}))`;
