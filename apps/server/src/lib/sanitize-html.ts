import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text editor (team message, star of the team, home story) allows bold, italic,
 * underline and links (docs/spec/public-flows.md §5).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'a', 'p', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Rich-text HTML reduced to the allowed tags; scripts, styles, handlers and other schemes are dropped. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
