import { describe, expect, it } from 'vitest';
import { checkoutTransactionSchema } from '../checkout/checkout.schema.ts';
import { askLinks, askMessage, richTextToPlainText, storyLine, truncateText } from './ask-message.ts';
import { giftSourceFromSearch, giftSourceLabel, parseGiftSource, withGiftSource } from './gift-source.ts';

describe('gift sources', () => {
  it('reads a source from the closed list, forgiving case and spaces, and ignores anything else', () => {
    expect(parseGiftSource('poster')).toBe('poster');
    expect(parseGiftSource(' EMAIL ')).toBe('email');
    for (const value of ['', 'tiktok', 'poster!', 'x'.repeat(1000), 42, null, undefined, { src: 'qr' }, ['qr']]) expect(parseGiftSource(value)).toBeNull();
    expect(giftSourceFromSearch('?src=qr&x=1')).toBe('qr');
    expect(giftSourceFromSearch('?src=carrier-pigeon')).toBeNull();
    expect(giftSourceFromSearch('')).toBeNull();
    expect(giftSourceFromSearch('?src=%E0%A4%A')).toBeNull();
  });

  it('sets src on a link, keeping its other parameters and fragment', () => {
    expect(withGiftSource('https://walk.org/team/blue', 'poster')).toBe('https://walk.org/team/blue?src=poster');
    expect(withGiftSource('https://walk.org/team/blue?a=1&src=email#top', 'qr')).toBe('https://walk.org/team/blue?a=1&src=qr#top');
  });

  it('names sources, and a gift with none or with a source no longer listed', () => {
    expect(giftSourceLabel('sms')).toBe('Text message');
    expect(giftSourceLabel(null)).toBe('Direct or unknown');
    expect(giftSourceLabel('fax')).toBe('Direct or unknown');
  });

  it('keeps a known source on the checkout payload and drops an unknown one without an error', () => {
    const base = { supportingType: 'team', team: 1, totalCharged: 10, feesCovered: 0, shippingFee: 0 };
    expect(checkoutTransactionSchema.parse({ ...base, source: 'Poster' }).source).toBe('poster');
    expect(checkoutTransactionSchema.parse({ ...base, source: 'carrier-pigeon' }).source).toBeNull();
    expect(checkoutTransactionSchema.parse({ ...base, source: { deep: true } }).source).toBeNull();
    expect(checkoutTransactionSchema.parse(base).source ?? null).toBeNull();
  });
});

describe('the ask message', () => {
  it('reads the words of sanitized rich text', () => {
    expect(richTextToPlainText('<p>I walk for <b>Sam</b> &amp; Ann.</p><p>Line&nbsp;two<br>three &#8217;s &#x1F600;</p>')).toBe('I walk for Sam & Ann. Line two three ’s 😀');
    expect(richTextToPlainText('a &#xD800; b')).toBe('a &#xD800; b');
  });

  it('cuts text at a word, with an ellipsis, and quotes the first sentence of the story when it is short', () => {
    expect(truncateText('one two three four', 12)).toBe('one two…');
    expect(truncateText('short', 12)).toBe('short');
    expect(storyLine('<p>I walk for my brother Sam. He loves the park.</p>')).toBe('I walk for my brother Sam.');
    expect(Array.from(storyLine(`<p>${'word '.repeat(100)}</p>`)).length).toBeLessThanOrEqual(160);
    expect(storyLine('')).toBe('');
  });

  it('is written from the goal and story, and each link carries its source', () => {
    const message = askMessage({ firstName: 'Pat', teamName: 'Blue Walkers', goalCents: 50_000, story: '<p>I walk for my brother.</p>' });
    expect(message).toContain("I'm walking with Blue Walkers this year, and I have set myself a goal of raising $500. I walk for my brother.");
    expect(askMessage({ firstName: 'Pat', teamName: 'Blue Walkers', goalCents: 0, story: '' })).toContain("I'm walking with Blue Walkers this year.");
    const links = askLinks({ pageUrl: 'https://walk.org/frontend/fundraiser/pat', subject: 'Hi', message: 'Please give & share' });
    expect(links.email).toBe(`mailto:?subject=Hi&body=${encodeURIComponent('Please give & share\n\nhttps://walk.org/frontend/fundraiser/pat?src=email')}`);
    expect(links.sms).toBe(`sms:?&body=${encodeURIComponent('Please give & share\n\nhttps://walk.org/frontend/fundraiser/pat?src=sms')}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://walk.org/frontend/fundraiser/pat?src=facebook')}`);
    expect(decodeURIComponent(links.x)).toContain('url=https://walk.org/frontend/fundraiser/pat?src=x');
    expect(decodeURIComponent(links.bluesky)).toContain('https://walk.org/frontend/fundraiser/pat?src=bluesky');
    expect(decodeURIComponent(links.whatsapp)).toContain('https://walk.org/frontend/fundraiser/pat?src=whatsapp');
  });
});
