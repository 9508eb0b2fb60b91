import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { TOASTS, type AdminFundraiserPage, type FundraiserModeration } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildPersonView } from '../testing.ts';
import { ParticipantEditPage } from './participant-edit-page.tsx';

afterEach(() => notifications.clean());

const PAGE_PATH = '/v1/fundraisers/people/5';
const person = buildPersonView({
  team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa', year: 2025, active: true },
  fundraising: { raised: 150.5, goal: 500, page: 'on', slug: 'pat-walker', invitedAt: null },
});
const storedPage: AdminFundraiserPage = {
  personId: 5, slug: 'pat-walker', page: 'on', story: '<p>I walk for my <strong>brother</strong>.</p>', imageUrl: '/uploads/pat.webp', goal: 500,
  raised: 150.5, team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa' },
};

/** Serves the person and their page; PATCH applies the moderation as the server would, or answers `refuse`. */
function serve(page: AdminFundraiserPage | null, refuse?: Response) {
  let current = page;
  return mockFetch((r) => {
    if (r.path === '/v1/persons/5' && r.method === 'GET') return jsonResponse(person);
    if (r.path !== PAGE_PATH) return undefined;
    if (!current) return jsonResponse({ code: 404, message: 'This person has no fundraising page yet.' }, 404);
    if (r.method === 'GET') return jsonResponse(current);
    if (r.method === 'PATCH') {
      if (refuse) return refuse;
      const changes = r.body as FundraiserModeration;
      const hidden = changes.hiddenByAdmin ?? current.page === 'hidden';
      current = {
        ...current,
        story: changes.story ?? current.story,
        imageUrl: changes.imageUrl === undefined ? current.imageUrl : changes.imageUrl,
        page: hidden ? 'hidden' : 'on',
      };
      return jsonResponse(current);
    }
    return undefined;
  });
}

async function openCard() {
  signInAs({ role: 'admin' });
  renderRoutes([{ path: '/participants/:id', element: <ParticipantEditPage /> }], '/participants/5');
  return within(await screen.findByRole('region', { name: 'Fundraising page' }));
}

const patches = (calls: ReturnType<typeof serve>['calls']) => calls('PATCH', PAGE_PATH).map((r) => r.body);

describe('/participants/{id}: the fundraising page card (admin)', () => {
  it('shows raised against goal, the status, the team and a link to the public page', async () => {
    serve(storedPage);
    const card = await openCard();
    expect(card.getByText('$150.50 of $500.00')).toBeTruthy();
    expect(card.getByText('On')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Blue Walkers' }).getAttribute('href')).toBe('/team/11');
    expect(card.getByRole('link', { name: 'View page' }).getAttribute('href')).toBe('/frontend/fundraiser/pat-walker');
    expect(within(card.getByRole('textbox', { name: 'Story' })).getByText('brother').tagName).toBe('STRONG');
    expect(card.getByRole('img', { name: 'Page photo' }).getAttribute('src')).toBe('/uploads/pat.webp');
  });

  it('is not shown for a person without a page', async () => {
    const { calls } = serve(null);
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/participants/:id', element: <ParticipantEditPage /> }], '/participants/5');
    await screen.findByRole('form', { name: 'Participant' });
    await waitFor(() => expect(calls('GET', PAGE_PATH)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Fundraising page' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns the page off and on again with hiddenByAdmin', async () => {
    const { calls } = serve(storedPage);
    const card = await openCard();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Turn page off' }));
    expect(await card.findByText('Hidden by admin')).toBeTruthy();
    expect(await screen.findByText(TOASTS.fundraiserPageUpdated[1])).toBeTruthy();
    expect(card.queryByRole('link', { name: 'View page' })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Turn page on' }));
    expect(await card.findByRole('link', { name: 'View page' })).toBeTruthy();
    expect(patches(calls)).toEqual([{ hiddenByAdmin: true }, { hiddenByAdmin: false }]);
  });

  it('clears the story and removes the photo only once confirmed', async () => {
    const { calls } = serve(storedPage);
    const card = await openCard();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Clear story' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear story' });
    expect(within(dialog).getByText('Clear the story of this page? The walker can write a new one.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patches(calls)).toEqual([]);
    await user.click(card.getByRole('button', { name: 'Clear story' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear story' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear story' }));
    await waitFor(() => expect((card.getByRole('button', { name: 'Clear story' }) as HTMLButtonElement).disabled).toBe(true));
    expect(card.queryByText('brother')).toBeNull();

    await user.click(card.getByRole('button', { name: 'Remove photo' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(card.queryByRole('img', { name: 'Page photo' })).toBeNull());
    expect(patches(calls)).toEqual([{ story: '' }, { imageUrl: null }]);
  });

  it('saves an edited story with the rich-text editor', async () => {
    const { calls } = serve(storedPage);
    const card = await openCard();
    const save = card.getByRole('button', { name: 'Save story' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const editor = card.getByRole('textbox', { name: 'Story' }) as HTMLElement & { editor?: { commands: { setContent: (c: string, o: { emitUpdate: boolean }) => void } } };
    // jsdom cannot type into contenteditable: drive the editor through its DOM's editor view.
    act(() => editor.editor!.commands.setContent('<p>Walking for <em>Sam</em>.</p>', { emitUpdate: true }));
    await userEvent.setup().click(save);
    await waitFor(() => expect(patches(calls)).toEqual([{ story: '<p>Walking for <em>Sam</em>.</p>' }]));
    expect(await screen.findByText(TOASTS.fundraiserPageUpdated[1])).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    serve(storedPage, jsonResponse({ code: 400, message: 'Message must be at most 5000 characters.' }, 400));
    const card = await openCard();
    await userEvent.setup().click(card.getByRole('button', { name: 'Turn page off' }));
    expect(await card.findByText('Message must be at most 5000 characters.')).toBeTruthy();
    expect(await screen.findByText(TOASTS.fundraiserPageUpdateFailed[1])).toBeTruthy();
    expect(card.getByText('On')).toBeTruthy();
  });
});
