import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DONATION_MESSAGES, DONOR_SESSION_HEADER, MONTHLY_GIFT_MESSAGES, type DonorMonthlyGift, type DonorSession, type MyGiving } from '@walkfund/domain';
import { jsonResponse, mockFetch, type MockHandler } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyGivingPage } from './my-giving-page.tsx';

const session: DonorSession = { token: 'donor-session-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), email: 'gail@example.com' };
const gift: DonorMonthlyGift = {
  id: 5, amount: 20, coversFees: true, status: 'active', supporting: 'Team Tigers', walker: 'Ann Smith', startedOn: '2026-04-29', nextChargeOn: '2026-06-29',
  monthsGiven: 2, totalGiven: 41.4, card: { type: 'card', brand: 'visa', last4: '4242' }, failureMessage: null, provider: 'test',
};
const giving = (monthlyGifts: DonorMonthlyGift[]): MyGiving => ({ email: 'gail@example.com', statementYears: [], gifts: [], monthlyGifts });

/** The donor page with a session, answering GET /v1/my-giving with `page()` and the rest with `handler`. */
function openPage(page: () => MyGiving, handler: MockHandler = () => undefined) {
  window.sessionStorage.setItem('walkfund.donor-session', JSON.stringify(session));
  const mock = mockFetch((r) => (r.method === 'GET' && r.path === '/v1/my-giving' ? jsonResponse(page()) : handler(r)));
  renderRoutes([{ path: '/frontend/my-giving', element: <MyGivingPage /> }], '/frontend/my-giving');
  return mock;
}

const card = async (name = /^\$20\.00 each month to Team Tigers/) => within(await screen.findByRole('article', { name }));
const donorHeaderOf = (fetchMock: ReturnType<typeof mockFetch>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new Headers((init as RequestInit | undefined)?.headers).get(DONOR_SESSION_HEADER));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('monthly gifts on the donor’s page (docs/features/monthly-gifts.md)', () => {
  it('lists each monthly gift: amount, to whom, status, next charge, months given, total and card', async () => {
    openPage(() => giving([gift, { ...gift, id: 6, amount: 15, supporting: 'Tulsa event', walker: null, status: 'cancelled', nextChargeOn: null, card: null }]));
    expect(await screen.findByRole('heading', { name: 'Monthly gifts' })).toBeTruthy();
    const active = await card();
    expect(active.getByText('Active')).toBeTruthy();
    expect(active.getByText('Credited to Ann Smith')).toBeTruthy();
    expect(active.getByText('Next gift on June 29, 2026')).toBeTruthy();
    expect(active.getByText(/in all/).textContent).toBe('Given 2 months, $41.40 in all');
    expect(active.getByText('Card: Visa •••• 4242')).toBeTruthy();
    const cancelled = await card(/^\$15\.00 each month to the Tulsa event/);
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    // A cancelled gift has no controls.
    expect(cancelled.queryByRole('button')).toBeNull();
  });

  it('changes the amount with the domain’s rule, in the donor’s session, and shows the answer', async () => {
    const user = userEvent.setup();
    let amount = 20;
    const { calls, fetchMock } = openPage(
      () => giving([{ ...gift, amount }]),
      (r) => {
        if (r.method !== 'PATCH' || r.path !== '/v1/my-giving/monthly-gifts/5') return undefined;
        amount = (r.body as { amount: number }).amount;
        return jsonResponse({ ...gift, amount });
      },
    );
    await user.click((await card()).getByRole('button', { name: 'Change amount' }));
    const form = screen.getByRole('form', { name: 'Change the monthly amount' });
    const field = within(form).getByRole('textbox', { name: /New monthly amount/ });
    await user.clear(field);
    await user.type(field, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Save amount' }));
    expect(within(form).getByText(DONATION_MESSAGES.wholeDollars)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(form).getByRole('button', { name: 'Save amount' }));
    expect(within(form).getByText(DONATION_MESSAGES.minimum)).toBeTruthy();
    expect(calls('PATCH', '/v1/my-giving/monthly-gifts/5')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '15');
    await user.click(within(form).getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByRole('article', { name: /^\$15\.00 each month to Team Tigers/ })).toBeTruthy();
    expect(calls('PATCH', '/v1/my-giving/monthly-gifts/5')[0]?.body).toEqual({ amount: 15 });
    expect(calls('PATCH', '/v1/my-giving/monthly-gifts/5')[0]?.authorization).toBeNull();
    expect(donorHeaderOf(fetchMock, '/v1/my-giving/monthly-gifts/5')).toEqual(['donor-session-token']);
    expect(await screen.findByText('From now on you give $15.00 each month. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change the monthly amount' })).toBeNull();
  });

  it('pauses and resumes', async () => {
    const user = userEvent.setup();
    let status: DonorMonthlyGift['status'] = 'active';
    const { calls } = openPage(
      () => giving([{ ...gift, status, nextChargeOn: status === 'active' ? gift.nextChargeOn : null }]),
      (r) => {
        const action = /^\/v1\/my-giving\/monthly-gifts\/5\/(pause|resume)$/.exec(r.path)?.[1];
        if (r.method !== 'POST' || !action) return undefined;
        status = action === 'pause' ? 'paused' : 'active';
        return jsonResponse({ ...gift, status, nextChargeOn: status === 'active' ? '2026-07-29' : null });
      },
    );
    await user.click((await card()).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Nothing is charged until you resume it.')).toBeTruthy();
    expect((await card()).getByText('Paused')).toBeTruthy();
    expect((await card()).getByText('Paused: nothing is charged until you resume it.')).toBeTruthy();
    await user.click((await card()).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Thank you! The next gift is on July 29, 2026.')).toBeTruthy();
    expect(calls('POST', '/v1/my-giving/monthly-gifts/5/pause')).toHaveLength(1);
    expect(calls('POST', '/v1/my-giving/monthly-gifts/5/resume')).toHaveLength(1);
  });

  it('cancels only after asking', async () => {
    let status: DonorMonthlyGift['status'] = 'active';
    const { calls } = openPage(
      () => giving([{ ...gift, status }]),
      (r) => {
        if (r.method !== 'POST' || r.path !== '/v1/my-giving/monthly-gifts/5/cancel') return undefined;
        status = 'cancelled';
        return jsonResponse({ ...gift, status, nextChargeOn: null });
      },
    );
    fireEvent.click((await card()).getByRole('button', { name: 'Cancel gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your monthly gift?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my gift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', '/v1/my-giving/monthly-gifts/5/cancel')).toHaveLength(0);

    fireEvent.click((await card()).getByRole('button', { name: 'Cancel gift' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel monthly gift' }));
    expect(await screen.findByText('Thank you for every month you gave.')).toBeTruthy();
    await waitFor(async () => expect((await card()).getByText('Cancelled')).toBeTruthy());
    expect(calls('POST', '/v1/my-giving/monthly-gifts/5/cancel')).toHaveLength(1);
  });

  it('updates the card of a failed gift with the test card form, which resumes it', async () => {
    const user = userEvent.setup();
    const updated: DonorMonthlyGift = { ...gift, card: { type: 'card', brand: 'mastercard', last4: '4444' } };
    let failed = true;
    const { calls } = openPage(
      () => giving([failed ? { ...gift, status: 'failed', nextChargeOn: null, failureMessage: 'Your card was declined.' } : updated]),
      (r) => {
        if (r.method !== 'POST' || r.path !== '/v1/my-giving/monthly-gifts/5/card') return undefined;
        failed = false;
        return jsonResponse(updated);
      },
    );
    const failing = await card();
    expect(failing.getByText('Payment failed')).toBeTruthy();
    expect(failing.getByText(/Your card was declined\. Update the card to keep your gift going\./)).toBeTruthy();
    await user.click(failing.getByRole('button', { name: 'Update card' }));
    const form = screen.getByRole('form', { name: 'Update the card' });
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(within(form).getByRole('alert')).toBeTruthy();
    expect(calls('POST', '/v1/my-giving/monthly-gifts/5/card')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Card number'), '5555555555554444');
    await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '1239');
    await user.type(within(form).getByLabelText('CVC'), '123');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(MONTHLY_GIFT_MESSAGES.cardSaved)).toBeTruthy();
    expect(calls('POST', '/v1/my-giving/monthly-gifts/5/card')[0]?.body).toEqual({ testCard: { number: '5555555555554444', expMonth: 12, expYear: 39, cvc: '123' } });
    await waitFor(async () => expect((await card()).getByText('Card: Mastercard •••• 4444')).toBeTruthy());
    expect((await card()).getByText('Active')).toBeTruthy();
  });

  it('says why a change was refused, in words', async () => {
    const user = userEvent.setup();
    openPage(
      () => giving([gift]),
      (r) => (r.method === 'POST' && r.path === '/v1/my-giving/monthly-gifts/5/pause' ? jsonResponse({ code: 404, message: MONTHLY_GIFT_MESSAGES.notFound }, 404) : undefined),
    );
    await user.click((await card()).getByRole('button', { name: 'Pause' }));
    expect(((await card()).getByRole('alert')).textContent).toBe(MONTHLY_GIFT_MESSAGES.notFound);
  });
});
