import sanitizeHtml from 'sanitize-html';

/** The team message editor allows bold, italic, underline and links (docs/spec/public-flows.md §5). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'a', 'p', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Team message HTML reduced to the allowed tags; scripts, styles, handlers and other schemes are dropped. */
export function sanitizeTeamMessage(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
