import { DONOR_LINK_HOURS, MY_GIVING_PATH } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';

/**
 * The donor page's emails (docs/features/my-giving.md): the sign-in link, and January's giving
 * statement with its PDF. Plain text, short and kind; sent through the job queue.
 */

/** The page's address on this site. */
export function myGivingUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${MY_GIVING_PATH}`;
}

/** The emailed link: the token is in the fragment, which never reaches a server log. */
export function donorLinkUrl(publicUrl: string, token: string): string {
  return `${myGivingUrl(publicUrl)}#token=${encodeURIComponent(token)}`;
}

export function renderDonorLinkEmail(input: { to: string; appTitle: string; link: string }): EmailMessage {
  return {
    to: [input.to],
    subject: `Your gifts to ${input.appTitle}: your sign-in link`,
    text: [
      'Hello,',
      '',
      `Here is your link to see your gifts to ${input.appTitle}, print their receipts and download your yearly giving statements.`,
      '',
      `Open it within ${DONOR_LINK_HOURS} hours. It works once; you do not need a password:`,
      input.link,
      '',
      'If you did not ask for this, you can ignore this email.',
    ].join('\n'),
  };
}

export function renderStatementEmail(input: {
  to: string;
  donorName: string;
  year: number;
  charityName: string;
  total: string;
  pageUrl: string;
  pdf: { filename: string; base64: string };
}): EmailMessage {
  const greeting = input.donorName ? `Dear ${input.donorName},` : 'Hello,';
  return {
    to: [input.to],
    subject: `Your ${input.year} giving statement from ${input.charityName}`,
    text: [
      greeting,
      '',
      `Thank you for your gifts to ${input.charityName} in ${input.year}. Your tax-deductible total was ${input.total}.`,
      '',
      'Your giving statement is attached as a PDF for your records and your tax return.',
      '',
      `See all your gifts and receipts: ${input.pageUrl}`,
      '',
      `With gratitude, ${input.charityName}`,
    ].join('\n'),
    attachments: [{ filename: input.pdf.filename, contentType: 'application/pdf', content: input.pdf.base64 }],
  };
}
