import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminFundraiserPageSchema, fundraiserModerationSchema, fundraiserPersonParams } from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { getAdminFundraiserPage, moderateFundraiserPage } from './fundraiser-admin.service.ts';

/** /v1/fundraisers/people (admin): moderation of personal pages (docs/decisions/0009-personal-pages.md). */
export async function fundraiserAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the body is read: anonymous 401, captains and participants 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/people/:personId',
    {
      schema: {
        summary: "Read a person's fundraising page (admin)",
        description: "The page as moderation sees it, with this year's goal, raised and team; 404 when the person has not claimed a page.",
        params: fundraiserPersonParams,
        response: { 200: adminFundraiserPageSchema.describe('The page') },
      },
    },
    async (request) => getAdminFundraiserPage({ db: app.db, personId: request.params.personId }),
  );

  app.patch(
    '/people/:personId',
    {
      schema: {
        summary: "Moderate a person's fundraising page (admin)",
        description: '{hiddenByAdmin?, story?, imageUrl?}: hide or show the page, edit or clear its story (sanitized) and photo. Audited; the public page changes at once.',
        params: fundraiserPersonParams,
        body: fundraiserModerationSchema,
        response: { 200: adminFundraiserPageSchema.describe('The changed page') },
      },
    },
    async (request) => moderateFundraiserPage({ db: app.db, personId: request.params.personId, input: request.body, actor: request.authUser! }),
  );
}
