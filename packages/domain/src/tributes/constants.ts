// Tributes: a gift given in honour or in memory of someone (docs/features/tributes.md).
// Kept apart from the schemas (and zod) so the donate page can show these texts without them.

/** The two kinds of tribute, as stored (tributes.kind) and sent. */
export const TRIBUTE_KINDS = ['honour', 'memory'] as const;
export type TributeKind = (typeof TRIBUTE_KINDS)[number];

/** How each kind reads before the honoree's name. */
export const TRIBUTE_KIND_LABELS: Record<TributeKind, string> = {
  honour: 'In honour of',
  memory: 'In memory of',
};

/** The honoree's name and the name of the person told: at most this many characters. */
export const TRIBUTE_NAME_MAX_LENGTH = 100;
/** The donor's short message on the e-card. */
export const TRIBUTE_MESSAGE_MAX_LENGTH = 500;

/** The tribute's texts, shared by the donate form and the server. */
export const TRIBUTE_MESSAGES = {
  kind: 'Choose "In honour of" or "In memory of".',
  honoreeRequired: 'Enter the name of the person the gift honours.',
  honoreeTooLong: `The name must be at most ${TRIBUTE_NAME_MAX_LENGTH} characters.`,
  notifyNameRequired: 'Enter the name of the person to tell.',
  notifyNameTooLong: `Their name must be at most ${TRIBUTE_NAME_MAX_LENGTH} characters.`,
  notifyEmailRequired: 'Enter the email of the person to tell.',
  notifyEmailInvalid: 'Enter a valid email address for the person to tell.',
  messageTooLong: `The message must be at most ${TRIBUTE_MESSAGE_MAX_LENGTH} characters.`,
  plainText: 'Use plain text on one line (no control characters).',
  brokenText: 'This text has a broken character; type it again.',
  needsDonation: 'A gift in honour or in memory needs a donation: add one to the cart.',
} as const;

/** "In memory of Grandpa Joe". */
export function tributeText(tribute: { kind: TributeKind; honoreeName: string }): string {
  return `${TRIBUTE_KIND_LABELS[tribute.kind]} ${tribute.honoreeName}`;
}

/** True for the two kinds; an unknown stored value is shown as nothing rather than failing a page. */
export function isTributeKind(value: unknown): value is TributeKind {
  return value === 'honour' || value === 'memory';
}

/** "In memory of Grandpa Joe" from a stored row's kind and name, or null when there is none (or the kind is unknown). */
export function storedTributeText(kind: string | null | undefined, honoreeName: string | null | undefined): string | null {
  return isTributeKind(kind) && honoreeName ? tributeText({ kind, honoreeName }) : null;
}
