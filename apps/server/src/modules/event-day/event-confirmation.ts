import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { checkInQrText, EVENT_ENTRY_KIND_LABELS, formatEventDate, formatStartTime, shirtSizeName, type EventDay, type EventEntryKind } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import { PermanentJobError } from '../jobs/job-queue.ts';
import { findEventDay } from './event-day.service.ts';
import { EVENT_CONFIRMATION_QUEUE } from '../../lib/event-entries.repo.ts';
import { findEntryDetails, lockEntry, updateEntry } from './event-entry.repo.ts';

/** The inline image's content id: the HTML shows it with <img src="cid:…">, never a remote image. */
export const CHECK_IN_QR_CID = 'check-in-qr@walkfund';

/** The check-in QR code as a PNG: `walkfund:checkin:<token>` (docs/decisions/0011-event-day-check-in.md). */
export function checkInQrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(checkInQrText(token), { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 320 });
}

export interface ConfirmationInput {
  to: string;
  appTitle: string;
  eventYear: number;
  firstName: string;
  lastName: string;
  eventCity: string | null;
  day: EventDay | null;
  teamName: string | null;
  kind: EventEntryKind;
  shirtSize: string | null;
  token: string;
  qrPng: Buffer;
}

/** The confirmation: the person's details for the day and their check-in code as an inline PNG. */
export function renderConfirmationEmail(input: ConfirmationInput): EmailMessage {
  const details: [string, string][] = [
    ['Event', `${input.appTitle} ${input.eventYear}`],
    ['City', input.eventCity ?? 'Not set yet'],
    ...(input.day
      ? ([
          ['Date', formatEventDate(input.day.date)],
          ['Start time', formatStartTime(input.day.startTime)],
          ['Place', input.day.place],
        ] as [string, string][])
      : ([['Date, time and place', 'We will email them as soon as they are set.']] as [string, string][])),
    ['Team', input.teamName ?? 'No team'],
    ['Run type', EVENT_ENTRY_KIND_LABELS[input.kind]],
    ['Shirt size', shirtSizeName(input.shirtSize) || 'Not chosen'],
  ];
  const greeting = `Hi ${input.firstName},`;
  const intro = `You are registered for ${input.appTitle} ${input.eventYear}. We can't wait to see you!`;
  const codeLine = 'Show the code below at check-in on the day (on your phone or printed).';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    codeLine,
    `Your check-in code: ${input.token}`,
    '',
    `Thank you for taking part!`,
    input.appTitle,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(codeLine)}</p>`,
    `<p><img src="cid:${CHECK_IN_QR_CID}" width="240" height="240" alt="Your check-in code"></p>`,
    `<p>Your check-in code: <code>${escapeHtml(input.token)}</code></p>`,
    `<p>Thank you for taking part!<br>${escapeHtml(input.appTitle)}</p>`,
  ].join('\n');
  return {
    to: [input.to],
    subject: `${input.appTitle} ${input.eventYear}: you are registered`,
    text,
    html,
    attachments: [{ filename: 'check-in-code.png', contentType: 'image/png', content: input.qrPng.toString('base64'), cid: CHECK_IN_QR_CID }],
  };
}

function entryIdOf(payload: Record<string, unknown>): number {
  const value = payload.entryId;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new PermanentJobError('The job has no valid entryId.');
  return value;
}

/**
 * The job queued with each new entry (event-entry.repo.ts) and by "Resend confirmation": renders
 * the confirmation into the outbox and marks the entry sent, in one transaction with the entry
 * locked. A run that finds the entry already marked sends nothing, so there is one email per
 * entry (per resend) however often the job runs or retries.
 */
export function registerEventConfirmationJob(app: FastifyInstance): void {
  app.jobs.register(EVENT_CONFIRMATION_QUEUE, async ({ payload }) => {
    const entryId = entryIdOf(payload);
    const outcome = await app.db.transaction(async (tx) => {
      const entry = await lockEntry(tx, entryId);
      if (!entry) return { skipped: 'no entry' };
      if (entry.confirmationSentAt) return { skipped: 'already sent' };
      const details = await findEntryDetails(tx, { id: entryId });
      if (!details?.person.email) return { skipped: 'no email' };
      const { appTitle } = await loadEventSettings(tx);
      const day = await findEventDay(tx, entry.eventYear, entry.eventCity);
      const qrPng = await checkInQrPng(entry.checkInToken);
      const message = renderConfirmationEmail({
        to: details.person.email,
        appTitle,
        eventYear: entry.eventYear,
        firstName: details.person.firstName,
        lastName: details.person.lastName,
        eventCity: entry.eventCity,
        day,
        teamName: details.teamName,
        kind: entry.kind as EventEntryKind,
        shirtSize: details.person.shirtSize,
        token: entry.checkInToken,
        qrPng,
      });
      const outboxId = await enqueueEmail(tx, message);
      await updateEntry(tx, entry.id, { confirmationSentAt: new Date() });
      return { outboxId };
    });
    if ('outboxId' in outcome) app.jobs.kick();
    return outcome;
  });
}
