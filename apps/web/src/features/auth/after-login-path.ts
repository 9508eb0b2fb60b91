import type { SessionUser } from '@walkfund/domain';
import { paths } from '../../config/paths.ts';

/**
 * Where a user goes after signing in (both specs): a participant to My Page, the only screen they
 * have (docs/decisions/0009-personal-pages.md); a non-admin whose team is inactive to the
 * reactivation wizard; otherwise back to the page that sent them to /login, else admins to
 * /teams and everyone else to /.
 */
export function afterLoginPath(user: SessionUser, from?: string | null): string {
  if (user.role === 'participant') return paths.myPage;
  // A volunteer has check-in only (docs/decisions/0011-event-day-check-in.md).
  if (user.role === 'volunteer') return paths.checkIn;
  const isAdmin = user.role === 'admin';
  if (!isAdmin && user.team && !user.team.active) return paths.teamReactivate;
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login)) return from;
  return isAdmin ? paths.teams : paths.home;
}
