import type { TeamDetail } from '@walkfund/domain';

export type ChecklistItemId = 'goal' | 'photo' | 'message' | 'share' | 'invite';

export interface ChecklistItem {
  id: ChecklistItemId;
  label: string;
  done: boolean;
}

/** Rich text with no words in it ("<p></p>", "<p><br></p>") is no message. */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

/** Active members of the team's year besides the captain (the captain is the team's first member). */
function invitedMembers(team: TeamDetail): number {
  const captainEmail = team.captainPerson?.email.toLowerCase();
  return team.members.filter((m) => m.active && m.email.toLowerCase() !== captainEmail).length;
}

/**
 * A new team's setup, each step read from the team as the server answers it. Sharing leaves no
 * record on the team, so the team page counts as shared once the captain copied its link here
 * (remembered in this browser) or the team has received a gift (someone found the page).
 */
export function checklistItems(team: TeamDetail, linkCopied: boolean): ChecklistItem[] {
  return [
    { id: 'goal', label: 'Set a fundraising goal', done: team.teamDonationGoal > 0 },
    { id: 'photo', label: 'Add a team photo', done: team.imageUrl !== null && team.imageUrl !== '' },
    { id: 'message', label: 'Write a team message', done: hasText(team.teamMessage) },
    { id: 'share', label: 'Share your team page', done: linkCopied || team.totalRaised > 0 },
    { id: 'invite', label: 'Invite members', done: invitedMembers(team) > 0 },
  ];
}

const sharedKey = (teamId: number) => `walkfund.captain.teamLinkCopied.${teamId}`;

/** Whether the captain copied the team page's link from the checklist in this browser. */
export function teamLinkCopied(teamId: number): boolean {
  try {
    return localStorage.getItem(sharedKey(teamId)) === 'true';
  } catch {
    // Storage refused (private mode): the gift rule still marks the step done.
    return false;
  }
}

export function markTeamLinkCopied(teamId: number) {
  try {
    localStorage.setItem(sharedKey(teamId), 'true');
  } catch {
    // Nothing to keep it in: the step shows as done until the page is left.
  }
}
