ALTER TABLE "fundraiser_pages" ALTER COLUMN "show_on_leaderboards" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ALTER COLUMN "show_on_leaderboards" DROP NOT NULL;--> statement-breakpoint
-- Leaderboard consent is off until the walker says yes (docs/decisions/0009-personal-pages.md).
-- The old default was true, so a stored true cannot be told apart from a yes: those pages go back
-- to "not chosen" (null) and My Page asks their walker. A stored false was always the walker's own no.
UPDATE "fundraiser_pages" SET "show_on_leaderboards" = NULL WHERE "show_on_leaderboards" = true;
