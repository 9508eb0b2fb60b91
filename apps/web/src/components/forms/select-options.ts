import { CAPTAIN_SHIRT_SIZES, EVENT_CITIES, GENDERS, LIFE_CHURCH_CAMPUS_NAMES } from '@walkfund/domain';

/** NativeSelect options: an empty first choice that asks, then the values. */
export function withPlaceholder(placeholder: string, values: readonly string[]) {
  return [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: value }))];
}

export const CITY_OPTIONS = withPlaceholder('Choose an event city', EVENT_CITIES);
export const SHIRT_SIZE_OPTIONS = withPlaceholder('Choose a size', CAPTAIN_SHIRT_SIZES);
export const GENDER_OPTIONS = withPlaceholder('Choose', GENDERS);
export const CAMPUS_OPTIONS = withPlaceholder('Choose a campus', LIFE_CHURCH_CAMPUS_NAMES);
