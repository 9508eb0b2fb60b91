import type { TeamDetail } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';

/** Donate for this team on the public flow: /frontend/donate?team={id}&city={eventCity}&name={name}. */
export function donateUrl(team: Pick<TeamDetail, 'id' | 'eventCity' | 'name'>): string {
  const query = new URLSearchParams({ team: String(team.id), city: team.eventCity, name: team.name });
  return `${paths.frontend('donate')}?${query.toString()}`;
}

/** The public team page: the event's public site when set, else this site, plus /team/{slug}. */
export function viewTeamUrl(publicEventSite: string, slug: string, origin: string): string {
  const base = (publicEventSite.trim() || origin).replace(/\/+$/, '');
  return `${base}${paths.team(encodeURIComponent(slug))}`;
}
