import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResponseSchema, signInWithLinkSchema } from '@walkfund/domain';
import { invalidateFundraiserPages } from './fundraiser-public.service.ts';
import { signInWithLink } from './sign-in-link.service.ts';

/**
 * POST /v1/auth/sign-in-link, registered under the auth prefix beside the other sign-ins: the
 * walkers' links are this module's (docs/decisions/0009-personal-pages.md), and it uses the auth
 * module's sessions, never the reverse. Public: the token is the capability.
 */
export async function signInLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/sign-in-link',
    {
      schema: {
        summary: 'Sign in with an emailed link',
        description:
          "{token} from a sign-in link (docs/decisions/0009-personal-pages.md): works once, for 7 days. Signs in the member's account (created as a participant when they have none) and claims their fundraising page. 400 when the link expired or was used; 403 an admin's or a deactivated account; 409 when another account uses the member's email.",
        body: signInWithLinkSchema,
        response: { 200: authResponseSchema.describe('The user and a token pair') },
      },
    },
    async (request) => {
      const { auth, pageCreated } = await signInWithLink({ db: app.db, config: app.config, token: request.body.token, ip: request.ip });
      // Sign-in routes are not taken for writes to public pages (plugins/public-cache.ts); a new page
      // answers at its slug at once (lists wait for the walker's yes on My Page, a write of its own).
      if (pageCreated) invalidateFundraiserPages(app);
      return auth;
    },
  );
}
