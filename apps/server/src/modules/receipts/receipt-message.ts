import { MY_GIVING_PATH, type TransactionView } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';
import { renderReceiptEmail } from '../../integrations/receipts/receipt-email.ts';
import { receiptUrl, toReceiptView, type ReceiptMonth, type ReceiptRefund, type ReceiptSettings } from './receipt.view.ts';

/**
 * The receipt email of a transaction: the first one (no refunds yet, rendered while recording)
 * and the updated one a refund queues (modules/jobs/email-jobs.ts), both from the same receipt;
 * a monthly gift's month with it (receiptMonthOfRecord).
 */
export function receiptEmailFor(
  transaction: TransactionView,
  refunds: readonly ReceiptRefund[],
  settings: ReceiptSettings,
  publicUrl: string,
  monthlyGift: ReceiptMonth | null = null,
): EmailMessage {
  return renderReceiptEmail({
    transaction,
    receipt: toReceiptView(transaction, refunds, settings, monthlyGift),
    receiptUrl: receiptUrl(publicUrl, transaction.receiptToken),
    // The donor's page asks for the email and sends a sign-in link (docs/features/my-giving.md): no capability in a forwarded receipt.
    myGivingUrl: `${publicUrl.replace(/\/+$/, '')}${MY_GIVING_PATH}`,
  });
}
