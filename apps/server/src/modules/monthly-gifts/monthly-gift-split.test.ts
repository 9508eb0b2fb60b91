import { describe, expect, it } from 'vitest';
import { monthSplit } from './monthly-gift-template.ts';

const CARD = { percent: 3.5, capCents: null };

describe("a month's charge split into donation and covered fee (docs/features/monthly-gifts.md)", () => {
  it("prices today's amount when the processor charged it", () => {
    expect(monthSplit({ amountCents: 2000, coversFees: true, feeRate: CARD }, 2070)).toMatchObject({ donationCents: 2000, feeCents: 70 });
    expect(monthSplit({ amountCents: 2000, coversFees: false, feeRate: CARD })).toMatchObject({ donationCents: 2000, feeCents: 0 });
  });

  it('records an invoice of the amount before the donor changed it as charged, to the cent', () => {
    // $20 with its fee ($20.70), retried and paid after the donor lowered the gift to $15.
    expect(monthSplit({ amountCents: 1500, coversFees: true, feeRate: CARD }, 2070)).toMatchObject({ donationCents: 2000, feeCents: 70 });
    // Without a covered fee: the old $20 is the donation (this threw before, and the webhook answered 500).
    expect(monthSplit({ amountCents: 1500, coversFees: false, feeRate: CARD }, 2000)).toMatchObject({ donationCents: 2000, feeCents: 0 });
  });

  it('keeps every cent of a charge no amount explains: the whole dollars as the donation, the rest as the fee', () => {
    const split = monthSplit({ amountCents: 1500, coversFees: true, feeRate: CARD }, 2099);
    expect(split.donationCents + split.feeCents).toBe(2099);
    expect(split.donationCents % 100).toBe(0);
  });
});
