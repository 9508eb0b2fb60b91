/**
 * The placeholders a coaching message may hold (docs/features/coaching.md): `{name}` in the subject
 * or the text is replaced by the walker's (or the captain's) figure when the email is written. A
 * name not in this list is refused when the message is saved, naming it.
 */
export const COACHING_PLACEHOLDERS = {
  firstName: "The walker's first name",
  pageLink: "The walker's public page",
  myPageLink: 'My Page, where the walker edits their page',
  raiseGoalLink: 'My Page, opened at the goal (one tap to raise it)',
  raised: 'What the walker has raised this year ($)',
  goal: "The walker's goal ($)",
  percent: 'Raised, as a percent of the goal',
  teamName: "The walker's team",
  captainName: "The team captain's name",
  eventDate: "The walker's event day (its city's)",
  daysLeft: 'Days until the event day',
} as const;

export type CoachingPlaceholder = keyof typeof COACHING_PLACEHOLDERS;
export const COACHING_PLACEHOLDER_NAMES = Object.keys(COACHING_PLACEHOLDERS) as CoachingPlaceholder[];

/** `{word}`: what the writer means as a placeholder (letters, digits and underscores between braces). */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The placeholder names a text uses that are not known, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(COACHING_PLACEHOLDER_NAMES);
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/**
 * The text with each known placeholder replaced by `values[name]` (passed through `escape`, e.g.
 * HTML escaping); an unknown one, or one without a value, is left out.
 */
export function fillPlaceholders(text: string, values: Partial<Record<CoachingPlaceholder, string>>, escape: (value: string) => string = (v) => v): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? '' : escape(value);
  });
}
