import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams, personWaiverStatusSchema, waiverLinkLookupInputSchema, waiverLinkLookupSchema, waiverLinkSentSchema, waiverLinkSignInputSchema,
  waiverLinkSignResultSchema,
} from '@walkfund/domain';
import { getPersonWaiverStatus, lookUpWaiverLink, sendWaiverLink, signWithWaiverLink } from './waiver-links.service.ts';

/**
 * Registered with prefix /waiver-links inside /v1: the public signing page's calls
 * (docs/decisions/0011-event-day-check-in.md). The token is the whole authorization; limited per
 * address before the body is read, like the sign-in link routes.
 */
export async function waiverLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = { onRequest: app.limitRequests('waiverLinksPerIp') };

  app.post(
    '/lookup',
    {
      ...limited,
      schema: {
        summary: 'Read the waiver of a signing link',
        description:
          "{token} from an emailed waiver link: the person's first name, city, kind, the current waiver {id, version, body} and whether they are known to be under 18; never their email or address. 404 an unknown token, 410 a used or expired link. Limited per address (429).",
        body: waiverLinkLookupInputSchema,
        response: { 200: waiverLinkLookupSchema.describe('What the signing page shows') },
      },
    },
    async (request) => lookUpWaiverLink(app.db, request.body.token),
  );

  app.post(
    '/sign',
    {
      ...limited,
      schema: {
        summary: 'Sign a waiver with a link',
        description:
          '{token, acceptance {waiverId, signedName, minor, guardianName}}: records the acceptance (source link, with the address) and uses the link, in one transaction. 404 an unknown token, 410 a used or expired link, 409 when the waiver changed since it was read. Limited per address (429).',
        body: waiverLinkSignInputSchema,
        response: { 200: waiverLinkSignResultSchema.describe('Signed') },
      },
    },
    async (request) => signWithWaiverLink({ db: app.db, token: request.body.token, acceptance: request.body.acceptance, ip: request.ip }),
  );
}

/** Registered with prefix /event-entries inside /v1 (admin): a person's waiver status and "Send waiver link". */
export async function waiverEntryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/person/:id/waiver',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Read a person's waiver status",
        description: "The waiver status of the person's entry this year: signed, missing or not-required (no waiver published for their city and kind); null without an entry.",
        params: idParams,
        response: { 200: personWaiverStatusSchema.describe('The waiver status') },
      },
    },
    async (request) => getPersonWaiverStatus(app.db, request.params.id),
  );

  app.post(
    '/person/:id/send-waiver-link',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Email a person a waiver link',
        description:
          'No body: queues an email with a fresh single-use link to sign the missing waiver (7 days). Audited. 404 without an entry this year; 409 when the waiver is signed already, none is published for them, or they have no email.',
        params: idParams,
        response: { 200: waiverLinkSentSchema.describe('Queued') },
      },
    },
    async (request) => sendWaiverLink({ db: app.db, personId: request.params.id, actorUserId: request.authUser!.id, kick: () => app.jobs.kick() }),
  );
}
