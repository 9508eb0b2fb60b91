import { MATCH_CAP_MAX_DOLLARS, MATCH_MAX_DAYS, MATCH_MIN_GIFT_MAX_DOLLARS, MATCH_RATIO_MAX, MATCH_RATIO_MIN, SPONSOR_NAME_MAX_LENGTH } from './match-constants.ts';

/** Every message of sponsor matches, written once for the form and the API. */
export const MATCH_MESSAGES = {
  sponsorRequired: 'Sponsor name is required.',
  sponsorTooLong: `Sponsor name must be at most ${SPONSOR_NAME_MAX_LENGTH} characters.`,
  sponsorPlain: 'Sponsor name must be one line of plain text.',
  ratio: `Ratio must be a whole number from ${MATCH_RATIO_MIN} to ${MATCH_RATIO_MAX} (1 doubles each gift).`,
  cap: `Cap must be whole dollars from 1 to ${MATCH_CAP_MAX_DOLLARS.toLocaleString('en-US')}.`,
  minGift: `Smallest gift must be whole dollars from 0 to ${MATCH_MIN_GIFT_MAX_DOLLARS.toLocaleString('en-US')}.`,
  startsAt: 'Start must be a date and time.',
  endsAt: 'End must be a date and time.',
  endAfterStart: 'End must be after the start.',
  tooLong: `A match may run at most ${MATCH_MAX_DAYS} days.`,
  scope: 'Covers must be the whole event, one city or one team.',
  cityRequired: 'Choose the city the match covers.',
  teamRequired: 'Choose the team the match covers.',
  teamNotFound: 'That team does not exist.',
  notFound: 'Match not found.',
  capBelowMatched: (matched: string) => `The cap cannot be less than what is matched already (${matched}).`,
  alreadyEnded: 'This match has ended already.',
  endPassed: 'The end must be in the future for a match that is running.',
} as const;
