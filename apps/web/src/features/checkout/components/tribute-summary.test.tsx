import { describe, expect, it } from 'vitest';
import type { TributeView } from '@walkfund/domain';
import { screen, within } from '@testing-library/react';
import { eventSettingsFixture } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildTransactionView } from '../../../test/public-flow/fixtures.ts';
import { ReceiptDetails } from './receipt-details.tsx';

const TRIBUTE: TributeView = {
  kind: 'memory', honoreeName: 'Grandpa Joe', text: 'In memory of Grandpa Joe', notifyName: 'Rosa Relative', notifyEmail: 'rosa@example.com',
  message: 'Thinking of you', showAmount: false, showOnWall: true,
};

function renderThankYou(tribute: TributeView | null) {
  mockFetch((r) => (r.path === '/v1/event-settings/' ? jsonResponse(eventSettingsFixture) : undefined));
  const transaction = buildTransactionView({ tribute });
  renderRoutes([{ path: '/frontend/thank-you', element: <ReceiptDetails receipt={{ kind: 'payment', transaction }} /> }], '/frontend/thank-you');
}

describe('the thank-you page shows the tribute (docs/features/tributes.md)', () => {
  it('names whom the gift honours and who will be told, without the amount unless chosen', async () => {
    renderThankYou(TRIBUTE);
    const card = await screen.findByRole('region', { name: 'Tribute' });
    expect(within(card).getByText('In memory of Grandpa Joe')).toBeTruthy();
    expect(screen.getByText(/We are sending Rosa Relative an email card to let them know \(without the amount\)\./)).toBeTruthy();
    expect(screen.queryByText('The supporters list does not show it.')).toBeNull();
  });

  it('says when the supporters list leaves it out, and shows nothing for a gift without one', async () => {
    renderThankYou({ ...TRIBUTE, kind: 'memory', notifyName: null, notifyEmail: null, showOnWall: false });
    expect(await screen.findByText('The supporters list does not show it.')).toBeTruthy();
    expect(screen.queryByText(/We are sending/)).toBeNull();
  });

  it('has no Tribute card when the gift is not one', async () => {
    renderThankYou(null);
    await screen.findByRole('region', { name: 'Supporting' });
    expect(screen.queryByRole('region', { name: 'Tribute' })).toBeNull();
  });
});
