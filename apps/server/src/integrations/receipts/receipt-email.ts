import {
  DISPLAY_TIME_ZONE, MONTHLY_GIFT_RECEIPT_LINK_TEXT, MONTHLY_GIFT_RECEIPT_REPEATS, feesCoveredLabel, formatDollars, receiptMonthLine, toCents, valueReceivedStatement, type ReceiptView, type TransactionView,
} from '@walkfund/domain';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { EmailMessage } from '../email.ts';

export interface ReceiptEmailInput {
  /** The recorded transaction: its contact and payment reference. */
  transaction: TransactionView;
  /** What the receipt states (modules/receipts/receipt.view.ts): amounts net of refunds, the charity. */
  receipt: ReceiptView;
  /** The printable receipt's address (its random token), or null when none can be given. */
  receiptUrl: string | null;
  /** The donor's own page ("See all your gifts", docs/features/my-giving.md), or null. */
  myGivingUrl?: string | null;
}

/** "April 5, 2026" in the event's time zone, as the printable receipt writes it. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE });

/** The first month's note, "your giving page" linked when the address is known. */
function repeatsHtml(myGivingUrl: string | null): string {
  const text = escapeHtml(MONTHLY_GIFT_RECEIPT_REPEATS);
  const link = escapeHtml(MONTHLY_GIFT_RECEIPT_LINK_TEXT);
  return myGivingUrl ? text.replace(link, `<a href="${escapeHtml(myGivingUrl)}">${link}</a>`) : text;
}

/**
 * The receipt sent to the primary contact after a transaction is recorded, and again as an
 * "Updated receipt" after a refund: a receipt a donor can file (docs/decisions/0012-receipts.md) with the date, each item
 * kept, the total, the charity's legal name and EIN, what was received in return and the
 * deductible part (packages/domain/src/receipts/deductible.ts), the tax statement and a link to
 * the printable page; a monthly gift's month (docs/features/monthly-gifts.md).
 */
export function renderReceiptEmail({ transaction: view, receipt, receiptUrl, myGivingUrl = null }: ReceiptEmailInput): EmailMessage {
  const appTitle = receipt.eventTitle;
  const rows: [string, string][] = receipt.lines.map((line) => [line.label, formatDollars(line.amount)]);
  if (receipt.shipping > 0) rows.push(['Shipping', formatDollars(receipt.shipping)]);
  if (receipt.feesCovered > 0) rows.push([receipt.feesCoveredLabel ?? feesCoveredLabel(null), formatDollars(receipt.feesCovered)]);
  const org = receipt.organization;
  const charity = org.legalName || appTitle;
  const heading = receipt.updated ? 'Updated receipt' : 'Receipt';
  const greeting = `Dear ${view.contactFirstName} ${view.contactLastName},`;
  const thanks = `Thank you for supporting ${appTitle} ${view.eventYear}.`;
  const updatedNote = receipt.updated
    ? `A refund of ${formatDollars(receipt.refunded)} was made on this payment. This receipt replaces the one sent before.`
    : '';
  const date = `Date: ${DATE_FORMAT.format(new Date(receipt.date))}`;
  const supporting = `Supporting: ${receipt.supporting}`;
  // docs/features/payment-methods.md: the receipt says how it was paid.
  const paidWith = receipt.paymentMethod ? `Paid with: ${receipt.paymentMethod}` : '';
  // docs/features/tributes.md: "Given in memory of Grandpa Joe".
  const tribute = receipt.tribute ? `Given ${receipt.tribute.charAt(0).toLowerCase()}${receipt.tribute.slice(1)}` : '';
  // docs/features/monthly-gifts.md: "Monthly gift: December 2026"; the first month says it repeats
  // and where to change it (not again on an updated receipt, which replaces one that said so).
  const month = receipt.monthlyGift ? receiptMonthLine(receipt.monthlyGift) : '';
  const repeats = receipt.monthlyGift?.first && !receipt.updated;
  const total = formatDollars(receipt.total);
  const deductible = `Tax-deductible amount: ${formatDollars(receipt.deductible)}`;
  const statement = valueReceivedStatement({ valueReceivedCents: toCents(receipt.valueReceived), deductibleCents: toCents(receipt.deductible) });
  const identity = org.ein ? `${charity}, EIN ${org.ein}` : charity;
  const address = org.mailingAddress ? org.mailingAddress.split('\n').map((l) => l.trim()).filter(Boolean) : [];
  const reference = view.externalTransactionId ? `Payment reference: ${view.externalTransactionId}` : '';
  // A sponsor's match (docs/features/sponsor-matches.md): said apart, after the donor's deductible amount, never in it.
  const matched = receipt.matches
    .filter((m) => m.amount > 0)
    .map((m) => `${m.label}: ${formatDollars(m.amount)} more for the cause (the sponsor's gift, not part of your payment or your deductible amount)`);

  const text = [
    `${heading} from ${charity}`,
    '',
    greeting,
    '',
    thanks,
    updatedNote,
    '',
    date,
    month,
    supporting,
    paidWith,
    tribute,
    ...(repeats ? ['', myGivingUrl ? `${MONTHLY_GIFT_RECEIPT_REPEATS.replace(/\.$/, '')}: ${myGivingUrl}` : MONTHLY_GIFT_RECEIPT_REPEATS] : []),
    '',
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    `Total: ${total}`,
    receipt.updated ? `Refunded: ${formatDollars(receipt.refunded)}` : '',
    '',
    deductible,
    statement,
    ...(matched.length ? ['', ...matched] : []),
    '',
    identity,
    ...address,
    receipt.taxStatement,
    '',
    receiptUrl ? `Print your receipt: ${receiptUrl}` : '',
    myGivingUrl ? `See all your gifts and yearly statements: ${myGivingUrl}` : '',
    `Transaction id: ${view.id}`,
    reference,
    '',
    appTitle,
  ]
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n');

  const html = [
    `<h1 style="font-size:20px">${escapeHtml(heading)} from ${escapeHtml(charity)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}${updatedNote ? `<br><strong>${escapeHtml(updatedNote)}</strong>` : ''}</p>`,
    `<p>${escapeHtml(date)}${month ? `<br>${escapeHtml(month)}` : ''}<br>${escapeHtml(supporting)}${paidWith ? `<br>${escapeHtml(paidWith)}` : ''}${tribute ? `<br>${escapeHtml(tribute)}` : ''}</p>`,
    repeats ? `<p>${repeatsHtml(myGivingUrl)}</p>` : '',
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(amount)}</td></tr>`),
    `<tr><td><strong>Total</strong></td><td align="right"><strong>${escapeHtml(total)}</strong></td></tr>`,
    receipt.updated ? `<tr><td>Refunded</td><td align="right">${escapeHtml(formatDollars(receipt.refunded))}</td></tr>` : '',
    '</table>',
    `<p><strong>${escapeHtml(deductible)}</strong><br>${escapeHtml(statement)}</p>`,
    matched.length ? `<p>${matched.map((line) => escapeHtml(line)).join('<br>')}</p>` : '',
    `<p>${escapeHtml(identity)}${address.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>`,
    `<p style="font-size:13px">${escapeHtml(receipt.taxStatement)}</p>`,
    receiptUrl ? `<p><a href="${escapeHtml(receiptUrl)}">Print your receipt</a></p>` : '',
    myGivingUrl ? `<p><a href="${escapeHtml(myGivingUrl)}">See all your gifts</a> and your yearly statements</p>` : '',
    `<p>Transaction id: ${view.id}${reference ? `<br>${escapeHtml(reference)}` : ''}</p>`,
    `<p>${escapeHtml(appTitle)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  const subject = receipt.updated ? `${appTitle}: updated receipt (transaction ${view.id})` : `${appTitle}: your receipt (transaction ${view.id})`;
  return { to: [view.contactEmail], subject, text, html };
}
