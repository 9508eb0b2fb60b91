import { describe, expect, it } from 'vitest';
import { CAPTAIN_SHIRT_SIZES } from '../persons/constants.ts';
import { ADMIN_PRODUCT_SIZE_OPTIONS, PRODUCT_SHIRT_SIZES } from '../settings/constants.ts';
import { SHIRT_SIZE_NAMES, shirtSizeName, shirtSizeOptions } from './shirt-sizes.ts';

describe('shirt size names', () => {
  it('names the product size codes as people say them', () => {
    expect(shirtSizeName('child-sm')).toBe('Child Small');
    expect(shirtSizeName('med')).toBe('Medium');
    expect(shirtSizeName('2xl')).toBe('2X-Large');
    expect(shirtSizeName('3XLarge')).toBe('3X-Large');
  });

  it('has a name for every size code the product uses', () => {
    for (const code of [...PRODUCT_SHIRT_SIZES, ...CAPTAIN_SHIRT_SIZES, ...ADMIN_PRODUCT_SIZE_OPTIONS]) {
      expect(Object.hasOwn(SHIRT_SIZE_NAMES, code)).toBe(true);
    }
  });

  it('shows an unknown code as it is, and keeps codes as option values', () => {
    expect(shirtSizeName('youth-xl')).toBe('youth-xl');
    expect(shirtSizeName(null)).toBe('');
    expect(shirtSizeOptions(['sm', 'xl'])).toEqual([{ value: 'sm', label: 'Small' }, { value: 'xl', label: 'X-Large' }]);
  });
});
