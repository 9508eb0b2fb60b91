import type { ColDef } from 'ag-grid-community';
import { TRIBUTE_KIND_LABELS, centsToDollars, shirtSizeName, toCents, type Address, type LineItemView } from '@walkfund/domain';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { formatReportDate } from '../../../lib/format.ts';

interface ShippingColumns {
  shippingAddress: string;
  city: string;
  state: string;
  zip: string;
}

function shippingOf(address: Address | null | undefined): ShippingColumns {
  return { shippingAddress: address?.address ?? '', city: address?.city ?? '', state: address?.state ?? '', zip: address?.zipcode ?? '' };
}

function shippingColumns<T extends ShippingColumns>(): ColDef<T>[] {
  return [
    textColumn<T>('shippingAddress', 'Shipping Address', { width: 200 }),
    textColumn<T>('city', 'City', { width: 140 }),
    textColumn<T>('state', 'State', { width: 100 }),
    textColumn<T>('zip', 'Zip', { width: 100 }),
  ];
}

/** A text of the recorded runner (runnerDetails is stored as the checkout sent it). */
function runnerText(details: Record<string, unknown> | null, key: string): string {
  const value = details?.[key];
  return typeof value === 'string' ? value : '';
}

/** A recorded line item and what refunds took off it, in dollars (docs/decisions/0122-refunds-and-audit-log.md). */
export interface RefundedLineItem {
  item: LineItemView;
  /** What the line was recorded for: 0 for a refund line whose own line is not in the list. */
  amount: number;
  /** The sum its refunds took off, as a positive amount; 0 when none. */
  refunded: number;
}

/**
 * The report's rows: each refund's negative line (refundOf set) is folded into the line it takes
 * money off, so a refund is never listed or counted as a gift of its own. A refund line whose own
 * line is not in the list stays a row, recorded for 0 and refunded for its amount. Sums in cents.
 */
export function foldRefunds(items: readonly LineItemView[]): RefundedLineItem[] {
  const refundedCents = new Map<number, number>();
  const ids = new Set(items.filter((i) => i.refundOf === null).map((i) => i.id));
  for (const item of items) {
    if (item.refundOf !== null && ids.has(item.refundOf)) {
      refundedCents.set(item.refundOf, (refundedCents.get(item.refundOf) ?? 0) - toCents(item.amount));
    }
  }
  return items.flatMap((item) => {
    if (item.refundOf === null) return [{ item, amount: item.amount, refunded: centsToDollars(refundedCents.get(item.id) ?? 0) }];
    return ids.has(item.refundOf) ? [] : [{ item, amount: 0, refunded: -item.amount }];
  });
}

/** What the rows kept: recorded less refunded, in dollars. */
export function keptOf(rows: readonly { amount: number | null; refunded: number }[]): number {
  return centsToDollars(rows.reduce((sum, row) => sum + toCents(row.amount ?? 0) - toCents(row.refunded), 0));
}

// ---- Runner Report (docs/spec/back-office.md, Reports 2) ---------------------------------------------------

export interface RunnerReportRow extends ShippingColumns {
  added: string;
  lastName: string;
  firstName: string;
  runType: string;
  gender: string;
  birthDate: string;
  shirtSize: string;
  registration: number | null;
  primaryContact: string;
  /** What refunds took off the registration. */
  refunded: number;
}

export function toRunnerReportRow({ item, refunded }: RefundedLineItem): RunnerReportRow {
  const runner = item.runnerDetails;
  const cost = runner?.registrationCost;
  const shipping = runner?.shipping as Address | null | undefined;
  return {
    added: formatReportDate(item.createdAt),
    lastName: runnerText(runner, 'lastName'),
    firstName: runnerText(runner, 'firstName'),
    runType: runnerText(runner, 'runType'),
    gender: runnerText(runner, 'gender'),
    birthDate: runnerText(runner, 'birthDate'),
    shirtSize: shirtSizeName(runnerText(runner, 'shirtSize')),
    registration: typeof cost === 'number' ? cost : item.amount,
    primaryContact: item.primaryContact,
    ...shippingOf(shipping ?? item.shippingAddress),
    refunded,
  };
}

/** Added (date filter, pinned), Last Name, First Name, Run Type, Gender, BirthDate, Shirt Size, Registration, Primary Contact, shipping, then Refunded. */
export const RUNNER_REPORT_COLUMNS: ColDef<RunnerReportRow>[] = [
  dateColumn('added', 'Added', { pinned: 'left' }),
  textColumn('lastName', 'Last Name', { width: 150 }),
  textColumn('firstName', 'First Name', { width: 150 }),
  textColumn('runType', 'Run Type', { width: 130 }),
  // Wide enough for "Prefer not to say" (docs/decisions/0014-runner-gender.md).
  textColumn('gender', 'Gender', { width: 160 }),
  textColumn('birthDate', 'BirthDate', { width: 130 }),
  textColumn('shirtSize', 'Shirt Size', { width: 130 }),
  moneyColumn('registration', 'Registration'),
  textColumn('primaryContact', 'Primary Contact', { width: 180 }),
  ...shippingColumns<RunnerReportRow>(),
  moneyColumn('refunded', 'Refunded'),
];

// ---- T-Shirt Report (docs/spec/back-office.md, Reports 4) --------------------------------------------------

export interface TShirtReportRow extends ShippingColumns {
  added: string;
  contact: string;
  name: string;
  size: string;
  quantity: number | null;
  pricePerUnit: number | null;
  /** What refunds took off the order. */
  refunded: number;
}

/** The shirt's shipping address is the line item's (the checkout copies the transaction's shipping address onto it). */
export function toTShirtReportRow({ item, refunded }: RefundedLineItem): TShirtReportRow {
  const product = item.productDetails;
  return {
    added: formatReportDate(item.createdAt),
    contact: item.primaryContact,
    name: product?.name ?? '',
    // The size as the buyer chose it ("Large", not "lg"), in the grid and its CSV.
    size: shirtSizeName(product?.size),
    quantity: product?.unitCount ?? null,
    pricePerUnit: product?.pricePerUnit ?? null,
    ...shippingOf(item.shippingAddress),
    refunded,
  };
}

/** Added, Contact, Name, Size, Quantity, Price per Unit, shipping address, city, state, zip, then Refunded. */
export const TSHIRT_REPORT_COLUMNS: ColDef<TShirtReportRow>[] = [
  dateColumn('added', 'Added'),
  textColumn('contact', 'Contact', { width: 180 }),
  textColumn('name', 'Name', { width: 180 }),
  textColumn('size', 'Size', { width: 110 }),
  numberColumn('quantity', 'Quantity'),
  moneyColumn('pricePerUnit', 'Price per Unit'),
  ...shippingColumns<TShirtReportRow>(),
  moneyColumn('refunded', 'Refunded'),
];

// ---- Donations Report (docs/spec/back-office.md, Reports 5) ------------------------------------------------

export interface DonationReportRow {
  added: string;
  contact: string;
  /** "Yes" or "No". */
  useEmployer: string;
  employer: string;
  amount: number;
  eventCity: string;
  teamName: string;
  /** The walker credited besides the team, "" when none (docs/decisions/0008-fundraiser-credit.md). */
  fundraiser: string;
  donorPhone: string;
  donorEmail: string;
  donorFirstName: string;
  donorLastName: string;
  /** What refunds took off the donation; Amount stays what was given. */
  refunded: number;
  /** docs/features/tributes.md: "In honour of" / "In memory of", or "". */
  tributeType: string;
  tributeHonoree: string;
  /** "Yes" (e-card written), "Waiting" (asked, not yet), "" (no one to tell). */
  tributeNotified: string;
}

export function toDonationReportRow({ item, amount, refunded }: RefundedLineItem): DonationReportRow {
  const person = typeof item.person === 'object' ? item.person : null;
  const team = typeof item.team === 'object' ? item.team : null;
  return {
    added: formatReportDate(item.createdAt),
    contact: item.primaryContact,
    useEmployer: item.useEmployerAsName ? 'Yes' : 'No',
    employer: item.myEmployer ?? '',
    amount,
    eventCity: item.eventCity ?? '',
    teamName: team?.name ?? '',
    fundraiser: item.fundraiser ? `${item.fundraiser.firstName} ${item.fundraiser.lastName}` : '',
    donorPhone: person?.phone ?? '',
    donorEmail: person?.email ?? '',
    donorFirstName: person?.firstName ?? '',
    donorLastName: person?.lastName ?? '',
    refunded,
    ...tributeColumnsOf(item),
  };
}

/** The Tribute columns of a donation (docs/features/tributes.md). */
export function tributeColumnsOf(item: LineItemView): Pick<DonationReportRow, 'tributeType' | 'tributeHonoree' | 'tributeNotified'> {
  const t = item.tribute;
  if (!t) return { tributeType: '', tributeHonoree: '', tributeNotified: '' };
  return { tributeType: TRIBUTE_KIND_LABELS[t.kind], tributeHonoree: t.honoreeName, tributeNotified: t.notified ? 'Yes' : t.notifyRequested ? 'Waiting' : '' };
}

/** Added, Contact, UseEmployer, Org / Employer, Amount, Event City, Team name, Fundraiser, donor phone, email, first name, last name, the Tribute's type, honoree and notified, then Refunded. */
export const DONATION_REPORT_COLUMNS: ColDef<DonationReportRow>[] = [
  dateColumn('added', 'Added'),
  textColumn('contact', 'Contact', { width: 180 }),
  textColumn('useEmployer', 'UseEmployer', { width: 130 }),
  textColumn('employer', 'Org / Employer', { width: 180 }),
  moneyColumn('amount', 'Amount'),
  textColumn('eventCity', 'Event City', { width: 150 }),
  textColumn('teamName', 'Team Name', { width: 200 }),
  textColumn('fundraiser', 'Fundraiser', { width: 180 }),
  textColumn('donorPhone', 'Donor Phone', { width: 150 }),
  textColumn('donorEmail', 'Donor Email', { width: 220 }),
  textColumn('donorFirstName', 'Donor First Name', { width: 150 }),
  textColumn('donorLastName', 'Donor Last Name', { width: 150 }),
  textColumn('tributeType', 'Tribute', { width: 150 }),
  textColumn('tributeHonoree', 'Tribute Honoree', { width: 180 }),
  textColumn('tributeNotified', 'Tribute Notified', { width: 150 }),
  moneyColumn('refunded', 'Refunded'),
];
