import { formatCents, MONTHLY_GIFT_MAX_FAILURES } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';
import type { CardEmailKind } from './monthly-gift-queues.ts';

/**
 * The monthly gift's email to its donor when their saved card is declined (docs/features/monthly-gifts.md):
 * on the first decline of a month and when the gift fails after the last try. The test processor
 * tries again on each of the next two days; Stripe retries on its own schedule (Smart Retries),
 * so its email promises no days. Plain text, short and kind; the link signs them in to their page
 * (docs/features/my-giving.md), where they update the card.
 */
export interface CardEmailInput {
  to: string;
  kind: CardEmailKind;
  donorFirstName: string | null;
  appTitle: string;
  amountCents: number;
  /** "Team Tigers" or "Tulsa event". */
  supporting: string;
  /** The processor's words ("Your card was declined."). */
  failureMessage: string | null;
  /** The donor's sign-in link (single use, for a day). */
  link: string;
  /** Who charges the months: 'test' retries daily, 'stripe' on its own schedule. */
  provider: string;
}

export function renderMonthlyGiftCardEmail(input: CardEmailInput): EmailMessage {
  const amount = formatCents(input.amountCents);
  const failed = input.kind === 'failed';
  const retries = MONTHLY_GIFT_MAX_FAILURES - 1;
  return {
    to: [input.to],
    subject: failed ? `Your monthly gift to ${input.appTitle} is paused: please update your card` : `Your monthly gift to ${input.appTitle}: please update your card`,
    text: [
      input.donorFirstName ? `Dear ${input.donorFirstName},` : 'Hello,',
      '',
      `Thank you for giving ${amount} each month to ${input.supporting}. This month we could not charge your saved card${input.failureMessage ? `: ${input.failureMessage}` : '.'}`,
      '',
      failed
        ? `We tried again ${input.provider === 'test' ? 'on the next two days' : 'over the following days'} without success, so your monthly gift is paused. Update your card and it starts again.`
        : `We will try again ${input.provider === 'test' ? `on each of the next ${retries} days` : 'over the next few days'}. If your card has changed, you can update it now.`,
      '',
      'Open your giving page to update your card (the link works once, within 24 hours):',
      input.link,
      '',
      'If you would rather stop your monthly gift, you can cancel it there too.',
      '',
      `With gratitude, ${input.appTitle}`,
    ].join('\n'),
  };
}
