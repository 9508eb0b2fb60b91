import { createHash } from 'node:crypto';
import {
  DISPLAY_TIME_ZONE, formatCents, formatEin, MY_GIVING_MESSAGES, toCents, valueReceivedStatement, type DonorGift, type MyGiving, type ReceiptView,
  type TransactionView,
} from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { loadReceiptSource } from '../receipts/receipt.service.ts';
import { toReceiptView, type ReceiptSettings } from '../receipts/receipt.view.ts';
import { drawStatementPdf, type StatementDocument } from './giving-statement.pdf.ts';
import { forgetDonorMonthlyGifts, listDonorMonthlyGifts } from '../monthly-gifts/monthly-gift.service.ts';
import {
  anonymizeDonorRows, deleteDonorAccess, deleteStatementSends, emailHasAccount, findGiftIds, isGiftOf, lockDonorRows,
} from './my-giving.repo.ts';

/**
 * The donor's own page (docs/features/my-giving.md): their gifts with receipts, a giving
 * statement per calendar year, and the removal of their personal data. Every function takes the
 * session's email: nothing here reads a gift given with another.
 */

/** The email as a digest: what the statement log keeps instead of the address. */
export const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE });

interface LoadedGift {
  transaction: TransactionView;
  receipt: ReceiptView;
  statementYear: number;
}

/** The email's recorded gifts (of one calendar year when given), each with its receipt, newest first. */
async function loadGifts(db: Db, email: string, settings: ReceiptSettings, year?: number): Promise<LoadedGift[]> {
  const gifts: LoadedGift[] = [];
  for (const { id, statementYear } of await findGiftIds(db, email, year)) {
    const source = await loadReceiptSource(db, id);
    if (!source) continue;
    gifts.push({ transaction: source.transaction, receipt: toReceiptView(source.transaction, source.refunds, settings), statementYear });
  }
  return gifts;
}

const walkerOf = (t: TransactionView) => (t.fundraiser ? `${t.fundraiser.firstName} ${t.fundraiser.lastName}`.trim() : null);

function toMyGift({ transaction: t, receipt, statementYear }: LoadedGift): DonorGift {
  const paidCents = toCents(t.totalCharged);
  const refundedCents = toCents(receipt.refunded);
  return {
    transactionId: t.id,
    date: t.createdAt,
    statementYear,
    eventTitle: `${receipt.eventTitle} ${t.eventYear}`,
    supporting: receipt.supporting,
    walker: walkerOf(t),
    amount: t.totalCharged,
    deductible: receipt.deductible,
    refunded: receipt.refunded,
    refundState: refundedCents <= 0 ? 'none' : refundedCents >= paidCents ? 'full' : 'partial',
    receiptToken: t.receiptToken,
  };
}

/** GET /v1/my-giving: the session's gifts, the years that have a statement and the monthly gifts. */
export async function getMyGiving(args: { db: Db; email: string }): Promise<MyGiving> {
  const settings = await loadEventSettings(args.db);
  const gifts = (await loadGifts(args.db, args.email, settings)).map(toMyGift);
  const years = [...new Set(gifts.filter((g) => g.deductible > 0).map((g) => g.statementYear))].sort((a, b) => b - a);
  // The donor's monthly gifts (docs/features/monthly-gifts.md), changed from this page.
  return { email: args.email, gifts, statementYears: years, monthlyGifts: await listDonorMonthlyGifts(args.db, args.email) };
}

export interface PdfFile {
  filename: string;
  contentType: 'application/pdf';
  data: Uint8Array;
}

/** The charity as its receipts name it (docs/decisions/0012-receipts.md): legal name, EIN (or "EIN on file"), address. */
function charityOf(settings: ReceiptSettings) {
  const { organization } = settings;
  return {
    charityName: organization.legalName.trim() || settings.appTitle,
    einLine: organization.ein ? `EIN ${formatEin(organization.ein)}` : 'EIN on file',
    mailingAddress: settings.organization.mailingAddress.split('\n').map((l) => l.trim()).filter(Boolean),
  };
}

const describe = (gift: LoadedGift) => {
  const walker = walkerOf(gift.transaction);
  return `${gift.receipt.supporting}${walker ? ` (walker ${walker})` : ''}, ${gift.receipt.eventTitle} ${gift.transaction.eventYear}`;
};

/**
 * The year's giving statement of an email (the donor's page, the admin's preview and January's
 * email): the charity's legal name and EIN, each gift's date and deductible amount, the total and
 * the tax statement the receipts use. Null when the email gave nothing deductible that year.
 */
export async function buildStatement(db: Db, email: string, year: number): Promise<{ file: PdfFile; totalCents: number; gifts: number; donorName: string } | null> {
  const settings = await loadEventSettings(db);
  const gifts = (await loadGifts(db, email, settings, year)).filter((g) => g.receipt.deductible > 0).reverse();
  if (!gifts.length) return null;
  const totalCents = gifts.reduce((sum, g) => sum + toCents(g.receipt.deductible), 0);
  const newest = gifts.at(-1)!;
  const donorName = `${newest.transaction.contactFirstName} ${newest.transaction.contactLastName}`.trim();
  const doc: StatementDocument = {
    title: `Giving statement ${year}`,
    ...charityOf(settings),
    donorName,
    period: `Gifts made from January 1 to December 31, ${year}.`,
    lines: gifts.map((g) => ({
      date: DATE_FORMAT.format(new Date(g.transaction.createdAt)),
      description: describe(g),
      paid: formatCents(toCents(g.transaction.totalCharged) - toCents(g.receipt.refunded)),
      deductible: formatCents(toCents(g.receipt.deductible)),
    })),
    total: formatCents(totalCents),
    taxStatement: newest.receipt.taxStatement,
    note: 'Where a gift included goods (shirts, 5k registrations, shipping), only the part beyond their value is deductible, as its receipt states.',
  };
  const data = await drawStatementPdf(doc);
  return { file: { filename: `giving-statement-${year}.pdf`, contentType: 'application/pdf', data }, totalCents, gifts: gifts.length, donorName };
}

/** GET /v1/my-giving/statements/{year}: 404 when the email gave nothing deductible that year. */
export async function getMyStatement(args: { db: Db; email: string; year: number }): Promise<PdfFile> {
  const statement = await buildStatement(args.db, args.email, args.year);
  if (!statement) throw AppError.notFound(MY_GIVING_MESSAGES.noGiftsThatYear);
  return statement.file;
}

/** GET /v1/my-giving/gifts/{transactionId}/receipt: one gift's receipt as a PDF; 404 for any gift not given with the email. */
export async function getMyGiftReceipt(args: { db: Db; email: string; transactionId: number }): Promise<PdfFile> {
  const { db, email, transactionId } = args;
  if (!(await isGiftOf(db, transactionId, email))) throw AppError.notFound(MY_GIVING_MESSAGES.giftNotFound);
  const source = await loadReceiptSource(db, transactionId);
  if (!source) throw AppError.notFound(MY_GIVING_MESSAGES.giftNotFound);
  const settings = await loadEventSettings(db);
  const receipt = toReceiptView(source.transaction, source.refunds, settings);
  const gift: LoadedGift = { transaction: source.transaction, receipt, statementYear: 0 };
  const data = await drawStatementPdf({
    title: receipt.updated ? 'Updated receipt' : 'Receipt',
    ...charityOf(settings),
    donorName: receipt.donorName,
    period: `Transaction ${transactionId}, ${DATE_FORMAT.format(new Date(receipt.date))}.`,
    lines: [{ date: DATE_FORMAT.format(new Date(receipt.date)), description: describe(gift), paid: formatCents(toCents(receipt.total)), deductible: formatCents(toCents(receipt.deductible)) }],
    total: formatCents(toCents(receipt.deductible)),
    taxStatement: receipt.taxStatement,
    note: valueReceivedStatement({ valueReceivedCents: toCents(receipt.valueReceived), deductibleCents: toCents(receipt.deductible) }),
  });
  return { filename: `receipt-${transactionId}.pdf`, contentType: 'application/pdf', data };
}

/**
 * POST /v1/my-giving/removal: the donor's personal data removed, in one transaction, audited: their
 * person rows and the contact details of their transactions are cleared; the money (transactions,
 * line items, amounts, teams, credit) stays, so every total is unchanged. The email's links,
 * sessions and statement log go too, so the page ends with it. An email that signs in to an
 * account (or whose person has one, or a fundraising page) is refused: the event team removes it.
 */
export async function removeMyData(args: { db: Db; email: string }): Promise<{ message: string; persons: number; transactions: number }> {
  const { db, email } = args;
  return db.transaction(async (tx) => {
    if (await emailHasAccount(tx, email)) throw AppError.conflict(MY_GIVING_MESSAGES.hasAccount);
    // A monthly gift must be cancelled first (docs/features/monthly-gifts.md); cancelled ones forget the donor.
    await forgetDonorMonthlyGifts(tx, email);
    const ids = await lockDonorRows(tx, email);
    await anonymizeDonorRows(tx, ids);
    await deleteDonorAccess(tx, email);
    await deleteStatementSends(tx, emailDigest(email));
    // The audit rows name what was cleared, never the values (they are what was asked to go).
    const cleared = { requestedBy: 'the donor, from their page', fieldsCleared: ['name', 'email', 'phone', 'address', 'employer', 'billing contact', 'shipping address', 'message'] };
    for (const id of ids.transactionIds) {
      await appendAuditEntry(tx, { actorUserId: null, action: 'transaction.donor_data_removed', entity: 'transaction', entityId: id, before: null, after: cleared });
    }
    for (const id of ids.personIds) {
      await appendAuditEntry(tx, { actorUserId: null, action: 'person.data_removed', entity: 'person', entityId: id, before: null, after: cleared });
    }
    return { message: MY_GIVING_MESSAGES.removed, persons: ids.personIds.length, transactions: ids.transactionIds.length };
  });
}

