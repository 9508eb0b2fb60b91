import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startReconciliationScheduler } from './modules/reconciliation/reconciliation.scheduler.ts';
import { startDailySnapshotScheduler } from './modules/daily-reports/daily-snapshot.scheduler.ts';
import { startCoachingScheduler } from './modules/coaching/coaching.scheduler.ts';
import { startGivingStatementScheduler } from './modules/my-giving/giving-statement.scheduler.ts';
import { startMonthlyGiftScheduler } from './modules/monthly-gifts/monthly-gift.scheduler.ts';
import { seedIfEmpty } from './scripts/seed-data.ts';

/**
 * Boot: config, database (migrated), demo data on an empty database, listen, the payment
 * reconciler (a pass now, then on its interval), graceful shutdown.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true, poolSize: config.DATABASE_POOL_SIZE, preparedStatements: config.DATABASE_PREPARED_STATEMENTS });
  const app = await buildApp({ config, database, serveWeb: true });
  await seedIfEmpty({ db: database.db, config, log: app.log });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Walkfund is running at ${config.PUBLIC_URL} (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);
  // After listen: payments that succeeded while no server was up (browser closed, server killed) are recorded now.
  const reconciler = startReconciliationScheduler(app);
  // Outbound work (emails, integrations) queued while no server was up runs now, then as it comes.
  app.jobs.start();
  // Daily snapshots of every finished day (America/Chicago) since the last one: caught up now, then checked every few minutes.
  const snapshots = startDailySnapshotScheduler(app);
  // Coaching (docs/features/coaching.md): the day's pass and the week's captain digests, once each across instances.
  const coaching = startCoachingScheduler(app);
  // Last year's giving statements, emailed in January (docs/features/my-giving.md), once across instances.
  const statements = startGivingStatementScheduler(app);
  // Monthly gifts (docs/features/monthly-gifts.md): the day's charges with the test processor, once across instances (Stripe bills by itself).
  const monthlyGifts = startMonthlyGiftScheduler(app);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received: shutting down`);
      await reconciler.stop();
      await snapshots.stop();
      await coaching.stop();
      await statements.stop();
      await monthlyGifts?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
