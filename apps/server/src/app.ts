import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createMailer, type Mailer } from './integrations/email.ts';
import { afterResponseQueue, type AfterResponseQueue } from './lib/after-response.ts';
import { authPlugin } from './plugins/auth.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestLimitsPlugin } from './plugins/request-limits.ts';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.ts';
import { clientErrorHandler, frameworkErrors, registerInputGuards } from './plugins/input-guards.ts';
import { loggerOptions } from './plugins/log-redaction.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { cachedReadServerFactory } from './plugins/cached-read-server.ts';
import { createPublicCache, publicCachePlugin } from './plugins/public-cache.ts';
import { RequestLog } from './plugins/request-log.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsPlugin } from './modules/metrics/metrics.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { eventSettingsRoutes } from './modules/event-settings/event-settings.routes.ts';
import { teamRoutes } from './modules/teams/team.routes.ts';
import { teamAdminRoutes } from './modules/teams/team-admin.routes.ts';
import { personRoutes } from './modules/persons/person.routes.ts';
import { lineItemRoutes } from './modules/lineitems/lineitem.routes.ts';
import { paymentsPlugin } from './modules/payments/payment.plugin.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { registerTestBankSettlementJob } from './modules/payments/settle-later.service.ts';
import { applePayDomainRoutes } from './modules/payments/apple-pay-domain.routes.ts';
import { transactionRoutes } from './modules/transactions/transaction.routes.ts';
import { receiptRoutes } from './modules/receipts/receipt.routes.ts';
import { registerReceiptEmailJob } from './modules/receipts/receipt-queue.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.ts';
import { uploadFileRoutes, uploadRoutes } from './modules/uploads/upload.routes.ts';
import { teamEmailRoutes } from './modules/team-email/team-email.routes.ts';
import { campaignRoutes } from './modules/campaign/campaign.routes.ts';
import { fundraiserInviteRoutes } from './modules/fundraisers/fundraiser-invite.routes.ts';
import { signInLinkRoutes } from './modules/fundraisers/sign-in-link.routes.ts';
import { myPageRoutes } from './modules/fundraisers/my-page.routes.ts';
import { fundraiserPublicRoutes, teamFundraiserRoutes } from './modules/fundraisers/fundraiser-public.routes.ts';
import { fundraiserAdminRoutes } from './modules/fundraisers/fundraiser-admin.routes.ts';
import { registerFundraiserGiftEmailJob } from './modules/fundraisers/fundraiser-gift-email.ts';
import { eventDayRoutes, eventEntryRoutes } from './modules/event-day/event-day.routes.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { walkUpRoutes } from './modules/check-in/walk-up.routes.ts';
import { bibRoutes } from './modules/bibs/bibs.routes.ts';
import { shirtStockRoutes } from './modules/shirt-stock/shirt-stock.routes.ts';
import { waiverPublicRoutes } from './modules/waivers/waiver-public.routes.ts';
import { waiverAdminRoutes } from './modules/waivers/waiver-admin.routes.ts';
import { checkInWaiverRoutes } from './modules/check-in/check-in-waiver.routes.ts';
import { registerWaiverLinkJob } from './modules/waivers/waiver-links.service.ts';
import { waiverEntryRoutes, waiverLinkRoutes } from './modules/waivers/waiver-links.routes.ts';
import { registerEventConfirmationJob } from './modules/event-day/event-confirmation.ts';
import { fundraiserReportRoutes } from './modules/fundraisers/fundraiser-report.routes.ts';
import type { JobQueue } from './modules/jobs/job-queue.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { jobRoutes } from './modules/jobs/job.routes.ts';
import { constantContactRoutes } from './modules/constant-contact/constant-contact.routes.ts';
import { registerConstantContactJobs } from './modules/constant-contact/constant-contact-sync.ts';
import { kindfulRoutes } from './modules/kindful/kindful.routes.ts';
import { dailyReportRoutes } from './modules/daily-reports/daily-report.routes.ts';
import { adminHomeRoutes } from './modules/admin-home/admin-home.routes.ts';
import { registerDailySnapshotJob } from './modules/daily-reports/daily-snapshot.job.ts';
import { reportRoutes } from './modules/reports/report.routes.ts';
import { matchAdminRoutes, matchPublicRoutes, matchReportRoutes } from './modules/matches/matches.routes.ts';
import { RunningMatches, runningMatchesPlugin } from './modules/matches/running-matches.ts';
import { registerOpenApi } from './modules/openapi/openapi.plugin.ts';
import { checkedSerializerCompiler } from './modules/openapi/checked-serializer.ts';
import { openApiRoutes } from './modules/openapi/openapi.routes.ts';
import { distancePublicRoutes, myDistanceRoutes } from './modules/distance/distance.routes.ts';
import { badgePublicRoutes, myBadgeRoutes } from './modules/badges/badge.routes.ts';
import type { PaymentEventBus } from './events/payment-events.ts';
import { createPaymentEvents } from './payment-subscribers.ts';
import { coachingAdminRoutes, coachingNudgeRoutes, testClockRoutes } from './modules/coaching/coaching.routes.ts';
import { registerCoachingJobs } from './modules/coaching/coaching-jobs.ts';
import { tributeReportRoutes } from './modules/tributes/tribute.routes.ts';
import { registerTributeEcardJob } from './modules/tributes/tribute-ecard.job.ts';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes.ts';
import { askKitRoutes, giftSourceReportRoutes } from './modules/ask-kit/ask-kit.routes.ts';
import { myGivingRoutes } from './modules/my-giving/my-giving.routes.ts';
import { givingStatementRoutes } from './modules/my-giving/giving-statement.routes.ts';
import { registerGivingStatementJobs } from './modules/my-giving/giving-statement.jobs.ts';
import { registerMonthlyGiftCardEmailJob } from './modules/my-giving/monthly-gift-card-email.job.ts';
import { monthlyGiftsPlugin } from './modules/monthly-gifts/create-monthly-gift-processor.ts';
import { registerMonthlyGiftJobs } from './modules/monthly-gifts/monthly-gift.jobs.ts';
import { monthlyGiftAdminRoutes } from './modules/monthly-gifts/monthly-gift-admin.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Work a request starts after its answer (e.g. a reset email); settled before the app closes. */
    afterResponse: AfterResponseQueue;
    /** Every route as registered (method and full URL): the authorization matrix test walks it. */
    routeTable: { method: string; url: string }[];
    /** The durable job queue (modules/jobs): register handlers, kick, drain; main.ts starts its worker. */
    jobs: JobQueue;
    /** What recording, refunding and crediting a payment publish, and who subscribes (payment-subscribers.ts). */
    paymentEvents: PaymentEventBus;
  }
}

/** The version the OpenAPI document states (the server package's). */
const API_VERSION = '0.1.0';

/** Largest JSON body accepted (uploads have their own limit). */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * How long a client may take, so a slow or stalled client cannot hold a connection forever.
 * Node checks the header and request limits once a second (connectionsCheckingInterval).
 */
export interface ServerTimeouts {
  /** To send the request line and headers. */
  headersMs: number;
  /** To send the whole request, body included (answered 408): room for a 7.1 MB image on a slow uplink. */
  requestMs: number;
  /** Idle time allowed between requests on a kept-alive connection. */
  keepAliveMs: number;
  /** Inactivity on a socket at any stage (a client that stops sending or reading). */
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, idleMs: 60_000 };

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Replace the mailer (tests). */
  mailer?: Mailer;
  /** Server timeouts (defaults: DEFAULT_TIMEOUTS). */
  timeouts?: Partial<ServerTimeouts>;
  /** Write the log here instead of stdout (tests read what the log holds). */
  logStream?: NodeJS.WritableStream;
}

/** Registers plugins and modules; does not listen (tests inject into it or listen on port 0). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const publicCache = createPublicCache();
  const httpOptions = {
    // Node refuses a header timeout longer than the request timeout.
    headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
  };
  const app = Fastify({
    // Secrets in query strings and personal data in errors are redacted (plugins/log-redaction.ts).
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    // One line per completed request; none for public reads served from memory (plugins/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Cached public reads are answered by the server's first handler, before Fastify.
    serverFactory: cachedReadServerFactory(publicCache, {
      http: httpOptions,
      keepAliveTimeout: timeouts.keepAliveMs,
      requestTimeout: timeouts.requestMs,
      connectionTimeout: timeouts.idleMs,
    }),
    // Malformed URLs and HTTP get the API's {code, message} shape too.
    frameworkErrors,
    clientErrorHandler,
    // Behind a reverse proxy set TRUST_PROXY=true so rate limits see the client's address.
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // In tests an answer key its response schema would drop fails the request (modules/openapi/checked-serializer.ts).
  app.setSerializerCompiler(config.NODE_ENV === 'test' ? checkedSerializerCompiler : serializerCompiler);
  // Before any route: @fastify/swagger collects the routes (and their zod contracts) as they are added.
  await registerOpenApi(app, API_VERSION);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('routeTable', []);
  app.decorate('afterResponse', afterResponseQueue(app.log));
  // The sponsor matches every recording asks about, kept in memory and dropped by any instance's change (running-matches.ts).
  const runningMatches = new RunningMatches();
  app.decorate('paymentEvents', createPaymentEvents(config, { runningMatches }));
  app.addHook('onClose', () => app.afterResponse.settle());
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeTable.push({ method, url: route.url });
  });
  app.decorate('mailer', options.mailer ?? createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log, printOutbox: config.NODE_ENV !== 'production' }));

  // First: a cached public read is answered before helmet and the rest (it replays their headers).
  await app.register(publicCachePlugin, { cache: publicCache });
  // gzip/brotli for text answers of 1 KiB and more (the built web app's files come precompressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(securityHeadersPlugin, {
    // The SPA loads its own bundles and (when configured) Stripe.js.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the check-in page compile the QR reader's WebAssembly (served from
        // 'self'); it allows no JavaScript eval (docs/decisions/0011-event-day-check-in.md).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Only over https: on a plain-http host the browser would upgrade every bundle request
        // to an https address that does not answer, and the page would stay blank.
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
  });
  // Before the input guards' hook, so their refusals carry it too.
  await app.register(noStorePlugin);
  registerErrorHandler(app);
  registerInputGuards(app);
  const spaServed = options.serveWeb ? await registerWebApp(app, config.WEB_DIST) : false;
  registerNotFoundHandler(app, spaServed);
  await app.register(authPlugin);
  await app.register(paymentsPlugin);
  await app.register(monthlyGiftsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(requestLimitsPlugin);
  await app.register(jobsPlugin);
  await app.register(runningMatchesPlugin, { copy: runningMatches });
  registerConstantContactJobs(app);
  registerDailySnapshotJob(app);
  registerReceiptEmailJob(app);
  registerFundraiserGiftEmailJob(app);
  registerEventConfirmationJob(app);
  registerWaiverLinkJob(app);
  registerCoachingJobs(app);
  registerGivingStatementJobs(app);
  registerTributeEcardJob(app);
  registerTestBankSettlementJob(app);
  registerMonthlyGiftJobs(app);
  registerMonthlyGiftCardEmailJob(app);

  await app.register(healthRoutes);
  await app.register(applePayDomainRoutes);
  // GET /metrics, and (only when METRICS_TOKEN is set) the request measurements of every route.
  await app.register(metricsPlugin);
  await app.register(uploadFileRoutes);
  await app.register(
    async (v1) => {
      await v1.register(authRoutes, { prefix: '/auth' });
      await v1.register(signInLinkRoutes, { prefix: '/auth' });
      await v1.register(userRoutes, { prefix: '/users' });
      await v1.register(eventSettingsRoutes, { prefix: '/event-settings' });
      await v1.register(teamRoutes, { prefix: '/teams' });
      await v1.register(teamAdminRoutes, { prefix: '/teams' });
      await v1.register(personRoutes, { prefix: '/persons' });
      await v1.register(lineItemRoutes, { prefix: '/lineitems' });
      await v1.register(paymentRoutes, { prefix: '/payment' });
      await v1.register(transactionRoutes, { prefix: '/transactions' });
      await v1.register(receiptRoutes, { prefix: '/receipts' });
      await v1.register(reconciliationRoutes, { prefix: '/reconciliation' });
      await v1.register(uploadRoutes, { prefix: '/uploads' });
      await v1.register(teamEmailRoutes, { prefix: '/teams' });
      await v1.register(campaignRoutes, { prefix: '/campaign' });
      await v1.register(fundraiserInviteRoutes, { prefix: '/fundraisers' });
      await v1.register(myPageRoutes, { prefix: '/my' });
      await v1.register(fundraiserPublicRoutes, { prefix: '/fundraisers' });
      await v1.register(teamFundraiserRoutes, { prefix: '/teams' });
      await v1.register(fundraiserAdminRoutes, { prefix: '/fundraisers' });
      await v1.register(jobRoutes, { prefix: '/jobs' });
      await v1.register(constantContactRoutes, { prefix: '/constantcontact' });
      await v1.register(kindfulRoutes, { prefix: '/kindful' });
      await v1.register(dailyReportRoutes, { prefix: '/daily-reports' });
      await v1.register(adminHomeRoutes, { prefix: '/admin' });
      await v1.register(reportRoutes, { prefix: '/reports' });
      await v1.register(fundraiserReportRoutes, { prefix: '/reports' });
      await v1.register(eventDayRoutes, { prefix: '/event-days' });
      await v1.register(eventEntryRoutes, { prefix: '/event-entries' });
      await v1.register(checkInRoutes, { prefix: '/check-in' });
      await v1.register(walkUpRoutes, { prefix: '/check-in' });
      await v1.register(bibRoutes, { prefix: '/bibs' });
      await v1.register(shirtStockRoutes, { prefix: '/shirt-stock' });
      await v1.register(waiverPublicRoutes, { prefix: '/waivers' });
      await v1.register(waiverAdminRoutes, { prefix: '/waivers' });
      await v1.register(waiverLinkRoutes, { prefix: '/waiver-links' });
      await v1.register(waiverEntryRoutes, { prefix: '/event-entries' });
      await v1.register(checkInWaiverRoutes, { prefix: '/check-in' });
      await v1.register(myDistanceRoutes, { prefix: '/my' });
      await v1.register(distancePublicRoutes, { prefix: '/distance' });
      await v1.register(myBadgeRoutes, { prefix: '/my' });
      await v1.register(badgePublicRoutes, { prefix: '/badges' });
      await v1.register(askKitRoutes, { prefix: '/ask-kit' });
      await v1.register(giftSourceReportRoutes, { prefix: '/reports' });
      await v1.register(matchPublicRoutes, { prefix: '/matches' });
      await v1.register(matchAdminRoutes, { prefix: '/matches' });
      await v1.register(matchReportRoutes, { prefix: '/reports' });
      await v1.register(tributeReportRoutes, { prefix: '/reports' });
      await v1.register(coachingAdminRoutes, { prefix: '/coaching' });
      await v1.register(coachingNudgeRoutes, { prefix: '/coaching' });
      await v1.register(testClockRoutes, { prefix: '/test' });
      await v1.register(emailPreferencesRoutes, { prefix: '/email-preferences' });
      await v1.register(myGivingRoutes, { prefix: '/my-giving' });
      await v1.register(givingStatementRoutes, { prefix: '/giving-statements' });
      await v1.register(monthlyGiftAdminRoutes, { prefix: '/monthly-gifts' });
      await v1.register(openApiRoutes);
    },
    { prefix: '/v1' },
  );

  return app;
}
