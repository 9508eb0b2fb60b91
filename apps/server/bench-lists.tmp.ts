// Temporary benchmark (not part of the project): 10x event data on PostgreSQL, timings and plans of the admin lists.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, schema, type Db } from './src/db/client.ts';
import { currentEventYear } from './src/modules/event-settings/event-settings.service.ts';
import { listPersonsPage } from './src/modules/persons/person.service.ts';
import { listUsers } from './src/modules/users/user.service.ts';
import { listTeamsPage } from './src/modules/teams/team.service.ts';
import { listLineItemsPage } from './src/modules/lineitems/lineitem.service.ts';
import { personListQuerySchema, userListQuerySchema } from '@walkfund/domain';
import { teamListQuerySchema } from './src/modules/teams/team.query.ts';
import { lineItemGridQuerySchema } from './src/modules/lineitems/lineitem.query.ts';

const BASE = 'postgres://postgres@127.0.0.1:5432';
const NAME = 'walkfund_bench';
const admin = new pg.Client({ connectionString: `${BASE}/postgres` });
await admin.connect();
if (!process.env.KEEP) {
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
}
await admin.end();
const url = `${BASE}/${NAME}`;
const database = await openDatabase({ databaseUrl: url, migrate: !process.env.KEEP });
const year = await currentEventYear(database.db);
const pool = new pg.Pool({ connectionString: url, max: 2 });
if (!process.env.KEEP) {
  console.log('seeding for year', year);
  const q = (s: string) => pool.query(s);
  // 5,000 teams (3,500 of the current year), 100,000 persons (70% current year), 5,000 captains + admins,
  // 150,000 transactions and 300,000 line items (60% donations, 25% shirts, 15% runners).
  await q(`insert into persons (first_name, last_name, email, phone, event_year, event_city, life_church, life_church_location, created_at)
    select 'First' || i, 'Last' || (i % 7919), 'person' || i || '@example.com', '(405) 555-' || lpad((i % 10000)::text, 4, '0'),
      case when i % 10 < 7 then ${year} else ${year} - 1 - (i % 3) end, case when i % 2 = 0 then 'Tulsa' else 'Oklahoma City' end,
      i % 5 = 0, case when i % 5 = 0 then 'Edmond' end, now() - (i || ' minutes')::interval
    from generate_series(1, 100000) i`);
  await q(`insert into teams (name, slug, event_city, year, active, total_raised_cents, captain_person_id, created_at)
    select 'Team ' || i, 'team-' || i, case when i % 2 = 0 then 'Tulsa' else 'Oklahoma City' end,
      case when i <= 3500 then ${year} else ${year} - 1 end, i <= 3500, (i * 7919) % 5000000, i, now() - (i || ' hours')::interval
    from generate_series(1, 5000) i`);
  await q(`insert into users (email, password_hash, role, person_id, team_id, created_at)
    select 'person' || i || '@example.com', 'x', case when i <= 20 then 'admin' else 'captain' end, i, case when i <= 20 then null else i end, now() - (i || ' hours')::interval
    from generate_series(1, 5000) i`);
  await q(`update teams set captain_user_id = id where id > 20`);
  await q(`insert into team_members (team_id, person_id, event_year)
    select 1 + (i % 5000), i, p.event_year from generate_series(1, 60000) i join persons p on p.id = i
    on conflict do nothing`);
  await q(`insert into transactions (supporting_type, team_id, event_city, event_year, donator_person_id, total_amount_cents, total_charged_cents,
      contact_first_name, contact_last_name, contact_email, external_transaction_id, has_shipped, active, created_at)
    select case when i % 4 = 0 then 'event' else 'team' end, case when i % 4 = 0 then null else 1 + (i % 5000) end,
      case when i % 2 = 0 then 'Tulsa' else 'Oklahoma City' end, case when (i * 7) % 10 < 7 then ${year} else ${year} - 1 end, 1 + (i % 100000),
      5000, 5175, 'First' || i, 'Last' || i, 'payer' || i || '@example.com', 'pi_' || i, i % 3 = 0, i % 50 <> 0, now() - (i || ' minutes')::interval
    from generate_series(1, 150000) i`);
  await q(`insert into line_items (transaction_id, type, amount_cents, primary_contact, person_id, team_id, event_city, event_year, product_details, runner_details, created_at)
    select t.id, k.type, 2500, 'First' || t.id || ' Last' || t.id, t.donator_person_id, t.team_id, t.event_city, t.event_year,
      case when k.type = 'tshirt' then jsonb_build_object('type','tshirt','name','Event Shirt','size', (array['sm','med','lg','xl'])[1 + t.id % 4],'pricePerUnit',20,'unitCount',1 + t.id % 3) end,
      case when k.type = '5k' then jsonb_build_object('firstName','Run' || t.id,'lastName','Ner' || t.id,'email','r' || t.id || '@example.com','runType', case when t.id % 3 = 0 then 'virtual' else 'in-person' end,'registrationCost',30,'gender','Female','birthDate','1990-01-01','lifeChurch',false) end,
      t.created_at
    from transactions t cross join lateral (
      select unnest(case when t.id % 20 < 12 then array['donation','donation'] when t.id % 20 < 17 then array['tshirt','donation'] else array['5k','donation'] end) as type
    ) k`);
  await q('analyze');
  console.log((await q(`select (select count(*) from teams) teams, (select count(*) from persons) persons, (select count(*) from users) users,
    (select count(*) from transactions) transactions, (select count(*) from line_items) line_items,
    (select count(*) from line_items where type='donation' and event_year=${year}) donations_this_year`)).rows[0]);
}

// A second handle that records every statement, to EXPLAIN what the repos send.
const captured: { sql: string; params: unknown[] }[] = [];
const logged = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Db;

async function measure(label: string, run: (db: Db) => Promise<unknown>, explain = true) {
  await run(database.db); // warm
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run(database.db);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`\n### ${label}: median ${times[2]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times[4]!.toFixed(1)})`);
  if (!explain) return;
  captured.length = 0;
  await run(logged);
  for (const { sql, params } of captured) {
    if (!/^select/i.test(sql)) continue;
    const plan = await pool.query(`explain (analyze, buffers off, costs off, timing on, summary on) ${sql}`, params);
    const lines = plan.rows.map((r) => r['QUERY PLAN'] as string);
    console.log(`  -- ${sql.slice(0, 160).replace(/\s+/g, ' ')}...`);
    for (const line of lines) if (/Scan|Sort|Join|Limit|Aggregate|Execution Time|Nested Loop|Filter: /.test(line)) console.log(`    ${line}`);
  }
}

const mode = process.env.MODE ?? 'all';
const persons = (q: Record<string, unknown>) => (db: Db) => listPersonsPage({ db, query: personListQuerySchema.parse(q) });
const usersList = (q: Record<string, unknown>) => (db: Db) => {
  const query = userListQuerySchema.parse(q);
  return listUsers({ db, query });
};
const teamsList = (q: Record<string, unknown>) => (db: Db) => listTeamsPage({ db, query: teamListQuerySchema.parse(q) });
const adminViewer = { id: 1, role: 'admin', teamId: null, personId: 1, active: true, email: 'a', sessionId: 'x' } as never;
const items = (q: Record<string, unknown>) => (db: Db) => listLineItemsPage({ db, query: lineItemGridQuerySchema.parse(q), viewer: adminViewer });

if (mode === 'all' || mode === 'persons') {
  await measure('participants: current year, newest first, limit 100', persons({ limit: 100, sortBy: 'createdAt:desc', populate: 'team' }));
  await measure('participants: page 50', persons({ limit: 100, page: 50, sortBy: 'createdAt:desc', populate: 'team' }), false);
  await measure('participants: search "last77"', persons({ limit: 100, sortBy: 'createdAt:desc', search: 'last77', populate: 'team' }));
  await measure('participants: lifeChurch=true', persons({ limit: 1000, sortBy: 'createdAt:desc', lifeChurch: 'true' }));
  await measure('participants: sort lastName', persons({ limit: 100, sortBy: 'lastName:asc' }));
}
if (mode === 'all' || mode === 'users') {
  await measure('users: newest first, limit 100, populate', usersList({ limit: 100, sortBy: 'createdAt:desc', populate: 'team,person' }));
  await measure('users: limit 400 (captain select)', usersList({ limit: 400, sortBy: 'createdAt:desc', populate: 'team,person' }), false);
  await measure('users: search "team 49"', usersList({ limit: 100, sortBy: 'createdAt:desc', search: 'team 49', populate: 'team,person' }));
}
if (mode === 'all' || mode === 'teams') {
  await measure('teams: totalRaised desc, active desc, limit 200', teamsList({ limit: 200, sortBy: 'totalRaised:desc,active:desc', populate: 'captainPerson' }));
  await measure('teams: search "last12"', teamsList({ limit: 200, sortBy: 'totalRaised:desc,active:desc', populate: 'captainPerson', search: 'last12' }));
  await measure('teams: sort participants', teamsList({ limit: 200, sortBy: 'participants:desc', populate: 'captainPerson' }));
}
if (mode === 'all' || mode === 'items') {
  const base = { eventYear: year, populate: 'team,person,transaction', sortBy: 'createdAt:desc', limit: 200 };
  await measure('donations grid', items({ ...base, type: 'donation' }));
  await measure('runners grid', items({ ...base, type: '5k' }));
  await measure('t-shirts grid', items({ ...base, type: 'tshirt' }));
  await measure('donations grid, page 100', items({ ...base, type: 'donation', page: 100 }), false);
  await measure('donations grid, search "first1234"', items({ ...base, type: 'donation', search: 'first1234' }));
  await measure('t-shirts grid, sort size', items({ ...base, type: 'tshirt', sortBy: 'size:asc' }));
  await measure('runners grid, sort runnerName', items({ ...base, type: '5k', sortBy: 'runnerName:asc' }));
  await measure('team donations (captain tab), limit 100', items({ type: 'donation', team: 77, eventYear: year, limit: 100, sortBy: 'createdAt:desc' }));
}
await pool.end();
await database.close();
