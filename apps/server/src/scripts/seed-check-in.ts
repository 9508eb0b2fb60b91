import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { eventEntries, persons } from '../db/schema/index.ts';
import { addPerson as insertPerson } from '../modules/membership/membership.service.ts';
import { seedShirtStock, takeShirtFromStock } from '../modules/shirt-stock/shirt-stock.service.ts';
import { insertUser } from '../modules/users/user.repo.ts';

/** The demo volunteer (README's demo accounts): checks in Oklahoma City only. */
export const DEMO_VOLUNTEER_EMAIL = 'volunteer@walkfund.local';
const DEMO_VOLUNTEER_CITY = 'Oklahoma City';
/** How many of the city's walkers the demo shows as already in, with their shirts. */
const DEMO_CHECKED_IN = 3;
/** Event shirts on hand before the event day, per size (Config > Shirt Stock): Tulsa's walk is smaller. */
const DEMO_SHIRT_STOCK: Record<string, Record<string, number>> = {
  'Oklahoma City': { Small: 30, Medium: 60, Large: 60, XLarge: 40, '2XLarge': 20, '3XLarge': 10 },
  Tulsa: { Small: 20, Medium: 40, Large: 40, XLarge: 25, '2XLarge': 12, '3XLarge': 6 },
};

/**
 * The event-day check-in's demo (docs/decisions/0011-event-day-check-in.md): the volunteer, and a
 * few Oklahoma City walkers they checked in this morning with their shirts. Runners stay out, so
 * the demo shows someone to check in. Both cities have shirts on hand; each shirt given took one.
 */
export async function seedCheckIns(tx: Tx, year: number, passwordHash: string) {
  const person = await insertPerson(tx, { firstName: 'Val', lastName: 'Volunteer', email: DEMO_VOLUNTEER_EMAIL, eventYear: year });
  const volunteer = await insertUser(tx, {
    email: DEMO_VOLUNTEER_EMAIL, passwordHash, role: 'volunteer', eventCity: DEMO_VOLUNTEER_CITY, isEmailVerified: true, personId: person.id,
  });
  await seedShirtStock(tx, year, DEMO_SHIRT_STOCK);
  const walkers = await tx
    .select({ id: eventEntries.id, shirtSize: persons.shirtSize })
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .where(and(eq(eventEntries.eventYear, year), eq(eventEntries.eventCity, DEMO_VOLUNTEER_CITY), eq(eventEntries.kind, 'walk'), isNotNull(persons.shirtSize)))
    .orderBy(asc(eventEntries.id))
    .limit(DEMO_CHECKED_IN);
  const morning = new Date();
  morning.setUTCMinutes(morning.getUTCMinutes() - 45);
  for (const [index, walker] of walkers.entries()) {
    const at = new Date(morning.getTime() + index * 4 * 60_000);
    await tx
      .update(eventEntries)
      .set({
        checkedInAt: at, checkedInByUserId: volunteer.id, checkInClientId: crypto.randomUUID(),
        shirtGivenAt: at, shirtGivenSize: walker.shirtSize, shirtGivenByUserId: volunteer.id,
      })
      .where(eq(eventEntries.id, walker.id));
    await takeShirtFromStock(tx, { eventYear: year, eventCity: DEMO_VOLUNTEER_CITY, size: walker.shirtSize });
  }
}
