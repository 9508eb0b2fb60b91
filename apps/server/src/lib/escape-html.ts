const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe as HTML element content and inside a quoted attribute (both quotes escaped):
 * the receipt email and the share pages' tags write people's text with it. Rich text a captain
 * wrote is cleaned by sanitize-html.ts instead.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}
