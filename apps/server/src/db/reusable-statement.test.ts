import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { reusableInsert, reusableStatement } from './reusable-statement.ts';
import { persons } from './schema/index.ts';

describe('statements built once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const person = (firstName: string) => ({ firstName, lastName: 'Reuse', email: `${firstName.toLowerCase()}@example.com`, eventYear: 2026 });

  it('builds a statement once for the pool and answers each call with its own values', async () => {
    const { db } = database;
    let builds = 0;
    const insertPerson = reusableInsert(persons, 'test_person_a');
    const [ada] = await insertPerson(db, [person('Ada')]);
    const [bo] = await insertPerson(db, [person('Bo')]);
    const byId = reusableStatement('walkfund_test_person_by_id', (handle) => {
      builds += 1;
      return handle.select({ firstName: persons.firstName }).from(persons).where(eq(persons.id, sql.placeholder('id')));
    });
    expect(await byId(db, { id: ada!.id })).toEqual([{ firstName: 'Ada' }]);
    expect(await byId(db, { id: bo!.id })).toEqual([{ firstName: 'Bo' }]);
    expect(builds).toBe(1);
  });

  it('inside a transaction runs in it: a rollback undoes it, the next transaction writes its own rows', async () => {
    const { db } = database;
    const insertPerson = reusableInsert(persons, 'test_person_b');
    await expect(
      db.transaction(async (tx) => {
        await insertPerson(tx, [person('Rolled')]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    for (const name of ['Kept', 'Also']) await db.transaction((tx) => insertPerson(tx, [person(name)]));
    const names = (await db.select({ firstName: persons.firstName }).from(persons).where(eq(persons.lastName, 'Reuse'))).map((row) => row.firstName);
    expect(names).not.toContain('Rolled');
    expect(names).toEqual(expect.arrayContaining(['Kept', 'Also']));
  });

  it('gives an undefined column its default and a null one SQL NULL (not JSON null), whatever shape came first', async () => {
    const { db } = database;
    const insertPerson = reusableInsert(persons, 'test_person_c');
    const address = { address: '500 N Robinson Ave', city: 'Oklahoma City', state: 'OK', zipcode: '73102' };
    const [withAddress] = await insertPerson(db, [{ ...person('Cy'), address, marketing: false }]);
    const [nullAddress] = await insertPerson(db, [{ ...person('Di'), address: null }]);
    const [two, three] = await insertPerson(db, [{ ...person('Ed'), phone: '(405) 555-0100' }, { ...person('Fy'), phone: null }]);
    expect(withAddress).toMatchObject({ firstName: 'Cy', address, marketing: false });
    expect(nullAddress).toMatchObject({ firstName: 'Di', address: null, marketing: true });
    expect(two).toMatchObject({ firstName: 'Ed', phone: '(405) 555-0100' });
    expect(three).toMatchObject({ firstName: 'Fy', phone: null });
    const stored = await db.execute<{ first_name: string; address_is_null: boolean }>(
      sql`select first_name, address is null as address_is_null from persons where last_name = 'Reuse' and first_name in ('Cy', 'Di')`,
    );
    expect(Object.fromEntries(stored.rows.map((row) => [row.first_name, row.address_is_null]))).toEqual({ Cy: false, Di: true });
  });
});
