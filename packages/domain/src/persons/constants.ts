/**
 * A person's fields: names, gender, shirt size, campus.
 */

export const NAME_MIN_LENGTH = 2;
/** Longest stored names (every text the API stores is bounded: the database columns are unbounded text). */
export const NAME_MAX_LENGTH = 100;
export const EMPLOYER_MAX_LENGTH = 200;
/** A runner's gender for the 5k results: the specification's two values plus the two races now offer (docs/decisions/0014-runner-gender.md). */
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];
/** Shirt sizes offered on captain, reactivation and runner forms. */
export const CAPTAIN_SHIRT_SIZES = ['Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge'] as const;
export const LIFE_CHURCH_CAMPUSES = [
  { value: 1, name: 'Broadway and Britton' },
  { value: 2, name: 'Central Support Office' },
  { value: 3, name: 'Edmond' },
  { value: 4, name: 'Midwest City' },
  { value: 5, name: 'Moore' },
  { value: 6, name: 'Mustang' },
  { value: 7, name: 'Norman' },
  { value: 8, name: 'NW Oklahoma City' },
  { value: 9, name: 'Oklahoma City' },
  { value: 10, name: 'South Oklahoma City' },
  { value: 11, name: 'Yukon' },
  { value: 12, name: 'Broken Arrow' },
  { value: 13, name: 'Catoosa' },
  { value: 14, name: 'Jenks' },
  { value: 15, name: 'Midtown Tulsa' },
  { value: 16, name: 'Owasso' },
  { value: 17, name: 'South Broken Arrow' },
  { value: 18, name: 'Shawnee' },
  { value: 19, name: 'Stillwater' },
  { value: 20, name: 'Church Online' },
  { value: 21, name: 'South Tulsa' },
] as const;
export const LIFE_CHURCH_CAMPUS_NAMES = LIFE_CHURCH_CAMPUSES.map((c) => c.name);
