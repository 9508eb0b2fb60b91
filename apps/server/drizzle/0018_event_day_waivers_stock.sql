CREATE TABLE "shirt_stock" (
	"event_year" integer NOT NULL,
	"event_city" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shirt_stock_event_year_event_city_size_pk" PRIMARY KEY("event_year","event_city","size")
);
--> statement-breakpoint
CREATE TABLE "waiver_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"event_year" integer NOT NULL,
	"waiver_id" integer NOT NULL,
	"signed_name" text NOT NULL,
	"minor" boolean DEFAULT false NOT NULL,
	"guardian_name" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"source" text NOT NULL,
	"witnessed_by_user_id" integer,
	"client_id" uuid,
	CONSTRAINT "waiver_acceptances_source_known" CHECK ("waiver_acceptances"."source" in ('checkout', 'link', 'check-in', 'walk-up')),
	CONSTRAINT "waiver_acceptances_guardian_when_minor" CHECK (not "waiver_acceptances"."minor" or "waiver_acceptances"."guardian_name" is not null)
);
--> statement-breakpoint
CREATE TABLE "waiver_sign_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"event_year" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_city" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waivers_kind_known" CHECK ("waivers"."kind" in ('walk', '5k')),
	CONSTRAINT "waivers_version_positive" CHECK ("waivers"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "walk_up_client_id" uuid;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "walk_up_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "waiver_acceptances" ADD CONSTRAINT "waiver_acceptances_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_acceptances" ADD CONSTRAINT "waiver_acceptances_waiver_id_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."waivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_acceptances" ADD CONSTRAINT "waiver_acceptances_witnessed_by_user_id_users_id_fk" FOREIGN KEY ("witnessed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_sign_links" ADD CONSTRAINT "waiver_sign_links_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_acceptances_person_year_waiver_unique" ON "waiver_acceptances" USING btree ("person_id","event_year","waiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_acceptances_client_id_unique" ON "waiver_acceptances" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "waiver_acceptances_year_person_idx" ON "waiver_acceptances" USING btree ("event_year","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_sign_links_hash_unique" ON "waiver_sign_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waiver_sign_links_person_idx" ON "waiver_sign_links" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waivers_city_kind_version_unique" ON "waivers" USING btree ("event_city","kind","version");--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_walk_up_by_user_id_users_id_fk" FOREIGN KEY ("walk_up_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_walk_up_client_id_unique" ON "event_entries" USING btree ("walk_up_client_id");