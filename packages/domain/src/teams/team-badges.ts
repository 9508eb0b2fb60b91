import { PERCENT_CAP } from '../common/constants.ts';
import { type BadgeType } from './constants.ts';
import type { EventSettings } from '../settings/event-settings.schema.ts';
import { TEAM_MESSAGES } from './team-messages.ts';

// ---- Badges and the star (pure rules the team page and the server share) --------------------

export type TeamBadgeSettings = Pick<EventSettings, 'eventBadges' | 'eliteBadgeSettings' | 'facebookFundraiser' | 'employerMatch' | 'teamEvent'>;

export interface TeamProgress {
  /** Dollars. */
  totalRaised: number;
  participants: number;
  hasFacebookFundraiser: boolean;
  hasCommunityEvent: boolean;
  hasEmployeeMatch: boolean;
}

export interface EventBadgeProgress {
  name: string;
  type: BadgeType;
  /** Dollars (fundraising) or members (participant). */
  goal: number;
  image: string;
  /** Raised dollars or participants. */
  value: number;
  /** Capped at 100, two decimals. */
  percent: number;
  complete: boolean;
}

export interface SwitchBadge {
  key: 'facebookFundraiser' | 'teamEvent' | 'employerMatch';
  name: string;
  image: string;
  /** The team's switch: hasFacebookFundraiser, hasCommunityEvent, hasEmployeeMatch. */
  earned: boolean;
}

export interface EliteBadgeProgress {
  image: string;
  fundraisingGoal: number;
  participationGoal: number;
  fundraisingPercent: number;
  participationPercent: number;
  /** Both goals reached (a goal of 0 counts as reached). */
  complete: boolean;
}

export interface TeamBadgeProgress {
  /** The event badges, sorted by goal (then name). */
  badges: EventBadgeProgress[];
  /** Present when the elite badge has a goal. */
  elite: EliteBadgeProgress | null;
  /** The switch badges active in settings, in settings order. */
  switches: SwitchBadge[];
}

function percentOf(value: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.round((value / goal) * 10000) / 100;
}

/** Percent with two decimals, capped at 100. */
function cappedPercent(value: number, goal: number): number {
  return Math.min(PERCENT_CAP, percentOf(value, goal));
}

export const SWITCH_BADGE_NAMES = {
  facebookFundraiser: 'Facebook Fundraiser',
  teamEvent: 'Team Event',
  employerMatch: 'Employer Match',
} as const;

/**
 * The Badges tab (docs/spec/back-office.md §2): a fundraising badge is complete at 100% of raised vs goal; a
 * participation badge shows complete above 100% of participants vs goal (as the spec words it:
 * more members than the goal); percentages are capped at 100; badges sorted by goal. The elite
 * badge (both of its goals) and the Facebook fundraiser / team event / employer match badges
 * (each when active in settings, earned by the team's switch) come with their images.
 */
export function teamBadgeProgress(team: TeamProgress, settings: TeamBadgeSettings): TeamBadgeProgress {
  const badges = settings.eventBadges
    .map((b): EventBadgeProgress => {
      const value = b.type === 'fundraising' ? team.totalRaised : team.participants;
      const raw = percentOf(value, b.goal);
      return {
        name: b.name,
        type: b.type,
        goal: b.goal,
        image: b.image,
        value,
        percent: Math.min(PERCENT_CAP, raw),
        complete: b.type === 'fundraising' ? value >= b.goal : raw > PERCENT_CAP,
      };
    })
    .sort((a, b) => a.goal - b.goal || a.name.localeCompare(b.name));

  const e = settings.eliteBadgeSettings;
  const elite =
    e.fundraisingGoal > 0 || e.participationGoal > 0
      ? {
          image: e.image,
          fundraisingGoal: e.fundraisingGoal,
          participationGoal: e.participationGoal,
          fundraisingPercent: e.fundraisingGoal > 0 ? cappedPercent(team.totalRaised, e.fundraisingGoal) : PERCENT_CAP,
          participationPercent: e.participationGoal > 0 ? cappedPercent(team.participants, e.participationGoal) : PERCENT_CAP,
          complete: team.totalRaised >= e.fundraisingGoal && team.participants >= e.participationGoal,
        }
      : null;

  const switches: SwitchBadge[] = [];
  if (settings.facebookFundraiser.active) {
    switches.push({ key: 'facebookFundraiser', name: SWITCH_BADGE_NAMES.facebookFundraiser, image: settings.facebookFundraiser.image, earned: team.hasFacebookFundraiser });
  }
  if (settings.teamEvent.active) {
    switches.push({ key: 'teamEvent', name: SWITCH_BADGE_NAMES.teamEvent, image: settings.teamEvent.image, earned: team.hasCommunityEvent });
  }
  if (settings.employerMatch.active) {
    switches.push({ key: 'employerMatch', name: SWITCH_BADGE_NAMES.employerMatch, image: settings.employerMatch.image, earned: team.hasEmployeeMatch });
  }
  return { badges, elite, switches };
}

/** Names of every badge the team has complete (what team history keeps for a closed year). */
export function earnedBadgeNames(progress: TeamBadgeProgress): string[] {
  return [
    ...progress.badges.filter((b) => b.complete).map((b) => b.name),
    ...(progress.elite?.complete ? ['Elite'] : []),
    ...progress.switches.filter((s) => s.earned).map((s) => s.name),
  ];
}

/** The star of the team unlocks once the team has raised the event's starOfTheTeamLimit (dollars). */
export function starUnlocked(totalRaised: number, starOfTheTeamLimit: number): boolean {
  return Math.round(totalRaised * 100) >= Math.round(starOfTheTeamLimit * 100);
}

/** "After you have raised $X, you can add your star of the team here!" */
export function starLockedMessage(starOfTheTeamLimit: number): string {
  return TEAM_MESSAGES.starLocked(starOfTheTeamLimit);
}
