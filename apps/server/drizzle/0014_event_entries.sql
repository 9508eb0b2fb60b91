CREATE TABLE "event_days" (
	"event_year" integer NOT NULL,
	"event_city" text NOT NULL,
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"place" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_days_event_year_event_city_pk" PRIMARY KEY("event_year","event_city")
);
--> statement-breakpoint
CREATE TABLE "event_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"event_year" integer NOT NULL,
	"event_city" text,
	"kind" text NOT NULL,
	"check_in_token" text NOT NULL,
	"bib" integer,
	"checked_in_at" timestamp with time zone,
	"checked_in_by_user_id" integer,
	"shirt_given_at" timestamp with time zone,
	"shirt_given_size" text,
	"shirt_given_by_user_id" integer,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_entries_kind_known" CHECK ("event_entries"."kind" in ('walk', '5k', '5k-virtual'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_checked_in_by_user_id_users_id_fk" FOREIGN KEY ("checked_in_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_shirt_given_by_user_id_users_id_fk" FOREIGN KEY ("shirt_given_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_person_year_unique" ON "event_entries" USING btree ("person_id","event_year");--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_check_in_token_unique" ON "event_entries" USING btree ("check_in_token");--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_year_bib_unique" ON "event_entries" USING btree ("event_year","bib");--> statement-breakpoint
CREATE INDEX "event_entries_year_city_idx" ON "event_entries" USING btree ("event_year","event_city");--> statement-breakpoint
-- Backfill of the current event year (docs/decisions/0011-event-day-check-in.md): 5k runners first, then
-- team members as walkers; a person has one entry per year. The token is 16 bytes of
-- gen_random_uuid()'s strong randomness (the bytes without a UUID's fixed version and variant bits), base64url.
INSERT INTO "event_entries" ("person_id", "event_year", "event_city", "kind", "check_in_token")
SELECT p."id", p."event_year", p."event_city",
       CASE WHEN EXISTS (SELECT 1 FROM "line_items" li WHERE li."person_id" = p."id" AND li."type" = '5k' AND li."event_year" = p."event_year" AND li."runner_details" ->> 'runType' = 'virtual')
            THEN '5k-virtual' ELSE '5k' END,
       rtrim(translate(encode(substr(uuid_send(gen_random_uuid()), 1, 6) || substr(uuid_send(gen_random_uuid()), 10, 7) || substr(uuid_send(gen_random_uuid()), 1, 3), 'base64'), '+/', '-_'), '=')
  FROM "persons" p
 WHERE p."event" = '5k' AND p."event_year" = (SELECT "app_year" FROM "event_settings" ORDER BY "id" LIMIT 1)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "event_entries" ("person_id", "event_year", "event_city", "kind", "check_in_token")
SELECT m."person_id", m."event_year", t."event_city", 'walk',
       rtrim(translate(encode(substr(uuid_send(gen_random_uuid()), 1, 6) || substr(uuid_send(gen_random_uuid()), 10, 7) || substr(uuid_send(gen_random_uuid()), 1, 3), 'base64'), '+/', '-_'), '=')
  FROM "team_members" m JOIN "teams" t ON t."id" = m."team_id"
 WHERE m."event_year" = (SELECT "app_year" FROM "event_settings" ORDER BY "id" LIMIT 1)
ON CONFLICT DO NOTHING;
