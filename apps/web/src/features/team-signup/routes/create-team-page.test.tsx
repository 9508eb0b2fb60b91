import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { FIELD_MESSAGES } from '@walkfund/domain';
import { mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { CreateTeamPage } from './create-team-page.tsx';

const PATH = '/frontend/create-a-team';

function renderPage() {
  return renderRoute(
    <>
      <Notifications />
      <CreateTeamPage />
    </>,
    { path: PATH },
  );
}

beforeEach(() => {
  resetPublicStores();
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Create a team, captain step', () => {
  it('shows the field errors, not "We failed to create your team!", when Next is pressed before anything was sent', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /First name/ })));
    expect(screen.queryByText('We failed to create your team!')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says the password rule once, as the hint or as the error', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderPage();
    expect(screen.getAllByText(FIELD_MESSAGES.passwordRule)).toHaveLength(1);
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.tab();
    // Before: the hint and the error, the same sentence twice.
    await waitFor(() => expect(screen.getByText(FIELD_MESSAGES.passwordRule).id).toMatch(/-error$/));
    expect(screen.getAllByText(FIELD_MESSAGES.passwordRule)).toHaveLength(1);
  });
});
