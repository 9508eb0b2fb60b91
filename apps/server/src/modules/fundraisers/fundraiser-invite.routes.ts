import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fundraiserInviteAnswerSchema, fundraiserInviteInputSchema, signInLinkAnswerSchema, signInLinkRequestSchema,
} from '@walkfund/domain';
import { byAddressAndEmail, byUserId } from '../rate-limits/limits.ts';
import { assertMayInvite, inviteFundraisers, requestSignInLink } from './fundraiser-invite.service.ts';

/** Registered with prefix /fundraisers inside /v1: invitations and "Start fundraising" (docs/decisions/0009-personal-pages.md). */
export async function fundraiserInviteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/invite',
    {
      onRequest: [app.requireUser, async (request) => assertMayInvite(request.authUser!)],
      preHandler: app.limitRequests('fundraiserInvitesPerUser', byUserId),
      schema: {
        summary: 'Invite members to fundraise',
        description:
          'A captain for members of their own team this year, an admin for anyone on a team this year: {persons}. Queues one email per member with a fresh single-use sign-in link. 401 anonymous; 403 a participant; 400 naming the first person not allowed; 429 past the caller\'s limit.',
        body: fundraiserInviteInputSchema,
        response: { 200: fundraiserInviteAnswerSchema.describe('How many invitations were queued') },
      },
    },
    async (request) => inviteFundraisers({ db: app.db, jobs: app.jobs, config: app.config, user: request.authUser!, input: request.body }),
  );

  app.post(
    '/sign-in-link',
    {
      onRequest: app.limitRequests('signInLinksPerIp'),
      // Per address and email, never per email alone: requests from elsewhere must not refuse the
      // owner's own (docs/decisions/0015-email-request-limits.md). The inbox's cap is checked after the answer.
      preHandler: app.limitRequests('signInLinksPerAddressAndEmail', byAddressAndEmail),
      schema: {
        summary: 'Ask for a sign-in link ("Start fundraising")',
        description:
          'Public: {email}. Always the same answer; when the email is a member\'s on a team this year, a single-use sign-in link is emailed after the answer, and earlier links of the member stop working. Limited per address, and per address and email (429); an inbox gets a few links an hour from addresses its member has not signed in from.',
        body: signInLinkRequestSchema,
        response: { 200: signInLinkAnswerSchema.describe('The same message whatever the email') },
      },
    },
    async (request) =>
      requestSignInLink({
        db: app.db,
        jobs: app.jobs,
        config: app.config,
        email: request.body.email,
        ip: request.ip,
        defer: (task) => app.afterResponse.defer(task, 'sign-in link email'),
      }),
  );
}
