import { FUNDRAISER_MIN_GOAL_DOLLARS } from './fundraiser-constants.ts';

/** What the fundraiser calls answer, as the API and the pages show it (docs/features/personal-pages.md). */
export const FUNDRAISER_MESSAGES = {
  goalMin: `Your goal must be at least $${FUNDRAISER_MIN_GOAL_DOLLARS}.`,
  goalWhole: 'Your goal must be whole dollars.',
  /** POST /v1/fundraisers/sign-in-link: the same answer whether or not the email is on a team. */
  linkSent: 'If that email is on a team this year, a sign-in link is on its way. It works for 7 days.',
  linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one.',
  notOnTeam: 'You are not on a team this year, so there is no page to edit.',
  pagesOff: 'Personal fundraising pages are off for this event.',
  pageNotFound: 'We could not find this fundraising page.',
  noPage: 'This person has no fundraising page yet.',
  transactionNotCreditable: 'Only a gift to a team can be credited to a walker.',
  invited: (n: number) => (n === 1 ? 'Invitation sent.' : `${n} invitations sent.`),
  memberNotOnTeam: (id: number) => `The member ${id} is not on your team this year.`,
  emailTaken: 'Another account already uses this email; that member can sign in with it.',
  adminLink: 'Admins sign in with their password.',
  hiddenByAdmin: 'An admin turned this page off. Write to the event team to turn it back on.',
  thanked: 'Thank-you sent.',
  alreadyThanked: 'You already thanked this donor.',
  giftNotYours: 'This gift is not credited to you.',
  passwordAlreadySet: 'You already have a password: change it from your profile.',
  personNotOnTeam: (id: number) => `The person ${id} is not on a team this year.`,
  anonymousDonor: 'This donor gave anonymously, so there is no one to thank by email.',
  inviteNotAllowed: 'Only a captain or an admin can invite members to fundraise.',
  /** My Page (web): after a save, and after choosing a password. */
  pageSaved: 'Your page is saved.',
  passwordChosen: 'Your password is set. Next time you can sign in with your email and this password.',
} as const;
