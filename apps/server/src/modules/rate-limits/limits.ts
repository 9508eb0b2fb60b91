/**
 * The request limits of the API, shared by every instance through the rate_limits table. Each is
 * a count per window per subject (the client's address unless the limit says otherwise). Tests
 * override them through `AppConfig.limits`.
 */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS = {
  /** Failed sign-ins from one address (an office shares one): a high ceiling, not a lock on everyone behind it. */
  loginFailuresPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /** Reset emails per account, and per address, so nobody floods an inbox. */
  resetEmailsPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetEmailsPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /** "Does this email have an account?" lookups per address. */
  emailLookupsPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Sign-ups (users, teams) per address, by anyone but an admin: each costs an argon2 hash. */
  signUpsPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Payment creations per address: generous, since phones on one carrier share addresses. */
  paymentsPerIp: { limit: 120, windowMs: 15 * MINUTE },
  /** Person writes (the join flow, a captain's add-member form) per address, by anyone but an admin: each may email the person. */
  personWritesPerIp: { limit: 120, windowMs: 15 * MINUTE },
  /** Image uploads per signed-in user (each is decoded and re-encoded, and stored in the database). */
  uploadsPerUser: { limit: 60, windowMs: 60 * MINUTE },
  /** Email My Team sends per signed-in user: each reaches every member of a team. */
  teamEmailsPerUser: { limit: 10, windowMs: 60 * MINUTE },
  /** "Start fundraising" sign-in link requests per address and per email (docs/decisions/0009-personal-pages.md). */
  signInLinksPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signInLinksPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Invitation calls per signed-in captain or admin: each may email a whole team. */
  fundraiserInvitesPerUser: { limit: 20, windowMs: 60 * MINUTE },
  /** Waiver link reads and signatures per address (docs/decisions/0011-event-day-check-in.md): a family may sign several. */
  waiverLinksPerIp: { limit: 60, windowMs: 60 * MINUTE },
} satisfies Record<string, WindowLimit>;

export type RequestLimits = Record<keyof typeof DEFAULT_LIMITS, WindowLimit>;

/** The subject of a per-user limit: the signed-in user's id (run after requireUser). */
export const byUserId = (request: { authUser: { id: number } | null }): string | null => (request.authUser ? `user-${request.authUser.id}` : null);

/**
 * The subject of a per-address limit that spares only admins: a token of any other role (a
 * participant, a captain) is no reason to skip a limit an anonymous caller meets. Run after a hook
 * that reads the token (optionalUser).
 */
export const byAddressUnlessAdmin = (request: { ip: string; authUser: { role: string } | null }): string | null =>
  request.authUser?.role === 'admin' ? null : request.ip;

/** Every limit multiplied by `scale` (RATE_LIMIT_SCALE), never below 1. */
export function scaleLimits(limits: RequestLimits, scale: number): RequestLimits {
  if (scale === 1) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([name, l]) => [name, { ...l, limit: Math.max(1, Math.round(l.limit * scale)) }]),
  ) as RequestLimits;
}
