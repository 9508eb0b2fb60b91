// No zod here: the donate page reads the source from its address, and its first load keeps zod out (docs/benchmark.md).

/**
 * Where a gift came from (docs/features/ask-kit.md): the `src` of the walker's or team's link the
 * donor followed. A closed list: the ask kit's channels, the printed poster and its QR code. A
 * value not in it is ignored wherever it is read (a link, the donate flow's state, a checkout
 * payload), never an error: a mistyped link must not cost a gift.
 */
export const GIFT_SOURCES = ['email', 'sms', 'whatsapp', 'facebook', 'x', 'bluesky', 'copy', 'share', 'poster', 'qr'] as const;
export type GiftSource = (typeof GIFT_SOURCES)[number];

/** The query parameter that carries the source on a page link: `/frontend/fundraiser/ann?src=poster`. */
export const GIFT_SOURCE_PARAM = 'src';

/** How reports and My Page name each source, and gifts that came with none. */
export const GIFT_SOURCE_LABELS = {
  email: 'Email',
  sms: 'Text message',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  bluesky: 'Bluesky',
  copy: 'Copied link',
  share: 'Share sheet',
  poster: 'Poster',
  qr: 'QR code',
} as const satisfies Record<GiftSource, string>;
export const NO_GIFT_SOURCE_LABEL = 'Direct or unknown';

/** The label of a stored source (a value no longer in the list reads as unknown). */
export function giftSourceLabel(source: string | null): string {
  return source !== null && isGiftSource(source) ? GIFT_SOURCE_LABELS[source] : NO_GIFT_SOURCE_LABEL;
}

export function isGiftSource(value: unknown): value is GiftSource {
  return typeof value === 'string' && (GIFT_SOURCES as readonly string[]).includes(value);
}

/** The source a value names (case and spaces forgiven), or null for anything else: never an error. */
export function parseGiftSource(value: unknown): GiftSource | null {
  if (typeof value !== 'string' || value.length > 32) return null;
  const key = value.trim().toLowerCase();
  return isGiftSource(key) ? key : null;
}

/** The URL with `src` set to the source (other query parameters and the fragment kept). */
export function withGiftSource(url: string, source: GiftSource): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  params.set(GIFT_SOURCE_PARAM, source);
  return `${base}?${params.toString()}${hash}`;
}

/** The source a page's query string names (`location.search`), or null. */
export function giftSourceFromSearch(search: string): GiftSource | null {
  try {
    return parseGiftSource(new URLSearchParams(search).get(GIFT_SOURCE_PARAM));
  } catch {
    return null;
  }
}
