CREATE TABLE "app_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_clock_one_row" CHECK ("app_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "captain_nudges" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"sender_user_id" integer,
	"week_start" date NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_config_one_row" CHECK ("coaching_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "coaching_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"team_id" integer,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sends_status_known" CHECK ("coaching_sends"."status" in ('queued', 'sent', 'skipped', 'suppressed'))
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"coaching" boolean DEFAULT true NOT NULL,
	"team_news" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "captain_nudges" ADD CONSTRAINT "captain_nudges_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_nudges" ADD CONSTRAINT "captain_nudges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_nudges" ADD CONSTRAINT "captain_nudges_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_nudges" ADD CONSTRAINT "captain_nudges_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_config" ADD CONSTRAINT "coaching_config_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sends" ADD CONSTRAINT "coaching_sends_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sends" ADD CONSTRAINT "coaching_sends_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sends" ADD CONSTRAINT "coaching_sends_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captain_nudges_person_week_unique" ON "captain_nudges" USING btree ("person_id","week_start");--> statement-breakpoint
CREATE INDEX "captain_nudges_team_idx" ON "captain_nudges" USING btree ("team_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_sends_person_year_kind_unique" ON "coaching_sends" USING btree ("person_id","year","kind","occurrence");--> statement-breakpoint
CREATE INDEX "coaching_sends_created_idx" ON "coaching_sends" USING btree ("created_at");