import { WAIVER_LINK_DAYS } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';

/** The link the email carries; the signing page reads the token from the fragment, which never reaches a server log. */
export function waiverLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/frontend/waiver#token=${encodeURIComponent(token)}`;
}

/** "Please sign the waiver for <event>": plain text, short and kind, through the job queue. */
export function renderWaiverLinkEmail(input: { to: string; firstName: string; event: string; link: string }): EmailMessage {
  return {
    to: [input.to],
    subject: `Please sign the waiver for ${input.event}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `You are registered for ${input.event}. Before the day, please read and sign the waiver: it takes a minute.`,
      '',
      `Open this link within ${WAIVER_LINK_DAYS} days. It works once:`,
      input.link,
      '',
      'You can also sign it at check-in on the day.',
      '',
      'Thank you for taking part!',
    ].join('\n'),
  };
}
