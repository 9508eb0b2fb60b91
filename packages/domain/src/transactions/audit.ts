import { z } from 'zod';

/**
 * docs/decisions/0122-refunds-and-audit-log.md: the append-only audit log. Every change of money or of who gets credit is
 * written in the same database transaction as the change: who, when, what, before and after.
 */
export const AUDIT_ACTIONS = [
  'transaction.offline_payment',
  'transaction.support_changed',
  'transaction.shipped_changed',
  'transaction.refunded',
  'transaction.fundraiser_changed',
  /** An admin hid or showed a personal page, or edited or cleared its story or photo (docs/features/personal-pages.md). */
  'fundraiser_page.moderated',
  /** An admin made a new check-in code for a person's event entry: the old one stopped working (docs/features/event-day.md). */
  'event_entry.token_regenerated',
  /** An admin sent a person's event confirmation (with the check-in code) again (docs/features/event-day.md). */
  'event_entry.confirmation_resent',
  /** A volunteer or an admin registered someone at the gate on the event day (docs/features/event-day.md). */
  'event_entry.walk_up',
  /** An admin published a new version of a city's waiver (docs/features/event-day.md): entity id is the waiver. */
  'waiver.published',
  /** An admin emailed a person a link to sign their missing waiver (docs/features/event-day.md). */
  'event_entry.waiver_link_sent',
  /** An admin set the shirt stock of an event year (docs/features/event-day.md): entity id is the year. */
  'shirt_stock.saved',
  /** A donor had their personal data removed from their own page (docs/features/my-giving.md): the money records stay. */
  'transaction.donor_data_removed',
  'person.data_removed',
  /** A donor (from their page) or an admin changed a monthly gift (docs/features/monthly-gifts.md): entity id is the gift. */
  'monthly_gift.amount_changed',
  'monthly_gift.paused',
  'monthly_gift.resumed',
  'monthly_gift.cancelled',
  'monthly_gift.card_updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit row is about. */
export const AUDIT_ENTITIES = ['transaction', 'fundraiser_page', 'event_entry', 'shirt_stock', 'waiver', 'person', 'monthly_gift'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** How the history on the transaction detail names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'shirt_stock.saved': 'Shirt stock saved',
  'transaction.offline_payment': 'Offline payment recorded',
  'transaction.support_changed': 'Support changed',
  'transaction.shipped_changed': 'Shipping status changed',
  'transaction.refunded': 'Refunded',
  'transaction.fundraiser_changed': 'Fundraiser changed',
  'fundraiser_page.moderated': 'Fundraising page changed by an admin',
  'event_entry.token_regenerated': 'Check-in code regenerated',
  'event_entry.confirmation_resent': 'Event confirmation resent',
  'event_entry.walk_up': 'Registered at the gate',
  'waiver.published': 'Waiver version published',
  'event_entry.waiver_link_sent': 'Waiver link sent',
  'transaction.donor_data_removed': "Donor's personal data removed at their request",
  'person.data_removed': 'Personal data removed at their request',
  'monthly_gift.amount_changed': 'Monthly amount changed',
  'monthly_gift.paused': 'Monthly gift paused',
  'monthly_gift.resumed': 'Monthly gift resumed',
  'monthly_gift.cancelled': 'Monthly gift cancelled',
  'monthly_gift.card_updated': 'Monthly gift card updated',
};

/** Who made a change: a user, or null for the card processor (a refund made in Stripe's dashboard). */
export const auditActorSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  /** The user's person's name, when the user has a person. */
  name: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** The history line shown when no user made the change. */
export const AUDIT_PROCESSOR_ACTOR = 'Card processor';

/** One audit row as the API shows it. Money inside before/after is in dollars. */
export const auditEntryViewSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: auditActorSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;
