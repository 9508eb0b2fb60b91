import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  myPendingGiftsResponseSchema, pagedSchema, paymentConfigResponseSchema, paymentCreateInputSchema, paymentCreateResponseSchema, pendingPaymentAdminViewSchema,
  pendingPaymentsQuerySchema, testPaymentConfirmInputSchema, testPaymentConfirmResponseSchema, testSettlementResponseSchema,
} from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import { confirmTestPayment, createPayment, paymentConfig } from './payment.service.ts';
import { listMyPendingGifts, listPendingPayments } from './pending-payments.service.ts';
import { settleDeps, settleTestBankTransfersNow } from './settle-later.service.ts';
import { paymentWebhookRoutes } from './payment-webhook.routes.ts';

/** /v1/payment: create the card payment, the test-mode card step, and the provider webhook. */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/config',
    {
      schema: {
        summary: 'Read the payment provider',
        description: '{provider, publishableKey?}, so the checkout knows which card field to mount.',
        response: { 200: paymentConfigResponseSchema.describe('The payment provider') },
      },
    },
    async () => paymentConfig(app.payments),
  );

  app.post(
    '/',
    {
      onRequest: app.limitRequests('paymentsPerIp'),
      schema: {
        summary: 'Create a card payment',
        description: 'The checkout {amount, person, transaction, lineItems, teamMembers}, priced again by the server. Limited per address (429).',
        body: paymentCreateInputSchema,
        response: { 201: paymentCreateResponseSchema.describe("The payment's id and client secret") },
      },
    },
    async (request, reply) => {
      const answer = await createPayment({ db: app.db, payments: app.payments, log: request.log, input: request.body, ipAddress: request.ip });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/test-confirm',
    {
      schema: {
        summary: 'Confirm a test-mode payment',
        description:
          "Test mode only: {id, secret, card}, {id, secret, method: 'test_wallet', wallet} or {id, secret, method: 'test_bank_account', bankAccount} -> " +
          "{id, status: 'succeeded'} (card, wallet) or 'processing' (a bank transfer, pending until it settles), or 402 when the test card or account is refused.",
        body: testPaymentConfirmInputSchema,
        response: { 200: testPaymentConfirmResponseSchema.describe('The confirmed payment') },
      },
    },
    async (request) => confirmTestPayment({ db: app.db, payments: app.payments, input: request.body, settleSeconds: app.config.TEST_BANK_SETTLE_SECONDS }),
  );

  app.get(
    '/pending',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List pending or failed bank transfers',
        description: 'Admin only: the payments that settle later and have not yet (status pending), or that failed after the donor left (status failed); never counted in a total.',
        querystring: pendingPaymentsQuerySchema,
        response: { 200: pagedSchema(pendingPaymentAdminViewSchema).describe('Pending or failed payments, newest first') },
      },
    },
    async (request) => listPendingPayments({ db: app.db, query: request.query }),
  );

  app.get(
    '/pending/mine',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List the bank transfers on their way to me',
        description: "Signed in: pending gifts credited to the caller, and to the caller's team when they captain it (first names only).",
        response: { 200: myPendingGiftsResponseSchema.describe("The caller's pending gifts") },
      },
    },
    async (request) => listMyPendingGifts({ db: app.db, user: request.authUser! }),
  );

  app.post(
    '/test-settle',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Settle the test bank transfers now',
        description: 'Admin only, test mode only (404 with Stripe): every pending test bank transfer settles (recorded once) or fails now, without waiting for its settlement job.',
        response: { 200: testSettlementResponseSchema.describe('How many were recorded and how many failed') },
      },
    },
    async (request) => {
      if (app.payments.kind !== 'test') throw AppError.notFound('Test-mode payments are off: this server takes payments through Stripe.');
      return settleTestBankTransfersNow(settleDeps(app, request.log));
    },
  );

  await app.register(paymentWebhookRoutes);
}
