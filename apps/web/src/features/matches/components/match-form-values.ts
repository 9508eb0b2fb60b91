import { MATCH_SCOPES, type MatchInput, type MatchScope, type MatchView } from '@walkfund/domain';

/** The match form's fields as the inputs hold them (dates as the browser's local datetime-local text). */
export interface MatchFormValues {
  sponsorName: string;
  logoUrl: string;
  ratio: string;
  cap: number | string;
  minGift: number | string;
  startsAt: string;
  endsAt: string;
  scope: MatchScope;
  eventCity: string;
  teamId: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's time. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local text as an instant; '' (or nonsense) stays as it is, for the schema to refuse. */
function toInstant(local: string): string {
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

/** A new match: starts now, runs a week, 1:1, every gift, the whole event. */
export function newMatchValues(now = new Date()): MatchFormValues {
  return {
    sponsorName: '',
    logoUrl: '',
    ratio: '1',
    cap: '',
    minGift: 0,
    startsAt: toLocalInput(now.toISOString()),
    endsAt: toLocalInput(new Date(now.getTime() + 7 * 86_400_000).toISOString()),
    scope: MATCH_SCOPES[0],
    eventCity: '',
    teamId: '',
  };
}

export function matchFormValues(match: MatchView): MatchFormValues {
  return {
    sponsorName: match.sponsorName,
    logoUrl: match.logoUrl ?? '',
    ratio: String(match.ratio),
    cap: match.cap,
    minGift: match.minGift,
    startsAt: toLocalInput(match.startsAt),
    endsAt: toLocalInput(match.endsAt),
    scope: match.scope,
    eventCity: match.eventCity ?? '',
    teamId: match.team ? String(match.team.id) : '',
  };
}

const number = (v: number | string) => (v === '' ? Number.NaN : Number(v));

/** What the form sends: checked by matchInputSchema (packages/domain) here and on the server. */
export function toMatchInput(values: MatchFormValues): MatchInput {
  return {
    sponsorName: values.sponsorName,
    logoUrl: values.logoUrl,
    ratio: Number(values.ratio),
    cap: number(values.cap),
    minGift: number(values.minGift),
    startsAt: toInstant(values.startsAt),
    endsAt: toInstant(values.endsAt),
    scope: values.scope,
    eventCity: values.scope === 'city' ? ((values.eventCity || null) as MatchInput['eventCity']) : null,
    teamId: values.scope === 'team' && values.teamId ? Number(values.teamId) : null,
  };
}
