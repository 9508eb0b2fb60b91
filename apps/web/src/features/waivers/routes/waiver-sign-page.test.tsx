import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { WAIVER_MESSAGES, type WaiverLinkLookup } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { WaiverSignPage, waiverTokenFromFragment } from './waiver-sign-page.tsx';

const lookup: WaiverLinkLookup = {
  firstName: 'Mia', eventCity: 'Oklahoma City', kind: 'walk', minorKnown: false, waiver: { id: 7, version: 2, body: '<p>I walk at my own <b>risk</b>.</p>' },
};

function openLink(url: string, answers: { lookup?: Response; sign?: Response } = {}) {
  const api = mockFetch((r) => {
    if (r.path === '/v1/waiver-links/lookup') return answers.lookup ?? jsonResponse(lookup);
    if (r.path === '/v1/waiver-links/sign') return answers.sign ?? jsonResponse({ message: WAIVER_MESSAGES.signed });
    return undefined;
  });
  window.history.replaceState(null, '', url);
  renderRoutes([{ path: '/frontend/waiver', element: <WaiverSignPage /> }], url);
  return api;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the waiver signing page', () => {
  it('reads the token from the fragment', () => {
    expect(waiverTokenFromFragment('#token=abc_DEF-1')).toBe('abc_DEF-1');
    expect(waiverTokenFromFragment('')).toBeNull();
  });

  it('takes the token out of the address bar, shows the text, and signs with the typed name', async () => {
    const api = openLink('/frontend/waiver#token=secret-token');
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('heading', { name: 'Oklahoma City Walk waiver' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Waiver text' }).innerHTML).toContain('<b>risk</b>');
    expect(api.calls('POST', '/v1/waiver-links/lookup')[0]?.body).toEqual({ token: 'secret-token' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign the waiver' }));
    expect(await screen.findByText(WAIVER_MESSAGES.signedNameRequired)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Under 18 on the event day'));
    await userEvent.type(screen.getByLabelText(/Type your full name to sign/), 'Mia Member');
    await userEvent.click(screen.getByRole('button', { name: 'Sign the waiver' }));
    expect(await screen.findByText(WAIVER_MESSAGES.guardianRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Parent or guardian/), 'Pat Parent');
    await userEvent.click(screen.getByRole('button', { name: 'Sign the waiver' }));
    expect(await screen.findByText(WAIVER_MESSAGES.signed)).toBeTruthy();
    expect(api.calls('POST', '/v1/waiver-links/sign')[0]?.body).toEqual({
      token: 'secret-token', acceptance: { waiverId: 7, signedName: 'Mia Member', minor: true, guardianName: 'Pat Parent' },
    });
  });

  it('says the link no longer works when it was used or expired, and without a token', async () => {
    openLink('/frontend/waiver#token=used', { lookup: jsonResponse({ code: 410, message: WAIVER_MESSAGES.linkInvalid }, 410) });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WAIVER_MESSAGES.linkInvalid));
  });
});
