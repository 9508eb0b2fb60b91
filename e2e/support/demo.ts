/**
 * The demo accounts the seed creates on an empty database (apps/server/src/scripts/seed-data.ts,
 * config defaults ADMIN_EMAIL / ADMIN_PASSWORD). The runner passes these to the server.
 */
export const DEMO = {
  admin: { email: 'admin@walkfund.local', password: 'Walkfund#2026' },
  captain: { email: 'captain@walkfund.local', password: 'Walkfund#2026' },
  /** June Park of Puzzle Piece Pacers: a participant with a personal page (june-park). */
  walker: { email: 'walker@walkfund.local', password: 'Walkfund#2026', slug: 'june-park', name: 'June Park' },
  /** Val Volunteer: checks in Oklahoma City only (docs/features/event-day.md). */
  volunteer: { email: 'volunteer@walkfund.local', password: 'Walkfund#2026', city: 'Oklahoma City' },
} as const;
