import { z } from 'zod';
import { formatCents } from '../money.ts';
import { MILLIMETRES_PER_MILE } from '../distance/distance-constants.ts';
import { formatMiles, millimetresToMiles } from '../distance/distance.schema.ts';

/**
 * Walker badges (docs/features/miles-and-badges.md): earned from the data alone, never toggled by
 * hand. One table names them; `walkerBadges` decides each from a walker's figures, so the server,
 * My Page and the coaching emails agree. Team badges are another thing (teams/team-badges.ts).
 */

export const WALKER_BADGE_KEYS = ['pageComplete', 'firstGift', 'fiveGifts', 'halfGoal', 'goalReached', 'tenMiles', 'topTen'] as const;
export type WalkerBadgeKey = (typeof WALKER_BADGE_KEYS)[number];

/** Gifts for the five-gifts badge; miles for the distance badge; places for the top badge. */
export const WALKER_BADGE_GIFTS = 5;
export const WALKER_BADGE_MILES = 10;
export const WALKER_BADGE_TOP_PLACES = 10;

export const WALKER_BADGES = {
  pageComplete: { label: 'Page complete', description: 'A goal, a story and a photo on your page.' },
  firstGift: { label: 'First gift', description: 'Someone gave through your page.' },
  fiveGifts: { label: 'Five gifts', description: `${WALKER_BADGE_GIFTS} gifts through your page.` },
  halfGoal: { label: 'Halfway there', description: 'Half of your goal raised.' },
  goalReached: { label: 'Goal reached', description: 'Your whole goal raised.' },
  tenMiles: { label: `${WALKER_BADGE_MILES} miles`, description: `${WALKER_BADGE_MILES} miles logged this year.` },
  topTen: { label: `Top ${WALKER_BADGE_TOP_PLACES}`, description: `Among the event's top ${WALKER_BADGE_TOP_PLACES} fundraisers.` },
} as const satisfies Record<WalkerBadgeKey, { label: string; description: string }>;

/** Config's switch per badge (Event Settings `walkerBadges`): every badge is on until an admin turns it off. */
export const walkerBadgeSwitchesSchema = z.object(
  Object.fromEntries(WALKER_BADGE_KEYS.map((key) => [key, z.boolean().default(true)])) as Record<WalkerBadgeKey, z.ZodDefault<z.ZodBoolean>>,
);
export type WalkerBadgeSwitches = Record<WalkerBadgeKey, boolean>;
export const DEFAULT_WALKER_BADGE_SWITCHES = Object.fromEntries(WALKER_BADGE_KEYS.map((key) => [key, true])) as WalkerBadgeSwitches;
/** The answer's shape of the switches (no defaults). */
export const walkerBadgeSwitchesViewSchema = z.object(
  Object.fromEntries(WALKER_BADGE_KEYS.map((key) => [key, z.boolean()])) as Record<WalkerBadgeKey, z.ZodBoolean>,
);

/** A walker's figures of one event year, all the badges need. */
export interface WalkerBadgeFacts {
  goalCents: number;
  raisedCents: number;
  hasStory: boolean;
  hasPhoto: boolean;
  /** Gifts credited to the walker this year (net of refunds above zero). */
  giftCount: number;
  distanceMillimetres: number;
  /** Whether the walker is on the public leaderboards (public page and their yes). */
  listed: boolean;
  /** Their place among the listed walkers by amount raised (ties share it); null when not listed or nothing raised. */
  rank: number | null;
}

export const walkerBadgeSchema = z.object({
  key: z.enum(WALKER_BADGE_KEYS),
  label: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** What is still needed, in a few kind words; null once earned. */
  toEarn: z.string().nullable(),
});
export type WalkerBadge = z.infer<typeof walkerBadgeSchema>;

/** GET /v1/my/badges: every badge the event has on, earned or still to earn. */
export const myBadgesSchema = z.object({ year: z.number(), badges: z.array(walkerBadgeSchema) });
export type MyBadges = z.infer<typeof myBadgesSchema>;

/** GET /v1/badges/walkers/{slug}: a public page's earned badges and miles (null when distance logging is off). */
export const walkerAchievementsSchema = z.object({ year: z.number(), badges: z.array(walkerBadgeSchema), miles: z.number().nullable() });
export type WalkerAchievements = z.infer<typeof walkerAchievementsSchema>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function pageCompleteToEarn(f: WalkerBadgeFacts): string {
  const missing = [f.goalCents > 0 ? null : 'a goal', f.hasStory ? null : 'your story', f.hasPhoto ? null : 'a photo'].filter((x): x is string => x !== null);
  return `Add ${missing.join(' and ')}.`;
}

/** Raise at least this to reach `part` (a fraction) of the goal: the goal's cents times part, rounded up. */
const centsFor = (goalCents: number, part: number) => Math.ceil(goalCents * part);

const RULES: Record<WalkerBadgeKey, (f: WalkerBadgeFacts) => { earned: boolean; toEarn: string }> = {
  pageComplete: (f) => ({ earned: f.goalCents > 0 && f.hasStory && f.hasPhoto, toEarn: pageCompleteToEarn(f) }),
  firstGift: (f) => ({ earned: f.giftCount >= 1, toEarn: 'Share your page: your first gift earns it.' }),
  fiveGifts: (f) => ({ earned: f.giftCount >= WALKER_BADGE_GIFTS, toEarn: `${plural(WALKER_BADGE_GIFTS - f.giftCount, 'more gift', 'more gifts')} to go.` }),
  halfGoal: (f) => {
    const needed = centsFor(f.goalCents, 0.5);
    return { earned: f.goalCents > 0 && f.raisedCents >= needed, toEarn: `Raise ${formatCents(Math.max(0, needed - f.raisedCents))} more to reach half your goal.` };
  },
  goalReached: (f) => ({
    earned: f.goalCents > 0 && f.raisedCents >= f.goalCents,
    toEarn: `Raise ${formatCents(Math.max(0, f.goalCents - f.raisedCents))} more to reach your goal.`,
  }),
  tenMiles: (f) => {
    const needed = WALKER_BADGE_MILES * MILLIMETRES_PER_MILE;
    return { earned: f.distanceMillimetres >= needed, toEarn: `Log ${formatMiles(millimetresToMiles(needed - f.distanceMillimetres))} more.` };
  },
  topTen: (f) => ({
    earned: f.listed && f.rank !== null && f.rank <= WALKER_BADGE_TOP_PLACES,
    toEarn: !f.listed
      ? `Say yes to the leaderboards, then raise enough to be among the top ${WALKER_BADGE_TOP_PLACES}.`
      : f.rank === null
        ? `Raise your first dollars to join the leaderboard's top ${WALKER_BADGE_TOP_PLACES}.`
        : `You are number ${f.rank}: keep going to reach the top ${WALKER_BADGE_TOP_PLACES}.`,
  }),
};

/**
 * The walker's badges in table order, those an admin turned off left out, and the distance badge
 * only while distance logging is on.
 */
export function walkerBadges(facts: WalkerBadgeFacts, options: { switches: WalkerBadgeSwitches; distanceEnabled: boolean }): WalkerBadge[] {
  return WALKER_BADGE_KEYS.filter((key) => options.switches[key] && (key !== 'tenMiles' || options.distanceEnabled)).map((key) => {
    const { earned, toEarn } = RULES[key](facts);
    return { key, ...WALKER_BADGES[key], earned, toEarn: earned ? null : toEarn };
  });
}
