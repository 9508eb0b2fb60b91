import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataRemovalAnswerSchema, dataRemovalInputSchema, DONOR_LINK_HOURS, DONOR_SESSION_HEADER, donorLinkAnswerSchema, donorLinkRequestSchema, donorSessionInputSchema,
  donorSessionSchema, donorGiftParams, myGivingSchema, noContentSchema, statementYearParams,
} from '@walkfund/domain';
import { byAddressAndEmail } from '../rate-limits/limits.ts';
import { endDonorSession, openDonorSession, requestDonorLink, resolveDonorSession } from './donor-session.service.ts';
import { getMyGiftReceipt, getMyGiving, getMyStatement, removeMyData } from './my-giving.service.ts';
import { pdfAnswer, sendDownload } from '../../lib/download-reply.ts';
import { monthlyGiftDonorRoutes } from '../monthly-gifts/monthly-gift-donor.routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The email of the donor session (x-donor-session) on /v1/my-giving routes; null elsewhere. */
    donorEmail: string | null;
  }
}

const sessionToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers[DONOR_SESSION_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The donor's own page (docs/features/my-giving.md), registered with prefix /v1/my-giving. The
 * link request and the session's opening are public; everything else needs a donor session (the
 * x-donor-session header), decided in onRequest before anything is read, and reads only the gifts
 * given with the session's email. No other route reads the header, so the session reaches nothing else.
 */
export async function myGivingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('donorEmail', null);
  const requireDonor = async (request: FastifyRequest) => {
    request.donorEmail = await resolveDonorSession(app.db, sessionToken(request));
  };
  const donor = { onRequest: requireDonor };
  const who = '401 without a live donor session (x-donor-session).';

  app.post(
    '/sign-in-link',
    {
      onRequest: app.limitRequests('donorLinksPerIp'),
      // Per address and email, never per email alone: requests from elsewhere must not refuse the
      // owner's own (docs/decisions/0015-email-request-limits.md). The inbox's cap is checked after the answer.
      preHandler: app.limitRequests('donorLinksPerAddressAndEmail', byAddressAndEmail),
      schema: {
        summary: 'Ask for a link to my gifts ("Find my gifts")',
        description:
          "Public: {email}. Always the same answer; when a gift was given with the email, a single-use link to the donor's page is emailed after the answer, and the email's earlier links stop working. Limited per address, and per address and email (429); an inbox gets a few links an hour from addresses that have not opened one.",
        body: donorLinkRequestSchema,
        response: { 200: donorLinkAnswerSchema.describe('The same message whatever the email') },
      },
    },
    async (request) =>
      requestDonorLink({
        db: app.db,
        jobs: app.jobs,
        config: app.config,
        email: request.body.email,
        ip: request.ip,
        defer: (task) => app.afterResponse.defer(task, 'donor link email'),
      }),
  );

  app.post(
    '/session',
    {
      schema: {
        summary: 'Open my gifts with an emailed link',
        description: `{token} from the link: works once, within ${DONOR_LINK_HOURS} hours. Answers a donor session token, sent back in the x-donor-session header, that reads only the gifts given with the link's email, for an hour. 400 when the link expired or was used.`,
        body: donorSessionInputSchema,
        response: { 200: donorSessionSchema.describe('The donor session') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return openDonorSession({ db: app.db, token: request.body.token, ip: request.ip });
    },
  );

  app.delete(
    '/session',
    {
      ...donor,
      schema: { summary: 'Sign out of my gifts', description: `Ends the donor session. ${who}`, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await endDonorSession(app.db, sessionToken(request)!);
      return reply.status(204).send();
    },
  );

  app.get(
    '/',
    {
      ...donor,
      schema: {
        summary: 'Read my gifts',
        description: `The gifts given with the session's email, newest first, with their receipts' amounts (paid, deductible, refunded), and the calendar years that have a giving statement. ${who}`,
        response: { 200: myGivingSchema.describe("The donor's gifts") },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getMyGiving({ db: app.db, email: request.donorEmail! });
    },
  );

  app.get(
    '/statements/:year',
    {
      onRequest: [requireDonor, app.limitRequests('donorFilesPerIp')],
      schema: {
        summary: 'Download my giving statement for a year',
        description: `A PDF: the charity's legal name and EIN, each gift of the calendar year (America/Chicago) with its date and deductible amount, the total and the tax statement. ${who} 404 when nothing deductible was given that year; 429 past the limit of files per address.`,
        params: statementYearParams,
        response: pdfAnswer('The giving statement (PDF)'),
      },
    },
    async (request, reply) => sendDownload(reply, await getMyStatement({ db: app.db, email: request.donorEmail!, year: request.params.year })),
  );

  app.get(
    '/gifts/:transactionId/receipt',
    {
      onRequest: [requireDonor, app.limitRequests('donorFilesPerIp')],
      schema: {
        summary: "Download a gift's receipt",
        description: `The receipt of one of the session's gifts as a PDF (the printable page is /frontend/receipt/{receiptToken}). ${who} 404 for a gift given with another email, or none.`,
        params: donorGiftParams,
        response: pdfAnswer('The receipt (PDF)'),
      },
    },
    async (request, reply) => sendDownload(reply, await getMyGiftReceipt({ db: app.db, email: request.donorEmail!, transactionId: request.params.transactionId })),
  );

  // The donor's monthly gifts (docs/features/monthly-gifts.md), behind this page's session.
  await app.register(monthlyGiftDonorRoutes, { prefix: '/monthly-gifts', requireDonor });

  app.post(
    '/removal',
    {
      ...donor,
      schema: {
        summary: 'Remove my personal data',
        description: `{confirm: true}. In one transaction, audited: the persons with the session's email become "Removed donor" with no email, phone or address, and the transactions given with it lose their contact details; the money (transactions, line items, amounts) stays. The session ends. ${who} 409 when the email signs in to an account (the event team removes it), or while one of its monthly gifts is not cancelled.`,
        body: dataRemovalInputSchema,
        response: { 200: dataRemovalAnswerSchema.describe('What was removed') },
      },
    },
    async (request) => removeMyData({ db: app.db, email: request.donorEmail! }),
  );
}
