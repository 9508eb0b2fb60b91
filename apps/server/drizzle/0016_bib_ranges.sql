CREATE TABLE "bib_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_year" integer NOT NULL,
	"event_city" text NOT NULL,
	"kind" text NOT NULL,
	"first_bib" integer NOT NULL,
	"last_bib" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bib_ranges_bounds" CHECK ("bib_ranges"."first_bib" >= 1 and "bib_ranges"."first_bib" <= "bib_ranges"."last_bib"),
	CONSTRAINT "bib_ranges_kind_known" CHECK ("bib_ranges"."kind" in ('walk', '5k', '5k-virtual'))
);
--> statement-breakpoint
CREATE TABLE "bib_settings" (
	"event_year" integer PRIMARY KEY NOT NULL,
	"assignment_mode" text DEFAULT 'at-check-in' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bib_settings_mode_known" CHECK ("bib_settings"."assignment_mode" in ('in-advance', 'at-check-in'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bib_ranges_year_city_kind_unique" ON "bib_ranges" USING btree ("event_year","event_city","kind");