import { describe, expect, it } from 'vitest';
import { renderMonthlyGiftCardEmail, type CardEmailInput } from './monthly-gift-emails.ts';

const INPUT: CardEmailInput = {
  to: 'ann@example.com', kind: 'declined', donorFirstName: 'Ann', appTitle: 'Walk', amountCents: 2000, supporting: 'Team Tigers',
  failureMessage: 'Your card was declined.', link: 'https://walk.example/frontend/my-giving?token=x', provider: 'test',
};

describe("the donor's update-card email (docs/features/monthly-gifts.md)", () => {
  it('promises the retries the processor makes: daily for the test processor, none by day with Stripe', () => {
    expect(renderMonthlyGiftCardEmail(INPUT).text).toContain('We will try again on each of the next 2 days.');
    const stripe = renderMonthlyGiftCardEmail({ ...INPUT, provider: 'stripe' }).text;
    expect(stripe).toContain('We will try again over the next few days.');
    expect(stripe).not.toMatch(/next \d+ days/);
    expect(renderMonthlyGiftCardEmail({ ...INPUT, kind: 'failed', provider: 'stripe' }).text).toContain('over the following days without success');
  });

  it('links to the giving page and says the card was declined', () => {
    const message = renderMonthlyGiftCardEmail(INPUT);
    expect(message.to).toEqual(['ann@example.com']);
    expect(message.text).toContain(INPUT.link);
    expect(message.text).toContain('$20.00 each month to Team Tigers');
  });
});
