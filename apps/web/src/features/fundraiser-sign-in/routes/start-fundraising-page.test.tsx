import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUNDRAISER_MESSAGES } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { StartFundraisingPage } from './start-fundraising-page.tsx';

const routes = [{ path: '/frontend/start-fundraising', element: <StartFundraisingPage /> }];

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
}

describe('StartFundraisingPage', () => {
  it("sends the email and shows the answer's message, with the focus on it", async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/fundraisers/sign-in-link' ? jsonResponse({ message: FUNDRAISER_MESSAGES.linkSent }) : undefined));
    renderRoutes(routes, '/frontend/start-fundraising');
    expect(screen.getByRole('heading', { name: 'Start fundraising' })).toBeTruthy();
    await ask(' Walker@Example.com ');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(FUNDRAISER_MESSAGES.linkSent);
    await waitFor(() => expect(document.activeElement).toBe(status.parentElement));
    expect(calls('POST', '/v1/fundraisers/sign-in-link')[0]?.body).toEqual({ email: 'walker@example.com' });
  });

  it("shows the domain's email message and sends nothing for an invalid email", async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, '/frontend/start-fundraising');
    await ask('not-an-email');
    expect(await screen.findByText('Must be a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(calls('POST', '/v1/fundraisers/sign-in-link')).toHaveLength(0);
  });

  it("shows the server's refusal (too many requests)", async () => {
    mockFetch((r) => (r.path === '/v1/fundraisers/sign-in-link' ? jsonResponse({ code: 429, message: 'Too many requests. Try again later.' }, 429) : undefined));
    renderRoutes(routes, '/frontend/start-fundraising');
    await ask('walker@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again later.');
  });
});
