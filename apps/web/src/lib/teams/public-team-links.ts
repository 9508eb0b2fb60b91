import { paths } from '../../config/paths.ts';

/** What the public links of a team need: its id, name and event city as the server gave them. */
export interface TeamLinkTarget {
  id: number;
  name: string;
  eventCity: string;
}

/** ?team=&name=&city= of the public donate and join flows (the flows trust only the id, checked against the team list). */
function teamSearch(team: TeamLinkTarget): string {
  return new URLSearchParams({ team: String(team.id), name: team.name, city: team.eventCity }).toString();
}

/** Join this team on the public flow: the link a captain or a new member sends to invite someone. */
export function teamJoinPath(team: TeamLinkTarget): string {
  return `${paths.frontend('join')}?${teamSearch(team)}`;
}

/** Donate to this team on the public flow. */
export function teamDonatePath(team: TeamLinkTarget): string {
  return `${paths.frontend('donate')}?${teamSearch(team)}`;
}

/** The public team page (/team/{slug}) on this site. */
export function publicTeamPath(slug: string): string {
  return paths.team(encodeURIComponent(slug));
}

/** A path of this site as a full address, for sharing. */
export function absoluteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** The public team page's full address: on the event's public site when one is set, else on this site. */
export function publicTeamUrl(slug: string, publicEventSite: string): string {
  const base = (publicEventSite.trim() || window.location.origin).replace(/\/+$/, '');
  return `${base}${publicTeamPath(slug)}`;
}
