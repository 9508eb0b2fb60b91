import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { COACHING_PLACEHOLDER_NAMES, unknownPlaceholders } from './coaching-placeholders.ts';

/**
 * Coaching, sent by the product (docs/features/coaching.md): a sequence of emails per walker (a
 * person with a claimed page on a team this year), each at most once per walker and year, and the
 * captain's weekly digest and nudges. Config > Coaching edits each message.
 */

/** The walker's sequence, in the order a walker meets it; then the captain's two. */
export const COACHING_MESSAGE_KINDS = [
  'welcome', 'get-started', 'first-gift', 'milestone-25', 'milestone-50', 'milestone-75', 'milestone-100', 'last-week', 'thank-you', 'nudge', 'captain-digest',
] as const;
export type CoachingMessageKind = (typeof COACHING_MESSAGE_KINDS)[number];

/** The percent milestones of the goal, each a message of its own. */
export const COACHING_MILESTONES = [25, 50, 75, 100] as const;
export const milestoneKind = (percent: (typeof COACHING_MILESTONES)[number]) => `milestone-${percent}` as const;

/** How each message is named in Config > Coaching and when it goes. */
export const COACHING_MESSAGE_LABELS: Record<CoachingMessageKind, { label: string; when: string }> = {
  welcome: { label: 'Welcome', when: 'When the walker claims their page.' },
  'get-started': { label: 'Get started', when: 'When days pass with no gift (at most twice, a week apart).' },
  'first-gift': { label: 'First gift', when: 'At the first gift (unless the same gift reaches a milestone).' },
  'milestone-25': { label: '25% of the goal', when: 'When gifts reach a quarter of the goal.' },
  'milestone-50': { label: '50% of the goal', when: 'When gifts reach half the goal.' },
  'milestone-75': { label: '75% of the goal', when: 'When gifts reach three quarters of the goal.' },
  'milestone-100': { label: 'Goal reached', when: 'When gifts reach the goal: with a link to raise it.' },
  'last-week': { label: 'Last week', when: "In the last week before the walker's event day." },
  'thank-you': { label: 'Thank you', when: 'The days after the event, with what the walker raised.' },
  nudge: { label: "Captain's nudge", when: 'When a captain sends a nudge (from the dashboard or the digest).' },
  'captain-digest': { label: "Captain's weekly digest", when: "Each Monday: the team's progress, new gifts and who needs a nudge." },
};

export const COACHING_SUBJECT_MIN_LENGTH = 3;
export const COACHING_SUBJECT_MAX_LENGTH = 200;
export const COACHING_HTML_MAX_LENGTH = 10_000;

/** The days of the sequence, with their bounds. */
export const COACHING_DAY_LIMITS = {
  getStartedAfterDays: { min: 1, max: 30, label: 'Days with no gift before "Get started"' },
  getStartedRepeatDays: { min: 1, max: 30, label: 'Days before the second "Get started"' },
  lastWeekDays: { min: 1, max: 14, label: 'Days before the event for "Last week"' },
  thankYouWithinDays: { min: 1, max: 30, label: 'Days after the event "Thank you" may still go' },
} as const;
export type CoachingDayKey = keyof typeof COACHING_DAY_LIMITS;

/** "Get started" goes at most this many times a year. */
export const GET_STARTED_MAX_TIMES = 2;
/** The daily pass sends the welcome of a page claimed this many days ago at most (when the claim's own job did not). */
export const WELCOME_CATCH_UP_DAYS = 7;
/** A captain nudges a member at most once per this many days. */
export const NUDGE_INTERVAL_DAYS = 7;

export const COACHING_MESSAGES = {
  subjectRequired: 'Subject is required.',
  subjectMin: `Subject must be at least ${COACHING_SUBJECT_MIN_LENGTH} characters.`,
  subjectMax: `Subject must be at most ${COACHING_SUBJECT_MAX_LENGTH} characters.`,
  subjectOneLine: 'Subject must be on one line.',
  textRequired: 'Text is required.',
  textMax: `Text must be at most ${COACHING_HTML_MAX_LENGTH} characters.`,
  unknownPlaceholder: (names: string[], where: string) =>
    `${where} uses ${names.map((n) => `{${n}}`).join(', ')}, which ${names.length === 1 ? 'is not a placeholder' : 'are not placeholders'}. Use one of: ${COACHING_PLACEHOLDER_NAMES.map((n) => `{${n}}`).join(', ')}.`,
  day: (key: CoachingDayKey) => `${COACHING_DAY_LIMITS[key].label} must be a whole number from ${COACHING_DAY_LIMITS[key].min} to ${COACHING_DAY_LIMITS[key].max}.`,
  walkerNotFound: 'No walker with a page on a team this year has this id.',
  notYourMember: 'You can only nudge the members of your own team.',
  nudgeTooSoon: (days: number) => `You already nudged them this week. One nudge every ${days} days is plenty; try again later.`,
  nudgeNoEmail: 'This member has no email address.',
  nudgeOptedOut: 'This member has asked not to get these emails.',
  nudgeSelf: 'You cannot nudge yourself.',
  nudgeLinkInvalid: 'This nudge link is not valid. Open your dashboard to send a nudge.',
  testSent: (email: string) => `A test was sent to ${email}.`,
  clockLocked: 'The clock moves only on a test server (test payments, not production).',
  saved: 'Coaching saved.',
} as const;

const subjectField = z
  .string({ error: COACHING_MESSAGES.subjectRequired })
  .trim()
  .min(1, COACHING_MESSAGES.subjectRequired)
  .min(COACHING_SUBJECT_MIN_LENGTH, COACHING_MESSAGES.subjectMin)
  .max(COACHING_SUBJECT_MAX_LENGTH, COACHING_MESSAGES.subjectMax)
  // A line break in a header would start another header.
  .refine((v) => !/[\r\n]/.test(v), COACHING_MESSAGES.subjectOneLine);

const htmlField = z
  .string({ error: COACHING_MESSAGES.textRequired })
  .trim()
  .min(1, COACHING_MESSAGES.textRequired)
  .max(COACHING_HTML_MAX_LENGTH, COACHING_MESSAGES.textMax);

/** One message as Config > Coaching edits it: on or off, subject and rich text (sanitized by the server). */
export const coachingMessageSchema = z.strictObject({
  enabled: z.boolean({ error: 'Enabled must be true or false.' }),
  subject: subjectField,
  html: htmlField,
});
export type CoachingMessage = z.infer<typeof coachingMessageSchema>;

const dayField = (key: CoachingDayKey) =>
  z.number({ error: COACHING_MESSAGES.day(key) }).int(COACHING_MESSAGES.day(key)).min(COACHING_DAY_LIMITS[key].min, COACHING_MESSAGES.day(key)).max(COACHING_DAY_LIMITS[key].max, COACHING_MESSAGES.day(key));

export const coachingDaysSchema = z.strictObject({
  getStartedAfterDays: dayField('getStartedAfterDays'),
  getStartedRepeatDays: dayField('getStartedRepeatDays'),
  lastWeekDays: dayField('lastWeekDays'),
  thankYouWithinDays: dayField('thankYouWithinDays'),
});
export type CoachingDays = z.infer<typeof coachingDaysSchema>;

const messagesShape = Object.fromEntries(COACHING_MESSAGE_KINDS.map((kind) => [kind, coachingMessageSchema])) as Record<CoachingMessageKind, typeof coachingMessageSchema>;

/**
 * PUT /v1/coaching/config: every message and the days. A placeholder that is not known is refused,
 * naming it and where it is (docs/features/coaching.md).
 */
export const coachingConfigInputSchema = z
  .strictObject({ messages: z.strictObject(messagesShape), days: coachingDaysSchema })
  .superRefine((config, ctx) => {
    for (const kind of COACHING_MESSAGE_KINDS) {
      const message = config.messages[kind];
      const label = COACHING_MESSAGE_LABELS[kind].label;
      for (const [field, where] of [['subject', `The ${label} subject`], ['html', `The ${label} text`]] as const) {
        const unknown = unknownPlaceholders(message[field]);
        if (unknown.length) ctx.addIssue({ code: 'custom', path: ['messages', kind, field], message: COACHING_MESSAGES.unknownPlaceholder(unknown, where) });
      }
    }
  });
export type CoachingConfigInput = z.infer<typeof coachingConfigInputSchema>;

/** The answer: the config as saved (or the defaults), plain shapes (docs/architecture.md, "Contracts"). */
export const coachingConfigSchema = z.object({
  messages: z.object(Object.fromEntries(COACHING_MESSAGE_KINDS.map((kind) => [kind, z.object({ enabled: z.boolean(), subject: z.string(), html: z.string() })])) as Record<
    CoachingMessageKind,
    z.ZodObject<{ enabled: z.ZodBoolean; subject: z.ZodString; html: z.ZodString }>
  >),
  days: z.object({ getStartedAfterDays: z.number(), getStartedRepeatDays: z.number(), lastWeekDays: z.number(), thankYouWithinDays: z.number() }),
});
export type CoachingConfig = z.infer<typeof coachingConfigSchema>;

/** POST /v1/coaching/preview: one message (as being edited, not yet saved) with a real walker's figures. */
export const coachingPreviewInputSchema = z.strictObject({
  kind: z.enum(COACHING_MESSAGE_KINDS, { error: 'Choose a message.' }),
  personId: idField,
  message: coachingMessageSchema.superRefine((message, ctx) => {
    for (const field of ['subject', 'html'] as const) {
      const unknown = unknownPlaceholders(message[field]);
      if (unknown.length) ctx.addIssue({ code: 'custom', path: [field], message: COACHING_MESSAGES.unknownPlaceholder(unknown, field === 'subject' ? 'The subject' : 'The text') });
    }
  }),
});
export type CoachingPreviewInput = z.infer<typeof coachingPreviewInputSchema>;

/** POST /v1/coaching/test-send: the same, sent to the signed-in admin. */
export const coachingTestSendInputSchema = coachingPreviewInputSchema;

/** The rendered email: subject, sanitized HTML (unsubscribe footer included) and its plain text. */
export const coachingPreviewSchema = z.object({ to: z.string(), subject: z.string(), html: z.string(), text: z.string() });
export type CoachingPreview = z.infer<typeof coachingPreviewSchema>;

export const coachingTestSendResultSchema = z.object({ message: z.string(), outboxId: z.number() });

/** GET /v1/coaching/walkers?search=: walkers to preview with (Config > Coaching). */
export const coachingWalkerQuerySchema = z.object({ search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional() });
export const coachingWalkerSchema = z.object({
  personId: z.number(),
  name: z.string(),
  teamName: z.string(),
  raised: z.number(),
  goal: z.number(),
});
export const coachingWalkerListSchema = z.object({ walkers: z.array(coachingWalkerSchema) });
export type CoachingWalker = z.infer<typeof coachingWalkerSchema>;

/** POST /v1/coaching/run-daily (admin; the "Run now" button): what the daily pass queued. */
export const coachingRunResultSchema = z.object({
  day: z.string(),
  queued: z.number(),
  byKind: z.record(z.string(), z.number()),
  digests: z.number(),
  ms: z.number(),
});
export type CoachingRunResult = z.infer<typeof coachingRunResultSchema>;

/** GET /v1/coaching/sent: the newest messages the sequence sent (Config > Coaching, a short list). */
export const coachingSentItemSchema = z.object({
  id: z.number(),
  personId: z.number(),
  name: z.string(),
  kind: z.string(),
  occurrence: z.number(),
  status: z.string(),
  createdAt: z.string(),
});
export const coachingSentListSchema = z.object({ sent: z.array(coachingSentItemSchema), counts: z.record(z.string(), z.number()) });
export type CoachingSentList = z.infer<typeof coachingSentListSchema>;

/** POST /v1/coaching/nudges/{personId} (the captain's "Nudge"): answered with when the next nudge may go. */
export const nudgeParamsSchema = z.object({ personId: idField });
export const nudgeResultSchema = z.object({ message: z.string(), nextNudgeAt: z.string() });
export type NudgeResult = z.infer<typeof nudgeResultSchema>;

/** POST /v1/coaching/nudge-links {token}: the digest's one-click nudge, signed for the captain and member. */
export const nudgeLinkInputSchema = z.strictObject({ token: z.string({ error: COACHING_MESSAGES.nudgeLinkInvalid }).min(1, COACHING_MESSAGES.nudgeLinkInvalid).max(300, COACHING_MESSAGES.nudgeLinkInvalid) });

/** GET /v1/coaching/nudges?teamId=: when each member of the captain's team was last nudged (the dashboard's buttons). */
export const teamNudgesQuerySchema = z.object({ teamId: idField });
export const teamNudgesSchema = z.object({ nudges: z.array(z.object({ personId: z.number(), lastNudgedAt: z.string(), nextNudgeAt: z.string() })) });
export type TeamNudges = z.infer<typeof teamNudgesSchema>;

/** The movable clock of a test server (docs/features/coaching.md): POST /v1/test/clock {advanceDays} or {reset}. */
export const CLOCK_MAX_ADVANCE_DAYS = 400;
export const clockInputSchema = z.strictObject({
  advanceDays: z
    .number({ error: 'advanceDays must be a number of days.' })
    .min(-CLOCK_MAX_ADVANCE_DAYS, `advanceDays must be between -${CLOCK_MAX_ADVANCE_DAYS} and ${CLOCK_MAX_ADVANCE_DAYS}.`)
    .max(CLOCK_MAX_ADVANCE_DAYS, `advanceDays must be between -${CLOCK_MAX_ADVANCE_DAYS} and ${CLOCK_MAX_ADVANCE_DAYS}.`)
    .optional(),
  reset: z.literal(true, { error: 'reset must be true.' }).optional(),
});
export const clockSchema = z.object({ now: z.string(), offsetMs: z.number(), movable: z.boolean() });
export type ClockView = z.infer<typeof clockSchema>;
