import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUNDRAISER_MESSAGES, type MyPage as MyPageAnswer } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { emptyResponse, jsonResponse, mockFetch, type MockHandler } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildGift, buildMyPage, clearToasts } from '../testing/my-page-fixtures.ts';
import { MyPage } from './my-page.tsx';

afterEach(clearToasts);

/** Serves GET and PATCH /v1/my/page from one page that PATCH updates, plus `handler` first. */
function serveMyPage(initial: MyPageAnswer = buildMyPage(), handler: MockHandler = () => undefined) {
  let page = initial;
  const mock = mockFetch(async (request) => {
    const answer = await handler(request);
    if (answer) return answer;
    if (request.path !== '/v1/my/page') return undefined;
    if (request.method === 'GET') return jsonResponse(page);
    if (request.method === 'PATCH') {
      page = { ...page, ...(request.body as Partial<MyPageAnswer>) };
      return jsonResponse(page);
    }
    return undefined;
  });
  return { ...mock, setPage: (next: MyPageAnswer) => (page = next) };
}

function renderMyPage() {
  signInAs({ role: 'participant', user: { team: null } });
  return renderRoutes([{ path: '/my-page', element: <MyPage /> }], '/my-page');
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('My Page', () => {
  it('shows progress, the share link, the switches and the gifts', async () => {
    serveMyPage();
    renderMyPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Page' })).toBeTruthy();
    expect(screen.getByText('Pat Walker · Blue Walkers · 2025')).toBeTruthy();
    expect(screen.getByText('$250.00')).toBeTruthy();
    expect(screen.getByText('of $500.00 goal')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '$250.00 raised of your $500.00 goal' }).getAttribute('aria-valuenow')).toBe('50');
    expect((screen.getByLabelText('Your page link') as HTMLInputElement).value).toBe(`${window.location.origin}/frontend/fundraiser/pat-walker?src=copy`);
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my page' }).getAttribute('href')).toBe('/frontend/fundraiser/pat-walker');
    expect((screen.getByRole('switch', { name: /^My page is on/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Show my name and amount on leaderboards/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: /Upload My Photo/ })).toBeTruthy();
    // The password card only for an account without one; the leaderboard question only until answered.
    expect(screen.queryByRole('form', { name: 'Choose a password' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Show you on the leaderboard?' })).toBeNull();
    expect(screen.queryByText(FUNDRAISER_MESSAGES.pagesOff, { exact: false })).toBeNull();

    const gifts = screen.getByRole('table', { name: 'Your gifts' });
    const carla = rowOf(gifts, 'Carla Diaz');
    expect(within(carla).getByText('$50.00')).toBeTruthy();
    expect(within(carla).getByText('Apr 5, 2025')).toBeTruthy();
    expect(within(carla).getByText('Go Pat!')).toBeTruthy();
    expect(within(carla).getByRole('button', { name: 'Say thanks to Carla Diaz' }).hasAttribute('disabled')).toBe(false);
    const anonymous = rowOf(gifts, 'Anonymous');
    expect(within(anonymous).getByText('Hidden')).toBeTruthy();
    expect(within(anonymous).getByRole('button', { name: 'Say thanks to Anonymous' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf(gifts, 'Dana Tran')).getByText('Thanked Apr 7, 2025')).toBeTruthy();
  });

  it('saves only the changed goal and shows the saved page', async () => {
    const { calls } = serveMyPage();
    renderMyPage();
    const user = userEvent.setup();
    const goal = await screen.findByRole('textbox', { name: 'My goal' });
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.clear(goal);
    await user.type(goal, '750');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(1));
    expect(calls('PATCH', '/v1/my/page')[0]?.body).toEqual({ goal: 750 });
    expect(await screen.findByText(FUNDRAISER_MESSAGES.pageSaved)).toBeTruthy();
    expect(await screen.findByText('of $750.00 goal')).toBeTruthy();
  });

  it('saves the story written in the editor', async () => {
    const { calls } = serveMyPage();
    renderMyPage();
    const editor = await screen.findByRole('textbox', { name: 'My story' });
    // jsdom cannot type into contenteditable: drive the editor through its view (as the editor's own test does).
    const view = (editor as HTMLElement & { editor?: { commands: { setContent: (c: string, o: { emitUpdate: boolean }) => void } } }).editor;
    act(() => view!.commands.setContent('<p>Walking for <strong>Sam</strong>.</p>', { emitUpdate: true }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(1));
    expect(calls('PATCH', '/v1/my/page')[0]?.body).toEqual({ story: '<p>Walking for <strong>Sam</strong>.</p>' });
  });

  it("shows the domain's goal messages and sends nothing while the goal is wrong", async () => {
    const { calls } = serveMyPage();
    renderMyPage();
    const user = userEvent.setup();
    const goal = await screen.findByRole('textbox', { name: 'My goal' });
    await user.clear(goal);
    await user.type(goal, '5');
    expect(await screen.findByText(FUNDRAISER_MESSAGES.goalMin)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.clear(goal);
    await user.type(goal, '12.5');
    expect(await screen.findByText(FUNDRAISER_MESSAGES.goalWhole)).toBeTruthy();
    await user.type(goal, '{Enter}');
    expect(calls('PATCH', '/v1/my/page')).toHaveLength(0);
  });

  it('turns the page off and leaderboards off, each saved at once', async () => {
    const { calls } = serveMyPage();
    renderMyPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^My page is on/ }));
    await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(1));
    expect(calls('PATCH', '/v1/my/page')[0]?.body).toEqual({ pageOn: false });
    await waitFor(() => expect((screen.getByRole('switch', { name: /^My page is off/ }) as HTMLInputElement).checked).toBe(false));
    // An off page is not shown: the link opens the team's page.
    expect(screen.queryByRole('link', { name: 'View my page' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: /^Show my name and amount on leaderboards/ }));
    await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(2));
    expect(calls('PATCH', '/v1/my/page')[1]?.body).toEqual({ showOnLeaderboards: false });
  });

  describe('the leaderboard question', () => {
    const leaderboardSwitch = () => screen.getByRole('switch', { name: /^Show my name and amount on leaderboards/ }) as HTMLInputElement;

    it('asks a walker who has not chosen, with the switch off, and saves a yes', async () => {
      const { calls } = serveMyPage(buildMyPage({ showOnLeaderboards: null }));
      renderMyPage();
      const prompt = await screen.findByRole('region', { name: 'Show you on the leaderboard?' });
      expect(leaderboardSwitch().checked).toBe(false);
      await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Yes, show me' }));
      await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(1));
      expect(calls('PATCH', '/v1/my/page')[0]?.body).toEqual({ showOnLeaderboards: true });
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Show you on the leaderboard?' })).toBeNull());
      expect(leaderboardSwitch().checked).toBe(true);
    });

    it('saves a no and does not ask again', async () => {
      const { calls } = serveMyPage(buildMyPage({ showOnLeaderboards: null }));
      renderMyPage();
      const prompt = await screen.findByRole('region', { name: 'Show you on the leaderboard?' });
      await userEvent.setup().click(within(prompt).getByRole('button', { name: 'No, thanks' }));
      await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(1));
      expect(calls('PATCH', '/v1/my/page')[0]?.body).toEqual({ showOnLeaderboards: false });
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Show you on the leaderboard?' })).toBeNull());
      expect(leaderboardSwitch().checked).toBe(false);
    });

    it("keeps the question when the save fails, with the server's message", async () => {
      serveMyPage(buildMyPage({ showOnLeaderboards: null }), (r) =>
        r.method === 'PATCH' ? jsonResponse({ code: 404, message: FUNDRAISER_MESSAGES.notOnTeam }, 404) : undefined,
      );
      renderMyPage();
      const prompt = await screen.findByRole('region', { name: 'Show you on the leaderboard?' });
      await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Yes, show me' }));
      expect(await screen.findByText(FUNDRAISER_MESSAGES.notOnTeam)).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Show you on the leaderboard?' })).toBeTruthy();
    });
  });

  it('disables the page switch with the reason when an admin hid the page', async () => {
    serveMyPage(buildMyPage({ hiddenByAdmin: true }));
    renderMyPage();
    const toggle = await screen.findByRole('switch', { name: /^My page is off/ });
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(FUNDRAISER_MESSAGES.hiddenByAdmin)).toBeTruthy();
  });

  it('uploads a photo (the team image purpose) and saves its URL, and removes it', async () => {
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const { calls } = serveMyPage(buildMyPage(), (r) => (r.method === 'POST' && r.path === '/v1/uploads' ? jsonResponse({ url }, 201) : undefined));
    renderMyPage();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Upload My Photo'), new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(1));
    expect(calls('PATCH', '/v1/my/page')[0]?.body).toEqual({ imageUrl: url });
    expect((await screen.findByRole('img', { name: 'Photo of Pat Walker' })).getAttribute('src')).toBe(url);
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    await waitFor(() => expect(calls('PATCH', '/v1/my/page')).toHaveLength(2));
    expect(calls('PATCH', '/v1/my/page')[1]?.body).toEqual({ imageUrl: null });
  });

  it('says thanks with one click, then shows the gift as thanked', async () => {
    const thankedAt = '2025-04-08T15:00:00.000Z';
    const mock = serveMyPage(buildMyPage(), (r) => {
      if (r.method === 'POST' && r.path === '/v1/my/page/gifts/77/thank-you') {
        mock.setPage(buildMyPage({ gifts: [buildGift({ thankedAt, canThank: false })] }));
        return jsonResponse({ message: FUNDRAISER_MESSAGES.thanked });
      }
      return undefined;
    });
    renderMyPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Say thanks to Carla Diaz' }));
    expect(await screen.findByText(FUNDRAISER_MESSAGES.thanked)).toBeTruthy();
    expect(await screen.findByText('Thanked Apr 8, 2025')).toBeTruthy();
    expect(mock.calls('POST', '/v1/my/page/gifts/77/thank-you')).toHaveLength(1);
  });

  it("shows the server's refusal of a thank-you", async () => {
    serveMyPage(buildMyPage(), (r) =>
      r.path === '/v1/my/page/gifts/77/thank-you' ? jsonResponse({ code: 409, message: FUNDRAISER_MESSAGES.alreadyThanked }, 409) : undefined,
    );
    renderMyPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Say thanks to Carla Diaz' }));
    expect(await screen.findByText(FUNDRAISER_MESSAGES.alreadyThanked)).toBeTruthy();
  });

  it('offers a password to an account without one: checked with the domain rule, then sent', async () => {
    const { calls } = serveMyPage(buildMyPage({ hasPassword: false }), (r) =>
      r.method === 'PUT' && r.path === '/v1/my/password' ? emptyResponse(204) : undefined,
    );
    renderMyPage();
    const form = await screen.findByRole('form', { name: 'Choose a password' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Password/), 'Newpass#1');
    await user.type(within(form).getByLabelText(/^Confirm Password/), 'Newpass#2');
    await user.click(within(form).getByRole('button', { name: 'Save Password' }));
    expect(await within(form).findByText('Passwords must match.')).toBeTruthy();
    expect(calls('PUT', '/v1/my/password')).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^Confirm Password/));
    await user.type(within(form).getByLabelText(/^Confirm Password/), 'Newpass#1');
    await user.click(within(form).getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(calls('PUT', '/v1/my/password')).toHaveLength(1));
    expect(calls('PUT', '/v1/my/password')[0]?.body).toEqual({ password: 'Newpass#1' });
    expect(await screen.findByText(FUNDRAISER_MESSAGES.passwordChosen)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Choose a password' })).toBeNull());
  });

  it('tells kindly when personal pages are off for the event', async () => {
    serveMyPage(buildMyPage({ pagesEnabled: false }));
    renderMyPage();
    expect(await screen.findByText(FUNDRAISER_MESSAGES.pagesOff, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View my page' })).toBeNull();
  });

  it('shows a friendly empty state when the member is not on a team this year', async () => {
    serveMyPage(buildMyPage(), (r) => (r.path === '/v1/my/page' ? jsonResponse({ code: 404, message: FUNDRAISER_MESSAGES.notOnTeam }, 404) : undefined));
    renderMyPage();
    expect(await screen.findByText(FUNDRAISER_MESSAGES.notOnTeam)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join a Team' }).getAttribute('href')).toBe('/frontend/join');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the bank transfers on their way as pending, apart from the totals (docs/features/payment-methods.md)', async () => {
    const gift = { id: 9, amount: 100.8, donationAmount: 100, donorFirstName: 'Dana', team: { id: 7, name: 'Blue Walkers' }, fundraiser: null, method: 'us_bank_account' as const, createdAt: '2025-04-05T15:00:00.000Z' };
    serveMyPage(buildMyPage(), (r) => (r.path === '/v1/payment/pending/mine' ? jsonResponse({ walker: [gift], team: [] }) : undefined));
    renderMyPage();
    const card = await screen.findByRole('region', { name: 'On their way' });
    expect(within(card).getByText('$100.00 by bank transfer from Dana, on its way')).toBeTruthy();
    expect(within(card).getByText(/count in your totals once they clear/)).toBeTruthy();
  });
});
