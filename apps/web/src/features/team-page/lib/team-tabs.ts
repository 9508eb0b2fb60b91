/**
 * The team page's tabs, with the spec's values (kept in the URL as ?tab=). `ownTeam`: an admin-only
 * tab the captain also sees on My Team (Team History is in the captain's dashboard, docs/spec/public-flows.md).
 */
export const TEAM_TABS = [
  { value: 'teamInfo', label: 'Team Info', adminOnly: false },
  { value: 'teamMembers', label: 'Team Members', adminOnly: false },
  { value: 'teamDonations', label: 'Team Donations', adminOnly: false },
  { value: 'teamBadges', label: 'Badges', adminOnly: false },
  { value: 'teamStar', label: 'Star of the Team', adminOnly: false },
  { value: 'teamSettings', label: 'Settings', adminOnly: true },
  { value: 'teamTransactions', label: 'Transactions', adminOnly: true },
  { value: 'teamHistory', label: 'Team History', adminOnly: true, ownTeam: true },
] as const;

export type TeamTab = (typeof TEAM_TABS)[number]['value'];
export const DEFAULT_TEAM_TAB: TeamTab = 'teamInfo';

/** The tabs this viewer sees: admin-only ones for admins only, except those a captain sees on their own team. */
export function visibleTabs(isAdmin: boolean, ownTeam = false) {
  return TEAM_TABS.filter((tab) => isAdmin || !tab.adminOnly || (ownTeam && 'ownTeam' in tab && tab.ownTeam));
}

/** The tab named in the URL when this viewer may see it, else Team Info. */
export function tabFromSearch(value: string | null, isAdmin: boolean, ownTeam = false): TeamTab {
  return visibleTabs(isAdmin, ownTeam).find((tab) => tab.value === value)?.value ?? DEFAULT_TEAM_TAB;
}
