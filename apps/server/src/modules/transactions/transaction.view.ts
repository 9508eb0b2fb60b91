import {
  centsToDollars, isPaymentMethodType, UI_MESSAGES, type RecordedPaymentMethod, type CheckoutTeamMember, type SupportingType, type TransactionLineItemView, type TransactionListItem, type TransactionView,
  tributeOfPayload, tributeText, type TributeView,
} from '@walkfund/domain';
import type { TransactionRecord } from '../../events/payment-events.ts';
import type { TransactionListRow } from './transaction.repo.ts';

/** The gift's tribute as the checkout's payload states it (docs/features/tributes.md), or null. */
function tributeViewOf(payload: unknown): TributeView | null {
  const tribute = tributeOfPayload(payload);
  if (!tribute) return null;
  return {
    kind: tribute.kind,
    honoreeName: tribute.honoreeName,
    text: tributeText(tribute),
    notifyName: tribute.notify?.name ?? null,
    notifyEmail: tribute.notify?.email ?? null,
    message: tribute.notify?.message || null,
    showAmount: tribute.notify?.showAmount ?? false,
    showOnWall: tribute.showOnWall,
  };
}

function addedTeamMembers(payload: unknown): TransactionView['teamMembers'] {
  const members = (payload as { teamMembers?: CheckoutTeamMember[] } | null)?.teamMembers ?? [];
  return members.map((m) => ({ firstName: m.firstName, lastName: m.lastName, email: m.email, phone: m.phone || null }));
}

/** No card payment: recorded offline (docs/decisions/0114-offline-payments.md), or with no processor id at all. */
export function isOfflineTransaction(t: { externalTransactionId: string | null }, checkoutProvider: string | null | undefined): boolean {
  return checkoutProvider === 'offline' || !t.externalTransactionId || t.externalTransactionId === UI_MESSAGES.offline;
}

/** How a transaction row says it was paid (docs/features/payment-methods.md): an unknown stored type reads "card". */
export function recordedPaymentMethodOf(t: { paymentMethodType: string; paymentMethodBrand: string | null; paymentMethodLast4: string | null }): RecordedPaymentMethod {
  return { type: isPaymentMethodType(t.paymentMethodType) ? t.paymentMethodType : 'card', brand: t.paymentMethodBrand, last4: t.paymentMethodLast4 };
}

/** The API shape of a recorded transaction: cents become dollars here, and only here. */
export function toTransactionView(record: TransactionRecord): TransactionView {
  const t = record.transaction;
  const donor = record.donor;
  const fundraiser = record.fundraiser ? { id: record.fundraiser.id, firstName: record.fundraiser.firstName, lastName: record.fundraiser.lastName } : null;
  const lineItems: TransactionLineItemView[] = record.lineItems.map((li) => ({
    id: li.id,
    type: li.type as TransactionLineItemView['type'],
    amount: centsToDollars(li.amountCents),
    primaryContact: li.primaryContact,
    personId: li.personId,
    teamId: li.teamId,
    eventCity: li.eventCity,
    eventYear: li.eventYear,
    anonymous: li.anonymous,
    myEmployer: li.myEmployer,
    useEmployerAsName: li.useEmployerAsName,
    productDetails: li.productDetails ?? null,
    runnerDetails: li.runnerDetails ?? null,
    shippingAddress: li.shippingAddress ?? null,
    createdAt: li.createdAt.toISOString(),
    // One fundraiser per transaction, credited on its donation line.
    fundraiser: fundraiser && li.fundraiserPersonId === fundraiser.id ? fundraiser : null,
  }));
  return {
    id: t.id,
    active: t.active,
    createdAt: t.createdAt.toISOString(),
    supportingType: t.supportingType as SupportingType,
    team: record.team,
    eventCity: t.eventCity,
    eventYear: t.eventYear,
    totalAmount: centsToDollars(t.totalAmountCents),
    totalCharged: centsToDollars(t.totalChargedCents),
    feesCovered: centsToDollars(t.feesCoveredCents),
    shippingFee: centsToDollars(t.shippingFeeCents),
    contactFirstName: t.contactFirstName,
    contactLastName: t.contactLastName,
    contactEmail: t.contactEmail,
    externalTransactionId: t.externalTransactionId,
    paymentDetails: (t.paymentDetails as Record<string, unknown> | null) ?? null,
    paymentMethod: recordedPaymentMethodOf(t),
    hasShipped: t.hasShipped,
    offline: isOfflineTransaction(t, record.checkout?.provider),
    donatorPerson: donor
      ? {
          id: donor.id,
          firstName: donor.firstName,
          lastName: donor.lastName,
          email: donor.email,
          phone: donor.phone,
          anonymous: donor.anonymous,
          marketing: donor.marketing,
          lifeChurch: donor.lifeChurch,
          lifeChurchLocation: donor.lifeChurchLocation,
        }
      : null,
    billingContact: t.billingContact ?? null,
    shippingAddress: t.shippingAddress ?? null,
    lineItems,
    teamMembers: addedTeamMembers(record.checkout?.payload ?? null),
    fundraiser,
    message: t.donorMessage,
    receiptToken: t.receiptToken,
    offlineReference: t.offlineReference,
    tribute: tributeViewOf(record.checkout?.payload ?? null),
  };
}

/** One row of the admin transactions list. */
export function toTransactionListItem(row: TransactionListRow): Required<TransactionListItem> {
  const t = row.transaction;
  return {
    id: t.id,
    createdAt: t.createdAt,
    supportingType: t.supportingType as SupportingType,
    team: row.team,
    eventCity: t.eventCity,
    eventYear: t.eventYear,
    name: `${t.contactFirstName} ${t.contactLastName}`,
    contactFirstName: t.contactFirstName,
    contactLastName: t.contactLastName,
    contactEmail: t.contactEmail,
    totalAmount: centsToDollars(t.totalAmountCents),
    totalCharged: centsToDollars(t.totalChargedCents),
    shippingFee: centsToDollars(t.shippingFeeCents),
    feesCovered: centsToDollars(t.feesCoveredCents),
    refunded: centsToDollars(t.refundedCents),
    externalTransactionId: t.externalTransactionId,
    offline: isOfflineTransaction(t, row.provider),
    hasShipped: t.hasShipped,
    donatorPersonId: t.donatorPersonId,
    paymentMethod: recordedPaymentMethodOf(t),
  };
}
