import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AskKit } from './ask-kit.tsx';
import { TeamPosterCard } from './team-poster-card.tsx';

const page = {
  personId: 5,
  firstName: 'Pat',
  slug: 'pat-walker',
  goal: 500,
  story: '<p>I walk for my brother <b>Sam</b>. He loves the park.</p>',
  team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa' },
};
const pageUrl = `${window.location.origin}/frontend/fundraiser/pat-walker`;

function renderKit() {
  signInAs({ role: 'participant', user: { team: null } });
  return renderRoutes([{ path: '/my-page', element: <AskKit page={page} /> }], '/my-page');
}

function serveSources(bySource: { source: string | null; gifts: number; amount: number }[] = []) {
  return mockFetch((r) => (r.path === '/v1/ask-kit/walkers/5/sources' ? jsonResponse({ year: 2025, bySource }) : undefined));
}

/** The `src` and the text of a share link (the body, text or u parameter), decoded. */
function linkParts(href: string) {
  const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  const text = query.get('body') ?? query.get('text') ?? '';
  const link = query.get('u') ?? query.get('url') ?? /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return { text, link };
}

afterEach(() => vi.unstubAllGlobals());

/**
 * The names of the files handed to the browser to save: jsdom has no createObjectURL, and a
 * clicked download link navigates nowhere, so the click only notes the link's name.
 */
function captureSaves(): string[] {
  const saved: string[] = [];
  const originals = (['createObjectURL', 'revokeObjectURL'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:kit' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    click.mockRestore();
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });
  return saved;
}

describe('the ask kit on My Page', () => {
  it("writes the ask from the walker's story and goal, and every way of sending it carries its source", async () => {
    serveSources();
    renderKit();
    const box = (await screen.findByLabelText('Your message')) as HTMLTextAreaElement;
    expect(box.value).toContain("I'm walking with Blue Walkers this year, and I have set myself a goal of raising $500.");
    expect(box.value).toContain('I walk for my brother Sam.');

    const send = screen.getByRole('group', { name: 'Send it' });
    const href = (name: string) => within(send).getByRole('link', { name }).getAttribute('href')!;
    expect(href('Email')).toMatch(/^mailto:\?subject=/);
    expect(new URLSearchParams(href('Email').slice('mailto:?'.length)).get('subject')).toBe('Pat is walking: will you support me?');
    expect(href('Text Message')).toMatch(/^sms:\?&body=/);
    expect(href('WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(href('Facebook')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(href('X')).toMatch(/^https:\/\/x\.com\/intent\/post\?/);
    expect(href('Bluesky')).toMatch(/^https:\/\/bsky\.app\/intent\/compose\?text=/);
    const sources = { Email: 'email', 'Text Message': 'sms', WhatsApp: 'whatsapp', Facebook: 'facebook', X: 'x', Bluesky: 'bluesky' };
    for (const [name, source] of Object.entries(sources)) expect(linkParts(href(name)).link, name).toBe(`${pageUrl}?src=${source}`);
    // The phone's own apps open in place; the share pages in a new tab.
    expect(within(send).getByRole('link', { name: 'Email' }).getAttribute('target')).toBeNull();
    expect(within(send).getByRole('link', { name: 'WhatsApp' }).getAttribute('target')).toBe('_blank');
  });

  it('sends the message as the walker edited it, and starts over from the story', async () => {
    serveSources();
    renderKit();
    const box = (await screen.findByLabelText('Your message')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Aunt May, would you sponsor my walk?' } });
    const send = screen.getByRole('group', { name: 'Send it' });
    const email = within(send).getByRole('link', { name: 'Email' }).getAttribute('href')!;
    expect(linkParts(email).text).toBe(`Aunt May, would you sponsor my walk?\n\n${pageUrl}?src=email`);
    expect(linkParts(within(send).getByRole('link', { name: 'Text Message' }).getAttribute('href')!).text).toBe(
      `Aunt May, would you sponsor my walk?\n\n${pageUrl}?src=sms`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Over From My Story' }));
    expect(box.value).toContain('I walk for my brother Sam.');
  });

  it("offers the phone's share sheet only where there is one, with the share source", async () => {
    serveSources();
    const view = renderKit();
    await screen.findByLabelText('Your message');
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    view.unmount();

    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    serveSources();
    renderKit();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${pageUrl}?src=share`, title: 'Pat is walking: will you support me?' }));
  });

  it('shows where gifts came from, most raised first', async () => {
    serveSources([
      { source: 'poster', gifts: 2, amount: 65 },
      { source: null, gifts: 1, amount: 20 },
    ]);
    renderKit();
    const table = await screen.findByRole('table', { name: 'Gifts by source' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Poster2$65.00', 'Direct or unknown1$20.00']);
  });

  it('says so kindly before any gift', async () => {
    serveSources([]);
    renderKit();
    expect(await screen.findByText(/No gifts yet\. When someone gives through one of your links/)).toBeTruthy();
  });

  it('downloads the poster and says what went wrong when it cannot', async () => {
    const saved = captureSaves();
    let fail = false;
    const { calls } = mockFetch((r) => {
      if (r.path === '/v1/ask-kit/walkers/5/sources') return jsonResponse({ year: 2025, bySource: [] });
      if (r.path === '/v1/ask-kit/walkers/5/poster') {
        return fail ? jsonResponse({ code: 429, message: 'Too many requests.' }, 429) : new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
      }
      return undefined;
    });
    renderKit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Poster (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['poster-pat-walker.pdf']));
    expect(calls('GET', '/v1/ask-kit/walkers/5/poster')[0]?.authorization).toMatch(/^Bearer /);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download Poster (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests.');
  });
});

describe("the captain's team poster", () => {
  it("downloads the team's poster and QR code", async () => {
    const saved = captureSaves();
    mockFetch((r) => (r.path.startsWith('/v1/ask-kit/teams/11/') ? new Response(new Blob(['x'])) : undefined));
    signInAs({ role: 'captain' });
    renderRoutes([{ path: '/', element: <TeamPosterCard team={{ id: 11, slug: 'blue-walkers' }} /> }], '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download Team Poster (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['team-poster-blue-walkers.pdf']));
    await user.click(screen.getByRole('button', { name: 'Download Team QR Code (PNG)' }));
    await waitFor(() => expect(saved).toEqual(['team-poster-blue-walkers.pdf', 'team-qr-blue-walkers.png']));
  });
});
