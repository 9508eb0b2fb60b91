import type { ColDef } from 'ag-grid-community';
import type { PersonView } from '@walkfund/domain';
import { dateColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { formatReportDate } from '../../../lib/format.ts';

/** A row of the Life Church and Participant reports (docs/spec/back-office.md, Reports 1 and 8). */
export interface PersonReportRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** "Yes" or "No". */
  lifeChurch: string;
  lifeChurchCampus: string;
  created: string;
}

export function toPersonReportRow(person: PersonView): PersonReportRow {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone ?? '',
    lifeChurch: person.lifeChurch ? 'Yes' : 'No',
    lifeChurchCampus: person.lifeChurchLocation ?? '',
    created: formatReportDate(person.createdAt),
  };
}

/** Life Church Report: First, Last (pinned left), Email, Phone, LifeChurch, LifeChurch Campus, Created. */
export const LIFE_CHURCH_REPORT_COLUMNS: ColDef<PersonReportRow>[] = [
  textColumn('firstName', 'First', { pinned: 'left', width: 150 }),
  textColumn('lastName', 'Last', { pinned: 'left', width: 150 }),
  textColumn('email', 'Email', { width: 240 }),
  textColumn('phone', 'Phone', { width: 150 }),
  textColumn('lifeChurch', 'LifeChurch', { width: 120 }),
  textColumn('lifeChurchCampus', 'LifeChurch Campus', { width: 200 }),
  dateColumn('created', 'Created'),
];

/** Participant Report: First, Last, Email, Phone, Created. */
export const PARTICIPANT_REPORT_COLUMNS: ColDef<PersonReportRow>[] = [
  textColumn('firstName', 'First', { width: 160 }),
  textColumn('lastName', 'Last', { width: 160 }),
  textColumn('email', 'Email', { width: 260 }),
  textColumn('phone', 'Phone', { width: 160 }),
  dateColumn('created', 'Created'),
];
