import { SIGN_IN_LINK_DAYS } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';

/**
 * The emails of personal pages (docs/decisions/0009-personal-pages.md): an invitation from a
 * captain or the event team, a link asked for from "Start fundraising", and a fundraiser's
 * thank-you to a donor. Plain text, short and kind; sent through the job queue.
 */

/** The link an email carries; the web's sign-in page reads the token from the fragment, which never reaches a server log. */
export function signInLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/frontend/sign-in-link#token=${encodeURIComponent(token)}`;
}

interface LinkEmailInput {
  to: string;
  firstName: string;
  teamName: string;
  appTitle: string;
  link: string;
}

const linkLines = (link: string) => [
  `Open this link within ${SIGN_IN_LINK_DAYS} days to sign in. It works once; you do not need a password:`,
  link,
];

/** POST /v1/fundraisers/invite: `invitedBy` is the captain's name, or null when the event team invites. */
export function renderInvitationEmail(input: LinkEmailInput & { invitedBy: string | null }): EmailMessage {
  const from = input.invitedBy ? `${input.invitedBy}, your team captain,` : `The ${input.appTitle} team`;
  return {
    to: [input.to],
    subject: `Fundraise with ${input.teamName}: your own page on ${input.appTitle}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `${from} invited you to fundraise for ${input.teamName}. You get a page of your own: set a goal, tell your story, add a photo and share your link. Every gift through it counts for you and for your team.`,
      '',
      ...linkLines(input.link),
      '',
      'Thank you for walking with us!',
    ].join('\n'),
  };
}

/** POST /v1/fundraisers/sign-in-link ("Start fundraising"). */
export function renderSignInLinkEmail(input: LinkEmailInput): EmailMessage {
  return {
    to: [input.to],
    subject: `Your ${input.appTitle} sign-in link`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Here is your link to your fundraising page for ${input.teamName}.`,
      '',
      ...linkLines(input.link),
      '',
      'If you did not ask for this, you can ignore this email.',
    ].join('\n'),
  };
}

/** POST /v1/my/page/gifts/{transactionId}/thank-you: from the fundraiser to the donor. */
export function renderThankYouEmail(input: {
  to: string;
  donorFirstName: string;
  fundraiserName: string;
  teamName: string | null;
  appTitle: string;
}): EmailMessage {
  const walk = input.teamName ? `their walk with ${input.teamName}` : 'their walk';
  return {
    to: [input.to],
    subject: `${input.fundraiserName} says thank you`,
    text: [
      `Hi ${input.donorFirstName},`,
      '',
      `${input.fundraiserName} wanted you to know how much your gift to ${walk} means to them. Thank you for your support!`,
      '',
      `Sent for ${input.fundraiserName} by ${input.appTitle}.`,
    ].join('\n'),
  };
}
