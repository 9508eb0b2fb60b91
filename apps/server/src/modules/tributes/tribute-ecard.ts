import { charityIdentityLine, formatCents, tributeText, type EventSettingsView, type TributeKind } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export interface TributeEcardInput {
  kind: TributeKind;
  honoreeName: string;
  notifyName: string;
  notifyEmail: string;
  message: string | null;
  /** The donor as the card names them ("A friend" when the gift is anonymous). */
  donorName: string;
  /** The gift in cents, only when the donor chose to show it; null otherwise. */
  amountCents: number | null;
  /** "Team Bricktown Blue Crew", or null for the event. */
  teamName: string | null;
  settings: Pick<EventSettingsView, 'appTitle' | 'organization'>;
}

/**
 * The e-card to the person a donor asked us to tell (docs/features/tributes.md): the charity as its
 * receipts name it (legal name, EIN, address), the tribute, the donor's name and message, and the
 * amount only when the donor chose it. Every text of a person is escaped in the HTML.
 */
export function renderTributeEcard(input: TributeEcardInput): EmailMessage {
  const org = input.settings.organization;
  const charity = org.legalName.trim() || input.settings.appTitle;
  const tribute = tributeText({ kind: input.kind, honoreeName: input.honoreeName });
  const gift = input.amountCents !== null ? `a gift of ${formatCents(input.amountCents)}` : 'a gift';
  const toWhom = input.teamName ? `${charity} (${input.settings.appTitle}, team ${input.teamName})` : `${charity} (${input.settings.appTitle})`;
  const heading = `${tribute}`;
  const greeting = `Dear ${input.notifyName},`;
  const news = `${input.donorName} made ${gift} to ${toWhom} ${lowerFirst(tribute)}, and asked us to let you know.`;
  const identity = charityIdentityLine(org) || charity;
  const address = org.mailingAddress ? org.mailingAddress.split('\n').map((l) => l.trim()).filter(Boolean) : [];
  const messageLines = input.message ? input.message.split('\n') : [];

  const text = [
    heading,
    '',
    greeting,
    '',
    news,
    ...(messageLines.length ? ['', `Their message:`, ...messageLines.map((l) => `  ${l}`)] : []),
    '',
    `With thanks,`,
    charity,
    '',
    identity,
    ...address,
  ].join('\n');

  const html = [
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(news)}</p>`,
    messageLines.length
      ? `<p>Their message:</p><blockquote style="margin:0 0 1em 1em">${messageLines.map((l) => escapeHtml(l)).join('<br>')}</blockquote>`
      : '',
    `<p>With thanks,<br>${escapeHtml(charity)}</p>`,
    `<p style="font-size:13px">${escapeHtml(identity)}${address.map((l) => `<br>${escapeHtml(l)}`).join('')}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    to: [input.notifyEmail],
    ...(org.contactEmail ? { replyTo: org.contactEmail } : {}),
    subject: `${tribute}: a gift to ${charity}`,
    text,
    html,
  };
}

/** "In memory of ..." inside a sentence: "in memory of ...". */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
