import type { CoachingConfig, CoachingMessageKind } from './coaching.schema.ts';

/**
 * The texts a new event starts with (docs/features/coaching.md): short, plain and kind. An admin
 * changes them in Config > Coaching; a message never saved there keeps its default.
 */
const DEFAULT_MESSAGES: Record<CoachingMessageKind, { subject: string; html: string }> = {
  welcome: {
    subject: 'Welcome, {firstName}: your page is ready',
    html:
      '<p>Hi {firstName},</p><p>Your page for {teamName} is ready. Three small steps make it work:</p>' +
      '<p><strong>1. Set your goal.</strong> It starts at {goal}; make it yours.<br><strong>2. Tell your story and add a photo.</strong> People give to people.<br><strong>3. Share your link</strong> with a few friends today: {pageLink}</p>' +
      '<p>Everything is on My Page: {myPageLink}</p><p>Thank you for walking with us!</p>',
  },
  'get-started': {
    subject: '{firstName}, a few easy ways to get your first gift',
    html:
      '<p>Hi {firstName},</p><p>The first gift is the hardest. What works: ask one or two people who love you, by text or email, with your link and one line about why you walk.</p>' +
      '<p>Your link: {pageLink}</p><p>Most walkers who ask three people get a gift the same day. You can do this!</p>',
  },
  'first-gift': {
    subject: 'Your first gift is in, {firstName}!',
    html:
      '<p>Hi {firstName},</p><p>Someone believes in you: your page has its first gift. You have raised {raised} of your {goal} goal.</p>' +
      '<p>Say thank you from My Page, then share your link once more while the news is fresh: {pageLink}</p>',
  },
  'milestone-25': {
    subject: 'A quarter of the way there, {firstName}',
    html: '<p>Hi {firstName},</p><p>You have raised {raised}: {percent}% of your {goal} goal. A great start for {teamName}!</p><p>Keep sharing: {pageLink}</p>',
  },
  'milestone-50': {
    subject: 'Halfway to your goal, {firstName}!',
    html: '<p>Hi {firstName},</p><p>You are halfway there: {raised} of your {goal} goal. Thank you!</p><p>Tell your supporters how close you are: {pageLink}</p>',
  },
  'milestone-75': {
    subject: 'Almost there: {percent}% of your goal',
    html: '<p>Hi {firstName},</p><p>{raised} raised of {goal}. One more push and you are there.</p><p>Your page: {pageLink}</p>',
  },
  'milestone-100': {
    subject: 'You reached your goal, {firstName}!',
    html:
      '<p>Hi {firstName},</p><p>You did it: {raised} raised, your whole {goal} goal. Thank you from all of us.</p>' +
      '<p>Want to keep going? Raise your goal in one tap: {raiseGoalLink}</p>',
  },
  'last-week': {
    subject: '{daysLeft} days to go, {firstName}',
    html:
      '<p>Hi {firstName},</p><p>The walk is {eventDate}, {daysLeft} days from now. You have raised {raised} of your {goal} goal.</p>' +
      '<p>The last week is when most gifts come in: share your link one more time. {pageLink}</p><p>See you there!</p>',
  },
  'thank-you': {
    subject: 'Thank you, {firstName}',
    html: '<p>Hi {firstName},</p><p>Thank you for walking with {teamName}. Together with your supporters you raised {raised}. It matters more than we can say.</p><p>See you next year!</p>',
  },
  nudge: {
    subject: '{captainName} is cheering you on',
    html: '<p>Hi {firstName},</p><p>{captainName}, your {teamName} captain, wanted to give you a friendly nudge: a few minutes on your page today makes a real difference.</p><p>My Page: {myPageLink}</p>',
  },
  'captain-digest': {
    subject: "Your team's week: {teamName}",
    html: '<p>Hi {firstName},</p><p>Here is how {teamName} did this week, and who could use a friendly nudge.</p>',
  },
};

/** The default config: every message on, with its default text, and the days of docs/features/coaching.md. */
export const DEFAULT_COACHING_CONFIG: CoachingConfig = {
  messages: Object.fromEntries(Object.entries(DEFAULT_MESSAGES).map(([kind, m]) => [kind, { enabled: true, ...m }])) as CoachingConfig['messages'],
  days: { getStartedAfterDays: 3, getStartedRepeatDays: 7, lastWeekDays: 7, thankYouWithinDays: 14 },
};
