import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFUND_MESSAGES } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { TransactionPage } from '../routes/transaction-page.tsx';
import { buildDetail, clearToasts, TRANSACTION_ID } from '../testing/transaction-fixtures.ts';

afterEach(clearToasts);

const refundPath = `/v1/transactions/${TRANSACTION_ID}/refunds`;

async function openRefund(answers: Response[]) {
  const { calls } = mockFetch((r) => {
    if (r.method === 'GET' && r.path === `/v1/transactions/${TRANSACTION_ID}`) return jsonResponse(buildDetail());
    if (r.method === 'POST' && r.path === refundPath) return answers.shift();
    return undefined;
  });
  signInAs({ role: 'admin' });
  renderRoutes([{ path: '/transactions/:id', element: <TransactionPage /> }], `/transactions/${TRANSACTION_ID}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund' });
  return { calls, user, dialog };
}

const refundAnswer = () =>
  jsonResponse(
    { id: 9, transactionId: TRANSACTION_ID, amount: 10, lineItemsAmount: 10, reason: 'Donor asked', status: 'succeeded', source: 'admin', providerRefundId: 'test_re_9', createdAt: '', completedAt: '', createdBy: null, items: [] },
    201,
  );

describe('Refund form', () => {
  it('starts at the remaining amount, checks the form, confirms, and refunds with one idempotency key', async () => {
    const { calls, user, dialog } = await openRefund([refundAnswer()]);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe('$51.75');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText(REFUND_MESSAGES.reasonRequired)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '60');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Donor asked');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText(REFUND_MESSAGES.overRefund(6000, 5175))).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText(REFUND_MESSAGES.confirm(1000))).toBeTruthy();
    expect(calls('POST', refundPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Refund $10.00' }));
    await waitFor(() => expect(calls('POST', refundPath)).toHaveLength(1));
    const body = calls('POST', refundPath)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 10, reason: 'Donor asked', lineItem: null });
    expect(typeof body.idempotencyKey).toBe('string');
    expect(await screen.findByText(REFUND_MESSAGES.refunded[1])).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).toBeNull());
  });

  it('shows the server’s message on failure and retries with the same key', async () => {
    const { calls, user, dialog } = await openRefund([jsonResponse({ code: 502, message: REFUND_MESSAGES.processorUnreachable }, 502), refundAnswer()]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Donor asked');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $51.75' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.processorUnreachable)).toBeTruthy();
    expect(await screen.findByText(REFUND_MESSAGES.refundFailed[1])).toBeTruthy();
    // Back and review again: still the same request.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $51.75' }));
    await waitFor(() => expect(calls('POST', refundPath)).toHaveLength(2));
    const [first, second] = calls('POST', refundPath).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
  });

  it('a changed amount is a new refund with a new key', async () => {
    const { calls, user, dialog } = await openRefund([jsonResponse({ code: 502, message: REFUND_MESSAGES.processorUnreachable }, 502), refundAnswer()]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Donor asked');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $51.75' }));
    await within(dialog).findByText(REFUND_MESSAGES.processorUnreachable);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));
    await waitFor(() => expect(calls('POST', refundPath)).toHaveLength(2));
    const [first, second] = calls('POST', refundPath).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).not.toBe(first);
  });
});
