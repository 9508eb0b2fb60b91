import { describe, expect, it } from 'vitest';
import type { DailyReport, DailySnapshotValues, LineItemView, PersonView, TeamListItem, TransactionListItem } from '@walkfund/domain';
import { formatReportMoney, formatReportPercent, NO_PERCENT } from '../../../components/report-grid/report-columns.ts';
import { dailySnapshotColumns, raisedPerDay, toDailySnapshotRow } from './daily-snapshots-report.ts';
import {
  DONATION_REPORT_COLUMNS, RUNNER_REPORT_COLUMNS, TSHIRT_REPORT_COLUMNS, foldRefunds, keptOf, toDonationReportRow, toRunnerReportRow, toTShirtReportRow,
} from './line-item-reports.ts';
import { LIFE_CHURCH_REPORT_COLUMNS, PARTICIPANT_REPORT_COLUMNS, toPersonReportRow } from './people-reports.ts';
import { TEAM_REPORT_COLUMNS, TEAM_REPORT_ROW_CLASSES, toTeamReportRow } from './teams-report.ts';
import { TRANSACTION_REPORT_COLUMNS, toTransactionReportRow } from './transactions-report.ts';

const headers = (columns: { headerName?: string }[]) => columns.map((c) => c.headerName);
const pinned = (columns: { headerName?: string; pinned?: unknown }[]) => columns.filter((c) => c.pinned === 'left').map((c) => c.headerName);

function team(overrides: Partial<TeamListItem> = {}): TeamListItem {
  return {
    id: 1, name: 'Blue Walkers', slug: 'blue-walkers', active: true, eventCity: 'Tulsa', imageUrl: null, totalRaised: 1500.5, teamDonationGoal: 1000,
    teamMemberGoal: 3, participants: 2, captain: 5, year: 2025,
    // 03:30 UTC on the 2nd is still the 1st in Chicago.
    createdAt: '2025-03-02T03:30:00.000Z',
    reactivateDate: null, fundraisingGoalPercentage: 100, memberGoalPercentage: 66.67,
    captainPerson: {
      firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(405) 555-1234',
      address: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' }, shirtSize: 'Large',
    },
    ...overrides,
  };
}

describe('Teams report', () => {
  it("has the spec's 20 columns in its order", () => {
    expect(headers(TEAM_REPORT_COLUMNS)).toEqual([
      'Added', 'Reactivated', 'Team Name', 'Active', 'Event City', 'Total Raised', 'Fundraising Goal', 'Percent Raised', 'Total Members', 'Member Goal',
      'Percent Joined', 'Captain First Name', 'Captain Last Name', 'Captain Email', 'Captain Address', 'Captain City', 'Captain State', 'Captain Zip',
      'Captain Phone', 'Captain Shirt Size',
    ]);
  });

  it('maps a team: dates in America/Chicago, the captain flattened, percentages capped at 100', () => {
    expect(toTeamReportRow(team({ reactivateDate: '2026-01-10T18:00:00.000Z', fundraisingGoalPercentage: 150.5 }))).toEqual({
      added: '2025-03-01', reactivated: '2026-01-10', name: 'Blue Walkers', active: 'Active', eventCity: 'Tulsa', totalRaised: 1500.5, fundraisingGoal: 1000,
      percentRaised: 100, totalMembers: 2, memberGoal: 3, percentJoined: 66.67, captainFirstName: 'Ann', captainLastName: 'Lee',
      captainEmail: 'ann@example.com', captainAddress: '1 Main St', captainCity: 'Tulsa', captainState: 'OK', captainZip: '74103',
      captainPhone: '(405) 555-1234', captainShirtSize: 'Large',
    });
  });

  it('leaves the captain columns empty for a team without a captain, and styles inactive rows apart', () => {
    const row = toTeamReportRow(team({ active: false, captainPerson: null, fundraisingGoalPercentage: 0 }));
    expect(row).toMatchObject({ active: 'Inactive', captainFirstName: '', captainZip: '', captainShirtSize: '', percentRaised: 0 });
    const classes = (data: typeof row) =>
      Object.entries(TEAM_REPORT_ROW_CLASSES).filter(([, rule]) => typeof rule === 'function' && rule({ data } as never)).map(([name]) => name);
    expect(classes(row)).toEqual(['report-row-inactive']);
    expect(classes(toTeamReportRow(team()))).toEqual(['report-row-active']);
  });
});

describe('Money and percent cells', () => {
  it('show two decimals; a missing percentage is a dash, never Infinity or NaN', () => {
    expect(formatReportMoney(1500.5)).toBe('1500.50');
    expect(formatReportMoney(-2)).toBe('-2.00');
    expect(formatReportMoney(null)).toBe('');
    expect(formatReportPercent(66.666)).toBe('66.67%');
    expect(formatReportPercent(null)).toBe(NO_PERCENT);
    expect(formatReportPercent(Number.POSITIVE_INFINITY)).toBe(NO_PERCENT);
    expect(formatReportPercent(Number.NaN)).toBe(NO_PERCENT);
  });
});

describe('Life Church and Participant reports', () => {
  const person = {
    id: 3, firstName: 'Pat', lastName: 'Doe', email: 'pat@example.com', phone: null, lifeChurch: true, lifeChurchLocation: 'Edmond',
    createdAt: '2025-06-01T12:00:00.000Z',
  } as PersonView;

  it("have the spec's columns, First and Last pinned in the Life Church report", () => {
    expect(headers(LIFE_CHURCH_REPORT_COLUMNS)).toEqual(['First', 'Last', 'Email', 'Phone', 'LifeChurch', 'LifeChurch Campus', 'Created']);
    expect(pinned(LIFE_CHURCH_REPORT_COLUMNS)).toEqual(['First', 'Last']);
    expect(headers(PARTICIPANT_REPORT_COLUMNS)).toEqual(['First', 'Last', 'Email', 'Phone', 'Created']);
  });

  it('maps a person', () => {
    expect(toPersonReportRow(person)).toEqual({
      firstName: 'Pat', lastName: 'Doe', email: 'pat@example.com', phone: '', lifeChurch: 'Yes', lifeChurchCampus: 'Edmond', created: '2025-06-01',
    });
  });
});

describe('Line item reports', () => {
  const base = {
    id: 9, amount: 30, donorName: 'Dana Donor', primaryContact: 'Dana Donor', anonymous: false, useEmployerAsName: false, myEmployer: null, team: null,
    person: null, transaction: { id: 4, hasShipped: false, externalTransactionId: 'pi_1' }, eventCity: 'Oklahoma City', eventYear: 2025,
    productDetails: null, runnerDetails: null, shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z', fundraiser: null, refundOf: null,
  } satisfies Omit<LineItemView, 'type'>;
  const kept = (item: LineItemView) => ({ item, amount: item.amount, refunded: 0 });
  const shipping = { address: '12 Elm St', city: 'Edmond', state: 'OK', zipcode: '73013' };

  it("runners: the spec's columns with Added pinned, the runner's details and shipping", () => {
    expect(headers(RUNNER_REPORT_COLUMNS)).toEqual([
      'Added', 'Last Name', 'First Name', 'Run Type', 'Gender', 'BirthDate', 'Shirt Size', 'Registration', 'Primary Contact', 'Shipping Address', 'City',
      'State', 'Zip', 'Refunded',
    ]);
    expect(pinned(RUNNER_REPORT_COLUMNS)).toEqual(['Added']);
    expect(RUNNER_REPORT_COLUMNS[0]!.filter).toBe('agDateColumnFilter');
    const runnerDetails = {
      firstName: 'Ray', lastName: 'Quick', runType: 'virtual', gender: 'Male', birthDate: '1990-01-02', shirtSize: 'Medium', registrationCost: 25, shipping,
    };
    expect(toRunnerReportRow(kept({ ...base, type: '5k', amount: 25, runnerDetails }))).toEqual({
      added: '2025-04-05', lastName: 'Quick', firstName: 'Ray', runType: 'virtual', gender: 'Male', birthDate: '1990-01-02', shirtSize: 'Medium',
      registration: 25, primaryContact: 'Dana Donor', shippingAddress: '12 Elm St', city: 'Edmond', state: 'OK', zip: '73013', refunded: 0,
    });
  });

  it('names shirt sizes as the buyer chose them ("Large", "X-Large"), never by their code, in the T-Shirt, Runner and Teams reports', () => {
    const shirt = (size: string): LineItemView => ({ ...base, type: 'tshirt', productDetails: { name: 'Event Shirt', size, unitCount: 1, pricePerUnit: 20 } });
    expect(['med', 'child-sm', '2xl', 'N/A'].map((size) => toTShirtReportRow(kept(shirt(size))).size)).toEqual(['Medium', 'Child Small', '2X-Large', 'One size']);
    expect(toRunnerReportRow(kept({ ...base, type: '5k', runnerDetails: { shirtSize: 'XLarge' } })).shirtSize).toBe('X-Large');
    expect(toTeamReportRow(team({ captainPerson: { ...team().captainPerson!, shirtSize: '2XLarge' } })).captainShirtSize).toBe('2X-Large');
  });

  it("t-shirts: the spec's columns, the shirt and its shipping address", () => {
    expect(headers(TSHIRT_REPORT_COLUMNS)).toEqual(['Added', 'Contact', 'Name', 'Size', 'Quantity', 'Price per Unit', 'Shipping Address', 'City', 'State', 'Zip', 'Refunded']);
    const item: LineItemView = { ...base, type: 'tshirt', productDetails: { name: 'Event Shirt', size: 'lg', unitCount: 2, pricePerUnit: 20 }, shippingAddress: shipping };
    expect(toTShirtReportRow(kept(item))).toEqual({
      added: '2025-04-05', contact: 'Dana Donor', name: 'Event Shirt', size: 'Large', quantity: 2, pricePerUnit: 20, shippingAddress: '12 Elm St', city: 'Edmond',
      state: 'OK', zip: '73013', refunded: 0,
    });
  });

  it("donations: the spec's columns, the team's name, the credited walker and the donor's contact details", () => {
    expect(headers(DONATION_REPORT_COLUMNS)).toEqual([
      'Added', 'Contact', 'UseEmployer', 'Org / Employer', 'Amount', 'Event City', 'Team Name', 'Fundraiser', 'Donor Phone', 'Donor Email',
      'Donor First Name', 'Donor Last Name', 'Tribute', 'Tribute Honoree', 'Tribute Notified', 'Refunded',
    ]);
    const item: LineItemView = {
      ...base, type: 'donation', useEmployerAsName: true, myEmployer: 'Acme', team: { id: 2, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa' },
      person: { id: 7, firstName: 'Dana', lastName: 'Donor', email: 'dana@example.com', phone: '(405) 555-1234' },
      fundraiser: { id: 9, firstName: 'Wes', lastName: 'Walker' },
    };
    expect(toDonationReportRow(kept(item))).toEqual({
      added: '2025-04-05', contact: 'Dana Donor', useEmployer: 'Yes', employer: 'Acme', amount: 30, eventCity: 'Oklahoma City', teamName: 'Blue Walkers',
      fundraiser: 'Wes Walker', donorPhone: '(405) 555-1234', donorEmail: 'dana@example.com', donorFirstName: 'Dana', donorLastName: 'Donor',
      refunded: 0, tributeType: '', tributeHonoree: '', tributeNotified: '',
    });
    expect(toDonationReportRow(kept({ ...item, fundraiser: null })).fundraiser).toBe('');
  });

  it('folds each refund line into the donation it takes money off: never a donation of its own, Refunded beside Amount, Kept net', () => {
    // A $30 donation refunded $10 then $5.10, a $20 donation untouched, and the refund lines the server lists with them (newest first).
    const given: LineItemView = { ...base, id: 1, type: 'donation', amount: 30 };
    const other: LineItemView = { ...base, id: 2, type: 'donation', amount: 20 };
    const refundA: LineItemView = { ...base, id: 3, type: 'donation', amount: -10, refundOf: 1 };
    const refundB: LineItemView = { ...base, id: 4, type: 'donation', amount: -5.1, refundOf: 1 };
    const rows = foldRefunds([refundB, refundA, other, given]).map(toDonationReportRow);
    expect(rows.map((r) => [r.amount, r.refunded])).toEqual([
      [20, 0],
      [30, 15.1],
    ]);
    expect(keptOf(rows)).toBe(34.9);
    // A refund line whose donation is not listed stays a row, given 0 and refunded its amount: the sum still nets it.
    const orphan = foldRefunds([{ ...refundA, refundOf: 99 }, other]).map(toDonationReportRow);
    expect(orphan.map((r) => [r.amount, r.refunded])).toEqual([
      [0, 10],
      [20, 0],
    ]);
    expect(keptOf(orphan)).toBe(10);
  });

  it('folds refund lines in the Runner and T-Shirt reports too: a refunded runner or shirt is one row with its refund', () => {
    const runner: LineItemView = { ...base, id: 1, type: '5k', amount: 35, runnerDetails: { firstName: 'Ray', lastName: 'Quick', registrationCost: 35 } };
    const refund: LineItemView = { ...runner, id: 2, amount: -35, refundOf: 1 };
    expect(foldRefunds([refund, runner]).map(toRunnerReportRow).map((r) => [r.lastName, r.registration, r.refunded])).toEqual([['Quick', 35, 35]]);
    const shirt: LineItemView = { ...base, id: 5, type: 'tshirt', amount: 40, productDetails: { name: 'Event Shirt', size: 'lg', unitCount: 2, pricePerUnit: 20 } };
    expect(foldRefunds([{ ...shirt, id: 6, amount: -20, refundOf: 5 }, shirt]).map(toTShirtReportRow).map((r) => [r.quantity, r.refunded])).toEqual([[2, 20]]);
  });
});

describe('Transactions report', () => {
  it("has the spec's columns and maps a transaction", () => {
    expect(headers(TRANSACTION_REPORT_COLUMNS)).toEqual([
      'Added', 'Last Name', 'First Name', 'Event Year', 'Event City', 'Amount', 'Total Charged', 'Shipping Fee', 'Fees Covered', 'Transaction Id', 'Email',
      'Refunded', 'Method',
    ]);
    const t = {
      id: 4, createdAt: '2025-04-05T15:00:00.000Z', eventYear: 2025, eventCity: null, name: 'Mary Ann Van Dyke', contactFirstName: 'Mary Ann',
      contactLastName: 'Van Dyke', contactEmail: 'm@example.com', totalAmount: 58, totalCharged: 60.03, shippingFee: 8, feesCovered: 2.03,
      externalTransactionId: 'Offline', refunded: 12.5,
    } as TransactionListItem;
    expect(toTransactionReportRow(t)).toEqual({
      added: '2025-04-05', lastName: 'Van Dyke', firstName: 'Mary Ann', eventYear: 2025, eventCity: '', amount: 58, totalCharged: 60.03, shippingFee: 8,
      feesCovered: 2.03, transactionId: 'Offline', email: 'm@example.com', refunded: 12.5, method: '',
    });
    // docs/features/payment-methods.md: the Method column names how each gift was paid.
    expect(toTransactionReportRow({ ...t, externalTransactionId: 'test_pi_1', offline: false, paymentMethod: { type: 'link', brand: null, last4: null } }).method).toBe('Link');
  });
});

describe('Daily Snapshots report', () => {
  const values = (overrides: Partial<DailySnapshotValues>): DailySnapshotValues => ({
    createdAt: null, totalRaised: null, okcTotalRaised: null, tulsaTotalRaised: null, totalTeams: null, okcTotalTeams: null, tulsaTotalTeams: null,
    totalParticipants: null, okcTotalParticipants: null, tulsaTotalParticipants: null, ...overrides,
  });
  const report: DailyReport = {
    ...values({ createdAt: '2024-03-02', totalRaised: 200, okcTotalRaised: 0, tulsaTotalRaised: 200, totalTeams: 4, okcTotalTeams: 1, tulsaTotalTeams: 3, totalParticipants: 9 }),
    comparison: values({
      createdAt: '2025-03-02', totalRaised: 300, okcTotalRaised: 100, tulsaTotalRaised: 200, totalTeams: 3, okcTotalTeams: 0, tulsaTotalTeams: 3,
      totalParticipants: 12, okcTotalParticipants: 5, tulsaTotalParticipants: 7,
    }),
  };

  it('has both dates, the percent columns, then each value for the current and the prior year', () => {
    expect(headers(dailySnapshotColumns(2025, 2024))).toEqual([
      '2025 Date', '2024 Date', 'Total Raised %', 'Total Teams %', 'OKC Raised %', 'Tulsa Raised %', 'OKC Teams %', 'Tulsa Teams %',
      '2025 Total Raised', '2024 Total Raised', '2025 Total Teams', '2024 Total Teams', '2025 Total Participants', '2024 Total Participants',
      '2025 OKC Raised', '2024 OKC Raised', '2025 OKC Teams', '2024 OKC Teams', '2025 OKC Participants', '2024 OKC Participants',
      '2025 Tulsa Raised', '2024 Tulsa Raised', '2025 Tulsa Teams', '2024 Tulsa Teams', '2025 Tulsa Participants', '2024 Tulsa Participants',
    ]);
  });

  it('computes current / prior × 100 with two decimals; a zero or missing prior value is no percentage (a dash)', () => {
    const row = toDailySnapshotRow(report);
    expect(row).toMatchObject({
      currentDate: '2025-03-02', priorDate: '2024-03-02', totalRaisedPercent: 150, totalTeamsPercent: 75, okcRaisedPercent: null, tulsaRaisedPercent: 100,
      okcTeamsPercent: 0, tulsaTeamsPercent: 100, currentTotalRaised: 300, priorTotalRaised: 200, currentOkcParticipants: 5, priorOkcParticipants: null,
    });
    expect(formatReportPercent(row.okcRaisedPercent)).toBe(NO_PERCENT);
    const noPrior = toDailySnapshotRow({ ...values({}), comparison: report.comparison });
    expect(noPrior).toMatchObject({ priorDate: '', totalRaisedPercent: null, totalTeamsPercent: null });
  });

  it("charts each year's total raised per month-day, oldest first, a missing year's day as a gap", () => {
    const later: DailyReport = { ...values({}), comparison: values({ createdAt: '2025-03-05', totalRaised: 350 }) };
    const earlier: DailyReport = { ...values({ createdAt: '2024-02-28', totalRaised: 150 }), comparison: values({}) };
    expect(raisedPerDay([later, report, earlier], 2025, 2024)).toEqual([
      { day: '02-28', 2025: null, 2024: 150 },
      { day: '03-02', 2025: 300, 2024: 200 },
      { day: '03-05', 2025: 350, 2024: null },
    ]);
  });
});
