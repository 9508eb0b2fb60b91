import type { TeamMember } from '@walkfund/domain';

/** The subject of the team's mailto link, as the team page's: "{appTitle} - {team name}!". */
export function teamMailSubject(appTitle: string, teamName: string): string {
  return `${appTitle} - ${teamName}!`;
}

/** The distinct emails of the team's active members. */
export function activeMemberEmails(members: readonly TeamMember[]): string[] {
  const emails = members.filter((m) => m.active && m.email.trim() !== '').map((m) => m.email.trim());
  return [...new Set(emails)];
}

/** A mailto: link to every active member with the team subject, for the person's own email client. */
export function teamMailtoHref(members: readonly TeamMember[], appTitle: string, teamName: string): string {
  // Addresses keep their @ readable; the subject is encoded as a URI component (RFC 6068).
  const to = activeMemberEmails(members).map((email) => encodeURIComponent(email).replaceAll('%40', '@')).join(',');
  return `mailto:${to}?subject=${encodeURIComponent(teamMailSubject(appTitle, teamName))}`;
}
