-- Every gift adds to its team's total_raised_cents. With no index on that column and room left on
-- each page, the update is HOT: no new entry in the table's six indexes, and the row's old
-- versions are pruned on the page as it is read, with or without autovacuum (docs/benchmark.md,
-- "Where a checkout's time goes").
DROP INDEX "teams_total_raised_idx";--> statement-breakpoint
ALTER TABLE "teams" SET (fillfactor = 50);
