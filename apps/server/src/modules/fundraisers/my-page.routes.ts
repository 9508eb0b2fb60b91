import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giftParams, myPageSchema, myPageUpdateSchema, myPasswordInputSchema, noContentSchema } from '@walkfund/domain';
import { getMyPage, setMyFirstPassword, thankDonor, updateMyPage } from './my-page.service.ts';

/**
 * Registered with prefix /my inside /v1: the signed-in user's own fundraising page
 * (docs/decisions/0009-personal-pages.md). Every call acts on the caller's own person, so signing
 * in is the whole authorization; 404 for a caller not on a team this year.
 */
export async function myPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const own = { onRequest: app.requireUser };

  app.get(
    '/page',
    {
      ...own,
      schema: {
        summary: 'My fundraising page',
        description: "The caller's page for this event year, claimed on the first read; the gifts credited to them. 401 anonymous; 404 not on a team this year.",
        response: { 200: myPageSchema.describe("The caller's page") },
      },
    },
    async (request) => getMyPage({ db: app.db, user: request.authUser! }),
  );

  app.patch(
    '/page',
    {
      ...own,
      schema: {
        summary: 'Change my fundraising page',
        description:
          'The fields sent: goal (whole dollars, at least 10), story (sanitized rich text), imageUrl (an upload; "" or null removes it), pageOn, showOnLeaderboards (the walker\'s yes or no; a new page has not chosen, null, and is on no public list). 409 turning on a page an admin hid; 404 not on a team this year.',
        body: myPageUpdateSchema,
        response: { 200: myPageSchema.describe('The page as saved') },
      },
    },
    async (request) => updateMyPage({ db: app.db, user: request.authUser!, input: request.body }),
  );

  app.post(
    '/page/gifts/:transactionId/thank-you',
    {
      ...own,
      schema: {
        summary: 'Thank a donor',
        description: 'Queues one thank-you email to the donor of a gift credited to the caller. 404 not on a team this year, or a gift not credited to them; 409 already thanked, or an anonymous donor.',
        params: giftParams,
        response: { 200: z.object({ message: z.string() }).describe('Thank-you sent') },
      },
    },
    async (request) => thankDonor({ db: app.db, jobs: app.jobs, user: request.authUser!, transactionId: request.params.transactionId }),
  );

  app.put(
    '/password',
    {
      ...own,
      schema: {
        summary: 'Choose my first password',
        description: 'For an account made by a sign-in link, which has no password yet: {password}. 409 once the account has one (change it from the profile).',
        body: myPasswordInputSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await setMyFirstPassword({ db: app.db, user: request.authUser!, password: request.body.password });
      return reply.status(204).send();
    },
  );
}
