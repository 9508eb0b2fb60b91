import { describeLineItem, formatDollars, type TransactionView } from '@walkfund/domain';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { EmailMessage } from '../email.ts';

/**
 * The receipt sent to the primary contact after a transaction is recorded: the charity's name
 * (event settings appTitle), each item, shipping, covered fees, the total and the transaction id.
 */
export function renderReceiptEmail(view: TransactionView, appTitle: string): EmailMessage {
  const rows: [string, string][] = view.lineItems.map((item) => [describeLineItem(item, 'receipt-email'), formatDollars(item.amount)]);
  if (view.shippingFee > 0) rows.push(['Shipping', formatDollars(view.shippingFee)]);
  if (view.feesCovered > 0) rows.push(['Card fees covered', formatDollars(view.feesCovered)]);
  const supporting = view.supportingType === 'team' && view.team ? `Team ${view.team.name}` : `${view.eventCity ?? 'The event'} event`;
  const greeting = `Dear ${view.contactFirstName} ${view.contactLastName},`;
  const thanks = `Thank you for supporting ${appTitle} ${view.eventYear}.`;
  const total = formatDollars(view.totalCharged);

  const text = [
    greeting,
    '',
    thanks,
    `Supporting: ${supporting}`,
    '',
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    `Total: ${total}`,
    '',
    `Transaction id: ${view.id}`,
    view.externalTransactionId ? `Payment reference: ${view.externalTransactionId}` : '',
    '',
    appTitle,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');

  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}<br>Supporting: ${escapeHtml(supporting)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(amount)}</td></tr>`),
    `<tr><td><strong>Total</strong></td><td align="right"><strong>${escapeHtml(total)}</strong></td></tr>`,
    '</table>',
    `<p>Transaction id: ${view.id}${view.externalTransactionId ? `<br>Payment reference: ${escapeHtml(view.externalTransactionId)}` : ''}</p>`,
    `<p>${escapeHtml(appTitle)}</p>`,
  ].join('\n');

  return { to: [view.contactEmail], subject: `${appTitle}: your receipt (transaction ${view.id})`, text, html };
}
