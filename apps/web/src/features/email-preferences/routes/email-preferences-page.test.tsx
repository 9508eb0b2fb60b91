import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { EMAIL_PREFERENCES_MESSAGES, type EmailPreferences, type EmailPreferencesUpdate } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EmailPreferencesPage, preferencesTokenFromFragment } from './email-preferences-page.tsx';

const saved: EmailPreferences = { email: 'wa***@example.com', list: 'coaching', coaching: true, teamNews: true };

function openLink(url: string, lookup: Response = jsonResponse(saved)) {
  const api = mockFetch((r) => {
    if (r.path === '/v1/email-preferences/lookup') return lookup;
    if (r.path === '/v1/email-preferences' && r.method === 'PUT') {
      const { coaching, teamNews } = r.body as EmailPreferencesUpdate;
      return jsonResponse({ ...saved, coaching, teamNews });
    }
    return undefined;
  });
  window.history.replaceState(null, '', url);
  renderRoutes([{ path: '/frontend/email-preferences', element: <EmailPreferencesPage /> }], url);
  return api;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the email preferences page (docs/features/coaching.md)', () => {
  it('reads the token from the fragment', () => {
    expect(preferencesTokenFromFragment('#token=12.c.abc_DEF-1')).toBe('12.c.abc_DEF-1');
    expect(preferencesTokenFromFragment('')).toBeNull();
  });

  it('shows both lists for the address, without signing in, and saves the choice', async () => {
    const api = openLink('/frontend/email-preferences#token=12.c.signature');
    expect(window.location.hash).toBe('');
    const coaching = await screen.findByRole('checkbox', { name: /Coaching/ });
    expect(screen.getByText('wa***@example.com')).toBeTruthy();
    expect((coaching as HTMLInputElement).checked).toBe(true);
    expect(api.calls('POST', '/v1/email-preferences/lookup')[0]?.body).toEqual({ token: '12.c.signature' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await userEvent.setup().click(coaching);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save my preferences' }));
    expect(await screen.findByText(EMAIL_PREFERENCES_MESSAGES.saved)).toBeTruthy();
    await waitFor(() => expect(api.calls('PUT', '/v1/email-preferences')).toHaveLength(1));
    expect(api.calls('PUT', '/v1/email-preferences')[0]!.body).toEqual({ token: '12.c.signature', coaching: false, teamNews: true });
  });

  it('says so when the link is not valid', async () => {
    openLink('/frontend/email-preferences#token=bad', jsonResponse({ code: 404, message: EMAIL_PREFERENCES_MESSAGES.linkInvalid }, 404));
    expect(await screen.findByText(EMAIL_PREFERENCES_MESSAGES.linkInvalid)).toBeTruthy();
  });
});
