import { CAPTAIN_SHIRT_SIZES, EVENT_CITIES, GENDERS, LIFE_CHURCH_CAMPUS_NAMES, shirtSizeOptions } from '@walkfund/domain';

/** NativeSelect options: an empty first choice that asks, then the values. */
export function withPlaceholder(placeholder: string, values: readonly string[]) {
  return [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: value }))];
}

export const CITY_OPTIONS = withPlaceholder('Choose an event city', EVENT_CITIES);
/** The sizes by the names every screen shows ("X-Large"), the code as the value. */
export const SHIRT_SIZE_OPTIONS = [{ value: '', label: 'Choose a size' }, ...shirtSizeOptions(CAPTAIN_SHIRT_SIZES)];
export const GENDER_OPTIONS = withPlaceholder('Choose', GENDERS);
export const CAMPUS_OPTIONS = withPlaceholder('Choose a campus', LIFE_CHURCH_CAMPUS_NAMES);
