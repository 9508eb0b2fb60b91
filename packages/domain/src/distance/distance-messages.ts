import { DISTANCE_ENTRIES_MAX_PER_YEAR, DISTANCE_ENTRY_MAX_MILES, DISTANCE_NOTE_MAX_LENGTH } from './distance-constants.ts';

/** What the distance log says, once for the form and the API (docs/features/miles-and-badges.md). */
export const DISTANCE_MESSAGES = {
  amountRequired: 'Enter how far you walked.',
  amountPositive: 'The distance must be more than 0.',
  amountMax: `One entry can be at most ${DISTANCE_ENTRY_MAX_MILES} miles (160.93 km).`,
  amountDecimals: 'Use at most two decimals.',
  unit: 'Choose miles or kilometres.',
  dateRequired: 'Choose the day you walked.',
  dateInvalid: 'Use a real date (YYYY-MM-DD).',
  dateFuture: 'The day cannot be in the future.',
  dateYear: (year: number) => `The day must be in ${year}, this event's year.`,
  noteLength: `The note can be at most ${DISTANCE_NOTE_MAX_LENGTH} characters.`,
  notePlainText: 'The note must be one line of plain text.',
  loggingOff: 'Distance logging is turned off for this event.',
  notAWalker: 'Only walkers with a page on a team this year can log distance.',
  notYourEntry: 'You can change only your own distance log.',
  entryNotFound: 'That entry was not found.',
  tooManyEntries: `Your log is full (${DISTANCE_ENTRIES_MAX_PER_YEAR} entries this year). Delete a few, or log longer walks.`,
  logged: 'Distance logged. Nice walking!',
} as const;
