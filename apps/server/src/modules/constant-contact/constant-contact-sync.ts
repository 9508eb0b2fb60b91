import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ConstantContactError } from '../../integrations/constant-contact/constant-contact-client.ts';
import { enqueueJob, PermanentJobError, type JobContext } from '../jobs/job-queue.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { chooseConstantContactLists, type ContactFacts } from './constant-contact-lists.ts';
import {
  captainedTeam, constantContactSwitchOn, findPersonMarketing, findSyncPerson, findSyncTransaction, hasCredentials, transactionRoles,
  yearDonationCentsByEmail,
} from './constant-contact.repo.ts';
import { constantContactAccessToken, constantContactDeps, ConstantContactNotConnected, type ConstantContactDeps } from './constant-contact.service.ts';

export const CONSTANT_CONTACT_SYNC_QUEUE = 'constant-contact-sync';

/** Ids only: the job reads the person when it runs, so no personal data sits in the jobs table. */
const syncPayloadSchema = z.union([
  z.object({ transactionId: z.number().int().positive() }).strict(),
  z.object({ captainPersonId: z.number().int().positive() }).strict(),
]);
export type ConstantContactSyncPayload = z.infer<typeof syncPayloadSchema>;

/** Enqueued only when syncing can do something: the switch on, an account connected, and consent. */
async function syncWanted(tx: DbOrTx, personId: number | null): Promise<boolean> {
  if (!personId) return false;
  return (await constantContactSwitchOn(tx)) && (await hasCredentials(tx)) && (await findPersonMarketing(tx, personId));
}

/**
 * In the recording's transaction (constant-contact-subscriptions.ts), which has read the switch: sync the
 * transaction's contact when an account is connected and the donor consented.
 */
export async function enqueueTransactionContactSync(tx: Tx, recorded: { transactionId: number; donatorPersonId: number }): Promise<void> {
  const { transactionId, donatorPersonId } = recorded;
  if (!(await hasCredentials(tx)) || !(await findPersonMarketing(tx, donatorPersonId))) return;
  await enqueueJob(tx, CONSTANT_CONTACT_SYNC_QUEUE, { transactionId }, { singletonKey: `transaction:${transactionId}` });
}

/** In the new team's transaction (team-create.ts): sync its new captain. */
export async function enqueueCaptainContactSync(tx: Tx, captainPersonId: number): Promise<void> {
  if (!(await syncWanted(tx, captainPersonId))) return;
  await enqueueJob(tx, CONSTANT_CONTACT_SYNC_QUEUE, { captainPersonId }, { singletonKey: `captain:${captainPersonId}` });
}

export type SyncOutcome =
  | { synced: true; created: boolean; lists: number }
  | { synced: false; reason: 'not configured' | 'switched off' | 'not connected' | 'no marketing consent' | 'no person' | 'no lists configured' };

/**
 * The job: create or update the person's contact and add it to the configured lists. Everything is
 * re-checked when it runs (the switch, the connection, the person's consent), so a job queued
 * before a disconnect or an opt-out does nothing. A provider failure throws: the queue retries it.
 */
export async function syncConstantContact(deps: ConstantContactDeps, payload: ConstantContactSyncPayload): Promise<SyncOutcome> {
  if (!deps.client) return { synced: false, reason: 'not configured' };
  const settings = await loadEventSettings(deps.db);
  if (!settings.useConstantContact) return { synced: false, reason: 'switched off' };
  if (!(await hasCredentials(deps.db))) return { synced: false, reason: 'not connected' };

  let personId: number | null;
  let inTransaction: { donated: boolean; ran: boolean } | null = null;
  let eventYear: number;
  if ('transactionId' in payload) {
    const transaction = await findSyncTransaction(deps.db, payload.transactionId);
    personId = transaction?.donatorPersonId ?? null;
    eventYear = transaction?.eventYear ?? settings.appYear;
    if (transaction && personId) inTransaction = await transactionRoles(deps.db, transaction.id, personId);
  } else {
    personId = payload.captainPersonId;
    eventYear = settings.appYear;
  }
  const person = personId ? await findSyncPerson(deps.db, personId) : null;
  if (!person) return { synced: false, reason: 'no person' };
  if (!person.marketing) return { synced: false, reason: 'no marketing consent' };

  const team = await captainedTeam(deps.db, person.id, person.email);
  const facts: ContactFacts = {
    isCaptain: team !== null,
    captainTeamMembers: team?.members ?? 0,
    isRunner: inTransaction ? inTransaction.ran : person.event === '5k',
    isDonor: inTransaction?.donated ?? false,
    yearDonationCents: await yearDonationCentsByEmail(deps.db, person.email, eventYear),
    eventCity: person.eventCity,
  };
  const listIds = chooseConstantContactLists(facts, settings.constantContactLists);
  if (listIds.length === 0) return { synced: false, reason: 'no lists configured' };

  const contact = { email: person.email, firstName: person.firstName, lastName: person.lastName, phone: person.phone, listIds };
  let accessToken: string;
  try {
    accessToken = await constantContactAccessToken(deps);
  } catch (err) {
    if (err instanceof ConstantContactNotConnected) return { synced: false, reason: 'not connected' };
    throw err;
  }
  try {
    const answer = await deps.client.signUpContact(accessToken, contact);
    return { synced: true, created: answer.created, lists: listIds.length };
  } catch (err) {
    // A token revoked or expired early: refresh once and try again; anything else is the queue's to retry.
    if (!(err instanceof ConstantContactError && err.status === 401)) throw err;
    const answer = await deps.client.signUpContact(await constantContactAccessToken(deps, { force: true }), contact);
    return { synced: true, created: answer.created, lists: listIds.length };
  }
}

/** The queue's handler: a payload that is not ids fails at once (retrying cannot fix it). */
export function constantContactSyncHandler(app: FastifyInstance) {
  return async (job: JobContext) => {
    const parsed = syncPayloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('constant-contact-sync: the payload is not {transactionId} or {captainPersonId}');
    return syncConstantContact(constantContactDeps(app), parsed.data);
  };
}

/** Registers the sync queue's handler on the app's job queue. */
export function registerConstantContactJobs(app: FastifyInstance): void {
  app.jobs.register(CONSTANT_CONTACT_SYNC_QUEUE, constantContactSyncHandler(app));
}
