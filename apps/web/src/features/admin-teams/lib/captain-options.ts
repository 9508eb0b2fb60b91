import type { UserView } from '@walkfund/domain';

export interface CaptainOption {
  value: string;
  label: string;
  /** A user who already captains a team cannot captain another (the server answers 409). */
  disabled: boolean;
}

/** "First Last (email)", and "· captains {team}" for users who have a team already. */
export function captainOptions(users: UserView[]): CaptainOption[] {
  return users
    .filter((user) => user.active)
    .map((user) => {
      const person = typeof user.person === 'object' && user.person ? user.person : null;
      const team = typeof user.team === 'object' && user.team ? user.team : null;
      const name = person ? `${person.firstName} ${person.lastName} (${user.email})` : user.email;
      return { value: String(user.id), label: team ? `${name} · captains ${team.name}` : name, disabled: team !== null };
    });
}
