import { formatCents } from '../money.ts';
import { withGiftSource, type GiftSource } from './gift-source.ts';

/** The ask message's limit once edited by the walker (a text or an email; kept short and kind). */
export const ASK_MESSAGE_MAX_LENGTH = 2000;
/** The line from the story the message and the poster quote, in characters. */
export const STORY_LINE_MAX_LENGTH = 160;
/** X counts at most 280 characters, a link as 23; Bluesky 300. */
export const SHORT_POST_MAX_LENGTH = 250;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The words of sanitized rich text (a story: b, i, u, a, p, br; lib/sanitize-html.ts on the server):
 * tags dropped, paragraphs and breaks as spaces, entities decoded, spaces collapsed.
 */
export function richTextToPlainText(html: string): string {
  return html
    .replace(/<\s*(br|\/p)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+|#39);/gi, (whole, name: string) => {
      const key = name.toLowerCase();
      if (ENTITIES[key]) return ENTITIES[key];
      const code = key.startsWith('#x') ? parseInt(key.slice(2), 16) : key.startsWith('#') ? parseInt(key.slice(1), 10) : NaN;
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The story's first words for the message and the poster: its first sentence when short enough. */
export function storyLine(storyHtml: string, max: number = STORY_LINE_MAX_LENGTH): string {
  const text = richTextToPlainText(storyHtml);
  const sentence = /^.{20,}?[.!?](\s|$)/u.exec(text)?.[0]?.trim();
  return truncateText(sentence && sentence.length <= max ? sentence : text, max);
}

export interface AskMessageInput {
  firstName: string;
  teamName: string;
  /** The walker's goal in cents; 0 when none. */
  goalCents: number;
  /** The page's story: sanitized rich text. */
  story: string;
}

/** The subject of the ask by email. */
export function askSubject(input: Pick<AskMessageInput, 'firstName'>): string {
  return `${input.firstName} is walking: will you support me?`;
}

/**
 * The ask, written from the walker's story and goal (docs/features/ask-kit.md): what the walker
 * sees in the box and edits before sending. The page link is not part of it: each way of sending
 * adds its own link, with its source.
 */
export function askMessage(input: AskMessageInput): string {
  const goal = input.goalCents > 0 ? `, and I have set myself a goal of raising ${formatCents(input.goalCents, { wholeDollarsShort: true })}` : '';
  const line = storyLine(input.story);
  return [
    'Hi!',
    '',
    `I'm walking with ${input.teamName} this year${goal}.${line ? ` ${line}` : ''}`,
    '',
    'Would you support me with a gift? It takes a minute on my page, and every dollar helps.',
    '',
    `Thank you!`,
    input.firstName,
  ].join('\n');
}

/** The ways of asking that are links (the copy button and the share sheet are buttons). */
export const ASK_LINK_CHANNELS = ['email', 'sms', 'whatsapp', 'facebook', 'x', 'bluesky'] as const satisfies readonly GiftSource[];
export type AskLinkChannel = (typeof ASK_LINK_CHANNELS)[number];

export interface AskLinksInput {
  /** The page's absolute address, without a source. */
  pageUrl: string;
  subject: string;
  /** The message as the walker left it. */
  message: string;
}

/** The message, then the link on a line of its own. */
export function messageWithLink(message: string, link: string): string {
  const text = message.trim();
  return text ? `${text}\n\n${link}` : link;
}

/**
 * Each channel's link, each carrying its source: `mailto:` with subject and body, `sms:` with a
 * body (the `?&body=` form both iOS and Android read), and the share pages of WhatsApp, Facebook
 * (which takes only the link), X and Bluesky (a short text: they count characters).
 */
export function askLinks(input: AskLinksInput): Record<AskLinkChannel, string> {
  const link = (source: GiftSource) => withGiftSource(input.pageUrl, source);
  const e = encodeURIComponent;
  const short = truncateText(input.message.replace(/\s+/g, ' '), SHORT_POST_MAX_LENGTH);
  return {
    email: `mailto:?subject=${e(input.subject)}&body=${e(messageWithLink(input.message, link('email')))}`,
    sms: `sms:?&body=${e(messageWithLink(input.message, link('sms')))}`,
    whatsapp: `https://wa.me/?text=${e(messageWithLink(input.message, link('whatsapp')))}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${e(link('facebook'))}`,
    x: `https://x.com/intent/post?text=${e(short)}&url=${e(link('x'))}`,
    bluesky: `https://bsky.app/intent/compose?text=${e(`${short} ${link('bluesky')}`)}`,
  };
}

/** A walker's public page, and a team's (docs/features/personal-pages.md). */
export function walkerPagePath(slug: string): string {
  return `/frontend/fundraiser/${encodeURIComponent(slug)}`;
}
export function teamPagePath(slug: string): string {
  return `/team/${encodeURIComponent(slug)}`;
}
