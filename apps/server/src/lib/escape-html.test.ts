import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('leaves other text as it is, and escapes an ampersand once', () => {
    expect(escapeHtml('Walk 5k — $25.88 café')).toBe('Walk 5k — $25.88 café');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
