import { describe, expect, it } from 'vitest';
import type { ReceiptView, TransactionView } from '@walkfund/domain';
import { renderReceiptEmail } from './receipt-email.ts';

const transaction = { id: 7, contactFirstName: 'Dana', contactLastName: 'Donor', contactEmail: 'dana@example.org', eventYear: 2026, externalTransactionId: 'test_pi_1' } as TransactionView;

function receipt(overrides: Partial<ReceiptView> = {}): ReceiptView {
  return {
    transactionId: 7, date: '2026-04-05T15:00:00.000Z', updated: false, donorName: 'Dana Donor', eventTitle: 'Autism Awareness Walk', eventYear: 2026,
    supporting: 'Oklahoma City event', offline: false,
    organization: { legalName: 'Walk <Fund> & Co', ein: '73-1234567', mailingAddress: '1 Main St\nOklahoma City, OK 73103', logo: '', contactEmail: '' },
    lines: [{ type: 'donation', label: 'Donation', amount: 25, valueReceived: 0, deductible: 25 }],
    matches: [],
    shipping: 0, feesCovered: 0, total: 25, refunded: 0, valueReceived: 0, deductible: 25, taxStatement: 'A 501(c)(3) statement.',
    ...overrides,
  };
}

describe('renderReceiptEmail (docs/decisions/0012-receipts.md)', () => {
  it('a donation alone: dated, all deductible, nothing received in return, the charity and the printable link', () => {
    const message = renderReceiptEmail({ transaction, receipt: receipt(), receiptUrl: 'https://walk.example.org/frontend/receipt/abc' });
    expect(message.to).toEqual(['dana@example.org']);
    expect(message.text).toContain('Date: April 5, 2026');
    expect(message.text).toContain('Tax-deductible amount: $25.00');
    expect(message.text).toContain('No goods or services were provided in exchange for this contribution.');
    expect(message.text).toContain('Walk <Fund> & Co, EIN 73-1234567\n1 Main St\nOklahoma City, OK 73103\nA 501(c)(3) statement.');
    expect(message.text).toContain('Print your receipt: https://walk.example.org/frontend/receipt/abc');
    // People's and admins' text is escaped in the HTML part.
    expect(message.html).toContain('Walk &lt;Fund&gt; &amp; Co, EIN 73-1234567');
    expect(message.html).not.toContain('<Fund>');
    expect(message.html).toContain('<a href="https://walk.example.org/frontend/receipt/abc">Print your receipt</a>');
  });

  it('says how it was paid (docs/features/payment-methods.md), and names no method for an offline payment', () => {
    const message = renderReceiptEmail({ transaction, receipt: receipt({ paymentMethod: 'Apple Pay (Visa •••• 4242)' }), receiptUrl: null });
    expect(message.text).toContain('Paid with: Apple Pay (Visa •••• 4242)');
    expect(message.html).toContain('Paid with: Apple Pay (Visa •••• 4242)');
    expect(renderReceiptEmail({ transaction, receipt: receipt({ paymentMethod: null, offline: true }), receiptUrl: null }).text).not.toContain('Paid with');
  });

  it('names the event when the charity is not set yet, and leaves out an EIN it does not have', () => {
    const message = renderReceiptEmail({
      transaction,
      receipt: receipt({ organization: { legalName: '', ein: '', mailingAddress: '', logo: '', contactEmail: '' } }),
      receiptUrl: null,
    });
    expect(message.text).toContain('Receipt from Autism Awareness Walk');
    expect(message.text).not.toContain('EIN');
    expect(message.text).not.toContain('Print your receipt');
  });

  it("states a sponsor's match apart from the donor's payment and deductible amount (docs/features/sponsor-matches.md)", () => {
    const message = renderReceiptEmail({ transaction, receipt: receipt({ matches: [{ label: 'Matched by Acme', amount: 25 }] }), receiptUrl: null });
    expect(message.text).toContain('Total: $25.00');
    expect(message.text).toContain('Tax-deductible amount: $25.00');
    expect(message.text).toContain("Matched by Acme: $25.00 more for the cause (the sponsor's gift, not part of your payment or your deductible amount)");
  });

  it("names a monthly gift's month; the first month says it repeats and links the giving page (docs/features/monthly-gifts.md)", () => {
    const myGivingUrl = 'https://walk.example.org/frontend/my-giving';
    const first = renderReceiptEmail({ transaction, receipt: receipt({ monthlyGift: { period: '2026-11', first: true } }), receiptUrl: null, myGivingUrl });
    expect(first.text).toContain('Date: April 5, 2026\nMonthly gift: November 2026, the first month\nSupporting: Oklahoma City event');
    expect(first.text).toContain(`Your gift repeats on this day each month. You can change, pause or cancel it any time from your giving page: ${myGivingUrl}`);
    expect(first.html).toContain('Monthly gift: November 2026, the first month');
    expect(first.html).toContain(`any time from <a href="${myGivingUrl}">your giving page</a>.`);

    const later = renderReceiptEmail({ transaction, receipt: receipt({ monthlyGift: { period: '2026-12', first: false } }), receiptUrl: null, myGivingUrl });
    expect(later.text).toContain('Monthly gift: December 2026\n');
    expect(later.text).not.toContain('repeats');
    // An updated first month's receipt replaces one that said it repeats: it names the month only.
    const updated = renderReceiptEmail({ transaction, receipt: receipt({ updated: true, refunded: 5, monthlyGift: { period: '2026-11', first: true } }), receiptUrl: null, myGivingUrl });
    expect(updated.text).toContain('Monthly gift: November 2026, the first month');
    expect(updated.text).not.toContain('repeats');
    // A one-time gift says neither.
    const once = renderReceiptEmail({ transaction, receipt: receipt(), receiptUrl: null, myGivingUrl });
    expect(once.text).not.toContain('Monthly gift');
    expect(once.html).not.toContain('repeats');
  });
});
