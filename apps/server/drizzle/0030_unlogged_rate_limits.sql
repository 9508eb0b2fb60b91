-- The request counters (rate limits, sign-in delays) write no WAL: a hit's commit then waits for
-- no flush, and the counter's row is held for microseconds instead of a disk write. After a crash
-- of the database (not a clean restart) the counters start again from zero, and a standby has none
-- (docs/decisions/0016-unlogged-rate-limits.md).
ALTER TABLE "rate_limits" SET UNLOGGED;
