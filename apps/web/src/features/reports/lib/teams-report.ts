import type { ColDef, RowClassRules } from 'ag-grid-community';
import { shirtSizeName, type TeamListItem } from '@walkfund/domain';
import { dateColumn, moneyColumn, numberColumn, percentColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { formatReportDate } from '../../../lib/format.ts';

/** A row of the Teams report (docs/spec/back-office.md, Reports 3). */
export interface TeamReportRow {
  added: string;
  reactivated: string;
  name: string;
  /** "Active" or "Inactive". */
  active: string;
  eventCity: string;
  totalRaised: number;
  fundraisingGoal: number;
  percentRaised: number;
  totalMembers: number;
  memberGoal: number;
  percentJoined: number;
  captainFirstName: string;
  captainLastName: string;
  captainEmail: string;
  captainAddress: string;
  captainCity: string;
  captainState: string;
  captainZip: string;
  captainPhone: string;
  captainShirtSize: string;
}

/** The percentages the API answers are already two decimals and capped at 100; never above it here either. */
function cappedPercent(percent: number | undefined): number {
  return Math.min(100, Math.max(0, percent ?? 0));
}

export function toTeamReportRow(team: TeamListItem): TeamReportRow {
  const captain = team.captainPerson;
  const address = captain?.address ?? null;
  return {
    added: formatReportDate(team.createdAt),
    reactivated: team.reactivateDate ? formatReportDate(team.reactivateDate) : '',
    name: team.name,
    active: team.active ? 'Active' : 'Inactive',
    eventCity: team.eventCity,
    totalRaised: team.totalRaised,
    fundraisingGoal: team.teamDonationGoal,
    percentRaised: cappedPercent(team.fundraisingGoalPercentage),
    totalMembers: team.participants,
    memberGoal: team.teamMemberGoal,
    percentJoined: cappedPercent(team.memberGoalPercentage),
    captainFirstName: captain?.firstName ?? '',
    captainLastName: captain?.lastName ?? '',
    captainEmail: captain?.email ?? '',
    captainAddress: address?.address ?? '',
    captainCity: address?.city ?? '',
    captainState: address?.state ?? '',
    captainZip: address?.zipcode ?? '',
    captainPhone: captain?.phone ?? '',
    captainShirtSize: shirtSizeName(captain?.shirtSize),
  };
}

/** The spec's 20 columns, in its order; the list comes sorted by total raised. */
export const TEAM_REPORT_COLUMNS: ColDef<TeamReportRow>[] = [
  dateColumn('added', 'Added'),
  dateColumn('reactivated', 'Reactivated'),
  textColumn('name', 'Team Name', { width: 220 }),
  textColumn('active', 'Active', { width: 110 }),
  textColumn('eventCity', 'Event City', { width: 150 }),
  moneyColumn('totalRaised', 'Total Raised', { sort: 'desc' }),
  moneyColumn('fundraisingGoal', 'Fundraising Goal'),
  percentColumn('percentRaised', 'Percent Raised'),
  numberColumn('totalMembers', 'Total Members'),
  numberColumn('memberGoal', 'Member Goal'),
  percentColumn('percentJoined', 'Percent Joined'),
  textColumn('captainFirstName', 'Captain First Name', { width: 150 }),
  textColumn('captainLastName', 'Captain Last Name', { width: 150 }),
  textColumn('captainEmail', 'Captain Email', { width: 220 }),
  textColumn('captainAddress', 'Captain Address', { width: 200 }),
  textColumn('captainCity', 'Captain City', { width: 140 }),
  textColumn('captainState', 'Captain State', { width: 110 }),
  textColumn('captainZip', 'Captain Zip', { width: 110 }),
  textColumn('captainPhone', 'Captain Phone', { width: 150 }),
  textColumn('captainShirtSize', 'Captain Shirt Size', { width: 140 }),
];

/** Active and inactive teams look apart. */
export const TEAM_REPORT_ROW_CLASSES: RowClassRules<TeamReportRow> = {
  'report-row-active': (p) => p.data?.active === 'Active',
  'report-row-inactive': (p) => p.data?.active === 'Inactive',
};
