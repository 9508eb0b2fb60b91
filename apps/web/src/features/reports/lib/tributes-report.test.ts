import { describe, expect, it } from 'vitest';
import type { LineItemView, TributeReportRow } from '@walkfund/domain';
import { DONATION_REPORT_COLUMNS, toDonationReportRow } from './line-item-reports.ts';
import { TRIBUTES_REPORT_COLUMNS, toTributesReportRow } from './tributes-report.ts';

const headers = (columns: { headerName?: string }[]) => columns.map((c) => c.headerName);

const donation: LineItemView = {
  id: 9, type: 'donation', amount: 30, donorName: 'Dana Donor', primaryContact: 'Dana Donor', anonymous: false, useEmployerAsName: false, myEmployer: null,
  team: null, person: null, transaction: { id: 4, hasShipped: false, externalTransactionId: 'pi_1' }, eventCity: 'Oklahoma City', eventYear: 2025,
  productDetails: null, runnerDetails: null, shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z', fundraiser: null, refundOf: null,
};

describe('the Tribute columns (docs/features/tributes.md)', () => {
  it('the Donations report names the type, the honoree and whether the e-card went, before Refunded', () => {
    expect(headers(DONATION_REPORT_COLUMNS).slice(-4)).toEqual(['Tribute', 'Tribute Honoree', 'Tribute Notified', 'Refunded']);
    const row = (tribute: LineItemView['tribute']) => toDonationReportRow({ item: { ...donation, tribute }, amount: 30, refunded: 0 });
    expect(row({ kind: 'memory', honoreeName: 'Grandpa Joe', notified: true, notifyRequested: true })).toMatchObject({
      tributeType: 'In memory of', tributeHonoree: 'Grandpa Joe', tributeNotified: 'Yes',
    });
    expect(row({ kind: 'honour', honoreeName: 'Coach Lee', notified: false, notifyRequested: true })).toMatchObject({ tributeType: 'In honour of', tributeNotified: 'Waiting' });
    expect(row({ kind: 'honour', honoreeName: 'Coach Lee', notified: false, notifyRequested: false })).toMatchObject({ tributeNotified: '' });
    expect(row(null)).toMatchObject({ tributeType: '', tributeHonoree: '', tributeNotified: '' });
  });

  it('the Tributes report lists each tribute with whom to tell and when the card was written', () => {
    expect(headers(TRIBUTES_REPORT_COLUMNS)).toEqual([
      'Added', 'Type', 'Honoree', 'Donor', 'Donor Email', 'Amount', 'Team', 'Fundraiser', 'Told', 'Told Email', 'Amount Shown', 'On Supporters List', 'Notified', 'Transaction',
    ]);
    const report: TributeReportRow = {
      transactionId: 7, createdAt: '2025-04-05T15:00:00.000Z', kind: 'memory', honoreeName: 'Grandpa Joe', donorName: 'Dana Donor', donorEmail: 'dana@example.com',
      amount: 50, teamName: 'Blue Crew', fundraiserName: null, notifyName: 'Rosa Relative', notifyEmail: 'rosa@example.com', showAmount: false, showOnWall: true,
      notifiedAt: '2025-04-05T15:01:00.000Z',
    };
    expect(toTributesReportRow(report)).toEqual({
      added: '2025-04-05', transactionId: 7, type: 'In memory of', honoree: 'Grandpa Joe', donor: 'Dana Donor', donorEmail: 'dana@example.com', amount: 50,
      team: 'Blue Crew', fundraiser: '', notifyName: 'Rosa Relative', notifyEmail: 'rosa@example.com', showAmount: 'No', onSupportersList: 'Yes', notified: '2025-04-05',
    });
    expect(toTributesReportRow({ ...report, notifiedAt: null }).notified).toBe('Waiting');
    expect(toTributesReportRow({ ...report, notifyName: null, notifyEmail: null, notifiedAt: null })).toMatchObject({ notified: '', showAmount: '' });
  });
});
