import { fillPlaceholders, formatCents, formatEventDate, type CoachingMessage, type CoachingPlaceholder } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { daysBetween } from '../daily-reports/chicago-day.ts';
import type { DigestData, WalkerFigures } from './coaching.repo.ts';

/**
 * Writes a coaching email from its message (Config > Coaching) and a walker's figures
 * (docs/features/coaching.md): the placeholders filled, escaped in the HTML; links become links;
 * the plain text is read from the same HTML. The unsubscribe line and headers are added by the
 * caller (email-preferences' withUnsubscribe).
 */

export interface SiteLinks {
  /** PUBLIC_URL without a trailing slash. */
  base: string;
}

const LINK_PLACEHOLDERS = new Set<CoachingPlaceholder>(['pageLink', 'myPageLink', 'raiseGoalLink']);

/** The values of every placeholder for a walker on `today` (YYYY-MM-DD, Chicago). */
export function placeholderValues(figures: WalkerFigures, site: SiteLinks, today: string, captainName?: string): Record<CoachingPlaceholder, string> {
  const myPage = `${site.base}/my-page`;
  const percent = figures.goalCents > 0 ? Math.floor((figures.raisedCents * 100) / figures.goalCents) : 0;
  const daysLeft = figures.eventDate ? Math.max(0, daysBetween(today, figures.eventDate)) : null;
  return {
    firstName: figures.firstName,
    pageLink: figures.slug ? `${site.base}/frontend/fundraiser/${encodeURIComponent(figures.slug)}` : myPage,
    myPageLink: myPage,
    // My Page opens at the goal field (docs/features/coaching.md: one tap to raise it).
    raiseGoalLink: `${myPage}#goal`,
    raised: formatCents(figures.raisedCents),
    goal: formatCents(figures.goalCents),
    percent: String(percent),
    teamName: figures.teamName ?? 'your team',
    captainName: captainName ?? figures.captainName ?? 'Your captain',
    eventDate: figures.eventDate ? formatEventDate(figures.eventDate) : 'the event day',
    daysLeft: daysLeft === null ? '' : String(daysLeft),
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** The plain text of the editor's HTML (paragraphs and line breaks kept, a link's address after its words). */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, words: string) => (words.replace(/<[^>]+>/g, '') === href ? href : `${words} (${href})`))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Subject, HTML and text of one message with these values. */
export function renderMessage(message: Pick<CoachingMessage, 'subject' | 'html'>, values: Record<CoachingPlaceholder, string>): { subject: string; html: string; text: string } {
  const htmlValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      LINK_PLACEHOLDERS.has(name as CoachingPlaceholder) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value),
    ]),
  );
  return {
    // A value never brings a line break into the subject (a header).
    subject: fillPlaceholders(message.subject, values).replace(/[\r\n]+/g, ' ').trim(),
    html: fillPlaceholders(message.html, htmlValues),
    text: fillPlaceholders(htmlToText(message.html), values),
  };
}

export function walkerEmail(to: string, rendered: { subject: string; html: string; text: string }, replyTo?: string): EmailMessage {
  return { to: [to], subject: rendered.subject, html: rendered.html, text: rendered.text, ...(replyTo ? { replyTo } : {}) };
}

/** A digest member line: who, and the one-click nudge link. */
export interface DigestNudgeLine {
  name: string;
  reason: 'no page' | 'no gift yet';
  nudgeUrl: string;
}

/**
 * The captain's weekly digest: the message's intro, then the team's progress, the week's new gifts
 * and who could use a nudge (members with no page, members with a page and no gift), each with
 * its one-click nudge link.
 */
export function renderDigest(intro: { subject: string; html: string; text: string }, data: DigestData, lines: DigestNudgeLine[], dashboardUrl: string) {
  const percent = data.goalCents > 0 ? Math.floor((data.totalRaisedCents * 100) / data.goalCents) : null;
  const progress = `${data.teamName} has raised ${formatCents(data.totalRaisedCents)}${data.goalCents > 0 ? ` of its ${formatCents(data.goalCents)} goal (${percent}%)` : ''}.`;
  const gifts = data.newGiftCount === 0 ? 'No new gifts this week yet.' : `${data.newGiftCount} new ${data.newGiftCount === 1 ? 'gift' : 'gifts'} this week: ${formatCents(data.newGiftCents)}.`;
  const noPage = lines.filter((l) => l.reason === 'no page');
  const noGift = lines.filter((l) => l.reason === 'no gift yet');
  const textList = (items: DigestNudgeLine[]) => items.map((l) => `- ${l.name}: send a nudge ${l.nudgeUrl}`);
  const htmlList = (items: DigestNudgeLine[]) =>
    `<ul>${items.map((l) => `<li>${escapeHtml(l.name)}: <a href="${escapeHtml(l.nudgeUrl)}">send a nudge</a></li>`).join('')}</ul>`;
  const text = [
    intro.text, '', progress, gifts, '',
    ...(noPage.length ? ['Members with no page yet:', ...textList(noPage), ''] : []),
    ...(noGift.length ? ['Members with no gift yet:', ...textList(noGift), ''] : []),
    ...(lines.length === 0 ? ['Everyone has a page and a gift. Wonderful!', ''] : []),
    `Your dashboard: ${dashboardUrl}`,
  ].join('\n');
  const html = [
    intro.html,
    `<p>${escapeHtml(progress)}<br>${escapeHtml(gifts)}</p>`,
    ...(noPage.length ? [`<p><strong>Members with no page yet</strong></p>${htmlList(noPage)}`] : []),
    ...(noGift.length ? [`<p><strong>Members with no gift yet</strong></p>${htmlList(noGift)}`] : []),
    ...(lines.length === 0 ? ['<p>Everyone has a page and a gift. Wonderful!</p>'] : []),
    `<p><a href="${escapeHtml(dashboardUrl)}">Open your dashboard</a></p>`,
  ].join('\n');
  return { subject: intro.subject, html, text };
}
