import type { TeamDetail, TeamMember } from '@walkfund/domain';
import type { SortDirection } from '../../../components/sortable-th.tsx';

export const MEMBER_SORT_FIELDS = ['name', 'email', 'phone'] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`;
}

/** Case-insensitive substring match on any shown field (docs/spec/back-office.md: Grids). */
export function filterMembers(members: TeamMember[], search: string): TeamMember[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return members;
  return members.filter((m) => [memberName(m), m.email, m.phone ?? ''].some((value) => value.toLowerCase().includes(needle)));
}

const sortValue: Record<MemberSortField, (m: TeamMember) => string> = {
  name: (m) => `${m.lastName} ${m.firstName}`,
  email: (m) => m.email,
  phone: (m) => m.phone ?? '',
};

export function sortMembers(members: TeamMember[], field: MemberSortField, direction: SortDirection): TeamMember[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...members].sort((a, b) => sign * sortValue[field](a).localeCompare(sortValue[field](b), 'en', { sensitivity: 'base' }));
}

/** The captain is a member too, matched by the captain's email; they cannot be removed. */
export function isCaptain(team: Pick<TeamDetail, 'captainPerson'>, member: Pick<TeamMember, 'email'>): boolean {
  return !!team.captainPerson && team.captainPerson.email.toLowerCase() === member.email.toLowerCase();
}
