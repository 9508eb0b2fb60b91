CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" jsonb,
	"life_church" boolean DEFAULT false NOT NULL,
	"life_church_location" text,
	"shirt_size" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT true NOT NULL,
	"my_employer" text,
	"use_employer_as_name" boolean DEFAULT false NOT NULL,
	"event_year" integer NOT NULL,
	"event" text DEFAULT 'piecewalk' NOT NULL,
	"event_city" text,
	"team_id" integer,
	"birth_date" text,
	"gender" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'captain' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"person_id" integer,
	"team_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"goal" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"event_city" text NOT NULL,
	"captain" jsonb,
	"total_raised_cents" integer DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"team_donation_goal_cents" integer DEFAULT 0 NOT NULL,
	"team_member_goal" integer DEFAULT 0 NOT NULL,
	"has_facebook_fundraiser" boolean DEFAULT false NOT NULL,
	"has_community_event" boolean DEFAULT false NOT NULL,
	"has_employee_match" boolean DEFAULT false NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"star_of_team" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"team_message" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"event_city" text NOT NULL,
	"team_donation_goal_cents" integer DEFAULT 0 NOT NULL,
	"team_member_goal" integer DEFAULT 0 NOT NULL,
	"total_raised_cents" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"captain_user_id" integer,
	"captain_person_id" integer,
	"star_of_team" jsonb,
	"has_facebook_fundraiser" boolean DEFAULT false NOT NULL,
	"has_community_event" boolean DEFAULT false NOT NULL,
	"has_employee_match" boolean DEFAULT false NOT NULL,
	"year" integer NOT NULL,
	"reactivate_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"failure_message" text,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kindful_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer,
	"event_year" integer NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"job_id" text,
	"import_response" jsonb,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"primary_contact" text NOT NULL,
	"person_id" integer,
	"team_id" integer,
	"event_city" text,
	"event_year" integer NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"my_employer" text,
	"use_employer_as_name" boolean DEFAULT false NOT NULL,
	"product_details" jsonb,
	"runner_details" jsonb,
	"shipping_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_gridded" boolean DEFAULT false NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"supporting_type" text NOT NULL,
	"team_id" integer,
	"event_city" text,
	"event_year" integer NOT NULL,
	"donator_person_id" integer,
	"total_amount_cents" integer NOT NULL,
	"total_charged_cents" integer NOT NULL,
	"fees_covered_cents" integer DEFAULT 0 NOT NULL,
	"shipping_fee_cents" integer DEFAULT 0 NOT NULL,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"billing_contact" jsonb,
	"shipping_address" jsonb,
	"external_transaction_id" text,
	"payment_details" jsonb,
	"checkout_id" integer,
	"recorded_by_user_id" integer,
	"has_shipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_date" date NOT NULL,
	"year" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"comparison" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" jsonb NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_year" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_history" ADD CONSTRAINT "team_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_user_id_users_id_fk" FOREIGN KEY ("captain_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_person_id_persons_id_fk" FOREIGN KEY ("captain_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kindful_exports" ADD CONSTRAINT "kindful_exports_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_donator_person_id_persons_id_fk" FOREIGN KEY ("donator_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "persons_event_year_created_idx" ON "persons" USING btree ("event_year","created_at");--> statement-breakpoint
CREATE INDEX "persons_team_idx" ON "persons" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "persons_email_idx" ON "persons" USING btree ("email");--> statement-breakpoint
CREATE INDEX "persons_life_church_idx" ON "persons" USING btree ("life_church","event_year");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_team_idx" ON "users" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_team_year_name_unique" ON "badges" USING btree ("team_id","year","name");--> statement-breakpoint
CREATE UNIQUE INDEX "team_history_team_year_unique" ON "team_history" USING btree ("team_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_person_unique" ON "team_members" USING btree ("team_id","person_id");--> statement-breakpoint
CREATE INDEX "team_members_person_idx" ON "team_members" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_slug_unique" ON "teams" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "teams_year_active_idx" ON "teams" USING btree ("year","active");--> statement-breakpoint
CREATE INDEX "teams_total_raised_idx" ON "teams" USING btree ("total_raised_cents","active");--> statement-breakpoint
CREATE INDEX "teams_name_idx" ON "teams" USING btree ("name");--> statement-breakpoint
CREATE INDEX "teams_captain_idx" ON "teams" USING btree ("captain_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_payment_unique" ON "checkouts" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_transaction_unique" ON "checkouts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kindful_exports_transaction_unique" ON "kindful_exports" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "kindful_exports_year_created_idx" ON "kindful_exports" USING btree ("event_year","created_at");--> statement-breakpoint
CREATE INDEX "line_items_type_year_created_idx" ON "line_items" USING btree ("type","event_year","created_at");--> statement-breakpoint
CREATE INDEX "line_items_team_year_idx" ON "line_items" USING btree ("team_id","event_year");--> statement-breakpoint
CREATE INDEX "line_items_transaction_idx" ON "line_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_checkout_unique" ON "transactions" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "transactions_year_created_idx" ON "transactions" USING btree ("event_year","created_at");--> statement-breakpoint
CREATE INDEX "transactions_team_idx" ON "transactions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "transactions_donator_idx" ON "transactions" USING btree ("donator_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reports_date_year_unique" ON "daily_reports" USING btree ("report_date","year");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_credentials_provider_unique" ON "integration_credentials" USING btree ("provider");