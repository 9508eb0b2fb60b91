import type { EventEntryKind } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { insertEventEntries } from '../../lib/event-entries.repo.ts';
import type { TeamRow } from '../../lib/teams-by-ids.repo.ts';
import { restoreCreditOfNewMemberships } from '../ledger/ledger.service.ts';
import {
  insertPerson, selectPersonById, selectPersonsByIds, setPersonsEventYear, updatePerson, type PersonInsert, type PersonPatch, type PersonRow,
} from './person.repo.ts';
import {
  deleteTeamMembers, insertTeamMembers, selectIsMember, selectMemberIds, selectOtherMemberships, selectTeamIdsOfPersons,
  selectTeamMembersByEmail, selectTeamOfPerson,
} from './team-members.repo.ts';

/*
 * Membership (docs/architecture.md, "The ledger and membership"): the person rows and the team_members
 * rows every path writes the same way (a checkout's runners and members, the join flow, a captain's
 * add, a new captain, a reactivation, a walk-up at the gate), and the reads those paths check with.
 * Teams, persons, users, transactions and check-in call it; it imports no module but the ledger
 * (eslint.config.js), so none of them needs another to put a person on a team.
 */

export type { PersonInsert, PersonPatch, PersonRow };

// ---- People ------------------------------------------------------------------------------------

/** A new person row (a donor, a runner, a member, a captain, a walk-up), in the caller's transaction. */
export async function addPerson(db: DbOrTx, values: PersonInsert): Promise<PersonRow> {
  return insertPerson(db, values);
}

/** Writes the changed columns of a person; null when there is no such person. */
export async function changePerson(db: DbOrTx, id: number, patch: PersonPatch): Promise<PersonRow | null> {
  return updatePerson(db, id, patch);
}

/** The people take part in `year`: their participant record's year becomes it. */
export async function movePeopleToEventYear(db: DbOrTx, personIds: number[], year: number): Promise<void> {
  await setPersonsEventYear(db, personIds, year);
}

export async function findPerson(db: DbOrTx, id: number): Promise<PersonRow | null> {
  return selectPersonById(db, id);
}

export async function findPeople(db: DbOrTx, ids: number[]): Promise<PersonRow[]> {
  return selectPersonsByIds(db, ids);
}

// ---- Team members ------------------------------------------------------------------------------

/**
 * Team membership's event entries (docs/decisions/0011-event-day-check-in.md): a walk entry for the
 * team's year and city, unless the person already has an entry that year.
 */
export async function ensureTeamMemberEntries(tx: DbOrTx, team: { id: number; year: number }, personIds: number[]): Promise<void> {
  const kind: EventEntryKind = 'walk';
  await insertEventEntries(tx, { eventYear: team.year, teamId: team.id }, [...new Set(personIds)].map((personId) => ({ personId, kind })));
}

/**
 * Makes people members of a team for the team's year (docs/decisions/0123-membership-per-year.md). A person already on a
 * team that year (this one or another) is left where they are.
 */
export async function addTeamMembers(db: DbOrTx, team: Pick<TeamRow, 'id' | 'year'>, personIds: number[]): Promise<void> {
  if (!personIds.length) return;
  // Every path to membership passes here: each member's event entry of the year (docs/decisions/0011-event-day-check-in.md).
  await ensureTeamMemberEntries(db, team, personIds);
  const added = await insertTeamMembers(db, team, personIds);
  if (!added.length) return;
  await restoreCreditOfNewMemberships(db, added);
}

/** Removes people from the team's members of a year; answers how many left. */
export async function removeTeamMembers(db: DbOrTx, teamId: number, year: number, personIds: number[]): Promise<number> {
  return deleteTeamMembers(db, teamId, year, personIds);
}

/** Leaves exactly `keep` as the team's members of a year (others' rows of that year are deleted). */
export async function keepOnlyTeamMembers(db: DbOrTx, teamId: number, year: number, keep: number[]): Promise<void> {
  const current = await selectMemberIds(db, teamId, year);
  const keepSet = new Set(keep);
  await deleteTeamMembers(db, teamId, year, current.filter((id) => !keepSet.has(id)));
}

/** The person ids of the team's members in a year. */
export async function listMemberIds(db: DbOrTx, teamId: number, year: number): Promise<number[]> {
  return selectMemberIds(db, teamId, year);
}

/** True when the person is a member of the team in that year. */
export async function isTeamMember(db: DbOrTx, teamId: number, personId: number, year: number): Promise<boolean> {
  return selectIsMember(db, teamId, personId, year);
}

/** The team a person is on in a year, or null. */
export async function findTeamOfPerson(db: DbOrTx, personId: number, year: number): Promise<TeamRow | null> {
  return selectTeamOfPerson(db, personId, year);
}

/** For each person, the id of the team they are on in their own event year (people on none are absent). */
export async function findTeamIdsOfPersons(db: DbOrTx, people: { id: number; eventYear: number }[]): Promise<Map<number, number>> {
  return selectTeamIdsOfPersons(db, people);
}

/** The memberships on teams other than `teamId` the people have in a year (someone joining must be free to). */
export async function findMembershipsElsewhere(db: DbOrTx, teamId: number, year: number, personIds: number[]): Promise<{ personId: number; teamId: number }[]> {
  return selectOtherMemberships(db, teamId, year, personIds);
}

/**
 * The team's active members of the year whose email (trimmed, any case) is one of `emails`, the
 * oldest person first per email: a checkout or a walk-up that enters one of them again reuses that
 * person (one person per email per team and year: finding 16 of docs/features/walkthrough-findings.md).
 * Each email stays locked to the end of the transaction.
 */
export async function findTeamMembersByEmail(tx: Tx, team: Pick<TeamRow, 'id' | 'year'>, emails: string[]): Promise<Map<string, PersonRow>> {
  return selectTeamMembersByEmail(tx, team, emails);
}
