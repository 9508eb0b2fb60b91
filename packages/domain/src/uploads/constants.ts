/**
 * Upload limits (docs/decisions/0116-images.md).
 */

export const PRODUCT_IMAGE_MAX_BYTES = 2_100_000;
export const BADGE_IMAGE_MAX_BYTES = 2_100_000;
export const SHIRT_IMAGE_MAX_BYTES = 2_100_000;
export const STAR_IMAGE_MAX_BYTES = 7_100_000;
