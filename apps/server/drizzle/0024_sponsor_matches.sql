CREATE TABLE "employer_match_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"person_id" integer,
	"employer" text NOT NULL,
	"event_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"donation_line_item_id" integer NOT NULL,
	"match_line_item_id" integer NOT NULL,
	"gift_cents" bigint NOT NULL,
	"matched_cents" bigint NOT NULL,
	"taken_back_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_credits_taken_back_range" CHECK ("match_credits"."taken_back_cents" >= 0 and "match_credits"."taken_back_cents" <= "match_credits"."matched_cents")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_name" text NOT NULL,
	"logo_url" text,
	"ratio" integer NOT NULL,
	"cap_cents" bigint NOT NULL,
	"remaining_cents" bigint NOT NULL,
	"min_gift_cents" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scope" text NOT NULL,
	"event_city" text,
	"team_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_remaining_within_cap" CHECK ("matches"."remaining_cents" >= 0 and "matches"."remaining_cents" <= "matches"."cap_cents"),
	CONSTRAINT "matches_ratio_range" CHECK ("matches"."ratio" between 1 and 5),
	CONSTRAINT "matches_ends_after_start" CHECK ("matches"."ends_at" > "matches"."starts_at"),
	CONSTRAINT "matches_sponsor_name_length" CHECK (char_length("matches"."sponsor_name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "employer_match_pledges" ADD CONSTRAINT "employer_match_pledges_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_match_pledges" ADD CONSTRAINT "employer_match_pledges_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_credits" ADD CONSTRAINT "match_credits_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_credits" ADD CONSTRAINT "match_credits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_credits" ADD CONSTRAINT "match_credits_donation_line_item_id_line_items_id_fk" FOREIGN KEY ("donation_line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_credits" ADD CONSTRAINT "match_credits_match_line_item_id_line_items_id_fk" FOREIGN KEY ("match_line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_match_pledges_transaction_unique" ON "employer_match_pledges" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "employer_match_pledges_year_idx" ON "employer_match_pledges" USING btree ("event_year","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_credits_donation_line_unique" ON "match_credits" USING btree ("donation_line_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_credits_match_line_unique" ON "match_credits" USING btree ("match_line_item_id");--> statement-breakpoint
CREATE INDEX "match_credits_match_idx" ON "match_credits" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_credits_transaction_idx" ON "match_credits" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "matches_ends_at_idx" ON "matches" USING btree ("ends_at");