import { NO_SIZE } from '../checkout/constants.ts';

/**
 * Human names of the shirt size codes (docs/spec/public-flows.md §9): product sizes (child-sm ... 3xl), the
 * captain and admin size options (Small ... 3XLarge). Every view that shows a size reads this map.
 */
export const SHIRT_SIZE_NAMES: Readonly<Record<string, string>> = {
  'child-sm': 'Child Small',
  'child-med': 'Child Medium',
  'child-lg': 'Child Large',
  xs: 'X-Small',
  sm: 'Small',
  med: 'Medium',
  lg: 'Large',
  xl: 'X-Large',
  '2xl': '2X-Large',
  '3xl': '3X-Large',
  XSmall: 'X-Small',
  Small: 'Small',
  Medium: 'Medium',
  Large: 'Large',
  XLarge: 'X-Large',
  '2XLarge': '2X-Large',
  '3XLarge': '3X-Large',
  [NO_SIZE]: 'One size',
};

/** "2X-Large" for "2xl"; an unknown code is shown as it is. */
export function shirtSizeName(code: string | null | undefined): string {
  if (!code) return '';
  return Object.hasOwn(SHIRT_SIZE_NAMES, code) ? SHIRT_SIZE_NAMES[code]! : code;
}

/** Size options for a select: the code as the value, the human name as the label. */
export function shirtSizeOptions(codes: readonly string[]): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: shirtSizeName(code) }));
}
