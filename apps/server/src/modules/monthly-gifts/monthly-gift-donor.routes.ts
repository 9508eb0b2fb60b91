import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  donorMonthlyGiftSchema, monthlyGiftAmountInputSchema, monthlyGiftCardAnswerSchema, monthlyGiftCardInputSchema, monthlyGiftParams, noQuerySchema,
} from '@walkfund/domain';
import {
  assertDonorOwnsGift, cancelMyMonthlyGift, changeMonthlyAmount, pauseMonthlyGift, resumeMonthlyGift, updateMonthlyGiftCard, type MonthlyGiftServiceDeps,
} from './monthly-gift.service.ts';

export interface MonthlyGiftDonorRouteOptions {
  /** The donor page's session hook (my-giving.routes.ts): sets request.donorEmail, or answers 401. */
  requireDonor: (request: FastifyRequest) => Promise<void>;
}

/**
 * /v1/my-giving/monthly-gifts (docs/features/monthly-gifts.md), registered by the donor page's routes
 * with their session hook: the donor changes their own monthly gifts. The session is decided in
 * onRequest (401), the gift's ownership before the body is validated (another email's gift, or
 * none, is 404); each change is audited and answers the gift as it now is.
 */
export async function monthlyGiftDonorRoutes(fastify: FastifyInstance, options: MonthlyGiftDonorRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (): MonthlyGiftServiceDeps => ({ db: app.db, processor: app.monthlyGiftProcessor });
  const own = {
    onRequest: options.requireDonor,
    preValidation: async (request: FastifyRequest) => assertDonorOwnsGift(app.db, request.donorEmail!, (request.params as { id?: unknown }).id),
  };
  const who = '401 without a live donor session (x-donor-session); 404 for a gift given with another email, or none; 409 once it is cancelled.';
  const answer = { 200: donorMonthlyGiftSchema.describe('The monthly gift as it now is') };

  app.patch(
    '/:id',
    {
      ...own,
      schema: {
        summary: 'Change my monthly amount',
        description: `{amount}: whole dollars, as a donation. From the next month on; audited. ${who}`,
        params: monthlyGiftParams,
        body: monthlyGiftAmountInputSchema,
        response: answer,
      },
    },
    async (request) => changeMonthlyAmount(deps(), { donorEmail: request.donorEmail! }, request.params.id, request.body.amount),
  );

  app.post(
    '/:id/pause',
    {
      ...own,
      schema: { summary: 'Pause my monthly gift', description: `No body. Nothing is charged until it is resumed; audited. 409 when it is not active. ${who}`, params: monthlyGiftParams, querystring: noQuerySchema, response: answer },
    },
    async (request) => pauseMonthlyGift(deps(), { donorEmail: request.donorEmail! }, request.params.id),
  );

  app.post(
    '/:id/resume',
    {
      ...own,
      schema: {
        summary: 'Resume my monthly gift',
        description: `No body. A paused gift is charged again from its next charge day; a failed one tries its missed month today. Audited. 409 when it is active. ${who}`,
        params: monthlyGiftParams,
        querystring: noQuerySchema,
        response: answer,
      },
    },
    async (request) => resumeMonthlyGift(deps(), { donorEmail: request.donorEmail! }, request.params.id),
  );

  app.post(
    '/:id/cancel',
    {
      ...own,
      schema: { summary: 'Cancel my monthly gift', description: `No body. Final: nothing is charged after it; audited. ${who}`, params: monthlyGiftParams, querystring: noQuerySchema, response: answer },
    },
    async (request) => cancelMyMonthlyGift(deps(), request.donorEmail!, request.params.id),
  );

  app.post(
    '/:id/card',
    {
      ...own,
      schema: {
        summary: 'Update the card of my monthly gift',
        description:
          `Test mode: {testCard} (a published test number; a refused one is 402 and nothing changes). With Stripe: {} answers {setupSecret} for Stripe.js, then {setupIntentId} saves the confirmed card. A failed gift is resumed with its new card. Audited. ${who}`,
        params: monthlyGiftParams,
        body: monthlyGiftCardInputSchema,
        response: { 200: monthlyGiftCardAnswerSchema.describe('The monthly gift with its new card, or the setup secret') },
      },
    },
    async (request) => updateMonthlyGiftCard(deps(), request.donorEmail!, request.params.id, request.body),
  );
}
