import type { Role } from '@walkfund/domain';
import { REPORT_LABELS, REPORT_NAMES, paths } from '../../config/paths.ts';

export interface MenuLink {
  label: string;
  to: string;
  /** Active only on this exact path (not its children). */
  end?: boolean;
  /** Opens in a new window (the admin's offline donation). */
  newWindow?: boolean;
}

/** A top-level entry: a link (with always-visible sub-links) or a collapsible group. */
export type MenuEntry = (MenuLink & { kind: 'link'; children?: MenuLink[] }) | { kind: 'group'; label: string; children: MenuLink[] };

const dashboard: MenuEntry = {
  kind: 'link',
  label: 'Dashboard',
  to: paths.home,
  end: true,
  children: [
    { label: 'My Team', to: paths.myTeam },
    { label: 'My Profile', to: paths.myProfile },
  ],
};

/** Back office "Side menu": the admin menu. */
const ADMIN_MENU: MenuEntry[] = [
  dashboard,
  { kind: 'link', label: 'Teams', to: paths.teams },
  { kind: 'link', label: 'Users', to: paths.users },
  {
    kind: 'group',
    label: 'Participants',
    children: [
      { label: 'Donations', to: paths.participantsDonors },
      { label: 'T-Shirts', to: paths.participantsProducts },
      { label: 'All Participants', to: paths.participants, end: true },
    ],
  },
  { kind: 'link', label: 'Transactions', to: paths.transactions },
  { kind: 'link', label: 'Monthly Gifts', to: paths.monthlyGifts },
  { kind: 'link', label: 'Matches', to: paths.matches },
  { kind: 'link', label: 'Check-in', to: paths.checkIn },
  { kind: 'link', label: 'Kindful', to: paths.kindful },
  { kind: 'group', label: 'Reports', children: REPORT_NAMES.map((name) => ({ label: REPORT_LABELS[name], to: paths.report(name) })) },
  { kind: 'link', label: 'Event Config', to: paths.config },
  {
    kind: 'group',
    label: 'Admin Links',
    children: [
      { label: 'Offline Donation', to: paths.frontend('donate'), newWindow: true },
      { label: 'Products', to: paths.frontend('products') },
      { label: 'Payment Reconciliation', to: paths.reconciliation },
      { label: 'Background Jobs', to: paths.jobs },
      { label: 'API Reference', to: paths.apiDocs },
    ],
  },
];

/** Captains see Dashboard with My Team, My Page (their own fundraising page, docs/decisions/0009-personal-pages.md) and My Profile only. */
const CAPTAIN_MENU: MenuEntry[] = [
  {
    kind: 'link',
    label: 'Dashboard',
    to: paths.home,
    end: true,
    children: [
      { label: 'My Team', to: paths.myTeam },
      { label: 'My Page', to: paths.myPage },
      { label: 'My Profile', to: paths.myProfile },
    ],
  },
];

/** Participants (docs/decisions/0009-personal-pages.md) reach their own page only. */
const PARTICIPANT_MENU: MenuEntry[] = [{ kind: 'link', label: 'My Page', to: paths.myPage }];

/** Volunteers (docs/decisions/0011-event-day-check-in.md) check people in, nothing else. */
const VOLUNTEER_MENU: MenuEntry[] = [{ kind: 'link', label: 'Check-in', to: paths.checkIn }];

export const MENUS: Record<Role, MenuEntry[]> = { admin: ADMIN_MENU, captain: CAPTAIN_MENU, participant: PARTICIPANT_MENU, volunteer: VOLUNTEER_MENU };

export function menuFor(role: Role): MenuEntry[] {
  return MENUS[role];
}

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', captain: 'Captain', participant: 'Fundraiser', volunteer: 'Volunteer' };
