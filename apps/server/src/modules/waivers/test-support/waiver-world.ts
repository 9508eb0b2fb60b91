import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../db/client.ts';
import { eventEntries, waiverSignLinks, waivers } from '../../../db/schema/index.ts';
import { createPerson, uniqueEmail } from '../../../../test/factories.ts';
import { newOpaqueToken } from '../../sessions/token.service.ts';
import { currentEventYear } from '../../event-settings/event-settings.service.ts';
import { currentWaiver } from '../waiver.repo.ts';

/**
 * Waiver data for the route-wide tests (fuzz): a Tulsa 5k waiver, a runner with unused signing
 * links, one who never signs (for "Send waiver link") and one to sign at check-in.
 */
export async function waiverWorld(db: DbOrTx) {
  const eventYear = await currentEventYear(db);
  await db.insert(waivers).values({ eventCity: 'Tulsa', kind: '5k', version: 1, body: '<p>Tulsa runners.</p>' });
  const runner = async () => {
    const person = await createPerson(db, { email: uniqueEmail('waiver') });
    const [entry] = await db
      .insert(eventEntries)
      .values({ personId: person.id, eventYear, eventCity: 'Tulsa', kind: '5k', checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return { person, entry: entry! };
  };
  const linked = await runner();
  const unsigned = await runner();
  const atCheckIn = await runner();
  const tokens: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const { token, hash } = newOpaqueToken();
    await db.insert(waiverSignLinks).values({ personId: linked.person.id, eventYear, tokenHash: hash, expiresAt: new Date(Date.now() + 86_400_000) });
    tokens.push(token);
  }
  let current = (await currentWaiver(db, 'Tulsa', '5k'))!.id;
  return {
    token: (n: number) => tokens[n % tokens.length]!,
    currentId: () => current,
    refreshCurrent: async () => {
      current = (await currentWaiver(db, 'Tulsa', '5k'))!.id;
    },
    unsignedPersonId: unsigned.person.id,
    checkInEntryId: atCheckIn.entry.id,
  };
}
