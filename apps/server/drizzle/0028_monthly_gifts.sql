CREATE TABLE "monthly_gift_charges" (
	"monthly_gift_id" integer NOT NULL,
	"period" text NOT NULL,
	"checkout_id" integer,
	"transaction_id" integer,
	"provider_invoice_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_gift_charges_pk" PRIMARY KEY("monthly_gift_id","period"),
	CONSTRAINT "monthly_gift_charges_status" CHECK ("monthly_gift_charges"."status" in ('pending', 'recorded', 'failed')),
	CONSTRAINT "monthly_gift_charges_period" CHECK ("monthly_gift_charges"."period" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "monthly_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"donor_person_id" integer,
	"donor_email" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"covers_fees" boolean NOT NULL,
	"team_id" integer,
	"fundraiser_id" integer,
	"event_city" text NOT NULL,
	"event_year" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_on" date NOT NULL,
	"day_of_month" integer NOT NULL,
	"next_charge_on" date NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"payment_method" jsonb,
	"test_card_number" text,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_failure_message" text,
	"last_failure_at" timestamp with time zone,
	"first_transaction_id" integer NOT NULL,
	"template" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_gifts_status" CHECK ("monthly_gifts"."status" in ('active', 'paused', 'failed', 'cancelled')),
	CONSTRAINT "monthly_gifts_provider" CHECK ("monthly_gifts"."provider" in ('test', 'stripe')),
	CONSTRAINT "monthly_gifts_day_of_month" CHECK ("monthly_gifts"."day_of_month" between 1 and 31),
	CONSTRAINT "monthly_gifts_amount_positive" CHECK ("monthly_gifts"."amount_cents" > 0),
	CONSTRAINT "monthly_gifts_failure_count" CHECK ("monthly_gifts"."failure_count" >= 0),
	CONSTRAINT "monthly_gifts_failure_message_length" CHECK (char_length("monthly_gifts"."last_failure_message") <= 500)
);
--> statement-breakpoint
ALTER TABLE "monthly_gift_charges" ADD CONSTRAINT "monthly_gift_charges_monthly_gift_id_monthly_gifts_id_fk" FOREIGN KEY ("monthly_gift_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gift_charges" ADD CONSTRAINT "monthly_gift_charges_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gift_charges" ADD CONSTRAINT "monthly_gift_charges_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_donor_person_id_persons_id_fk" FOREIGN KEY ("donor_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_fundraiser_id_persons_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_first_transaction_id_transactions_id_fk" FOREIGN KEY ("first_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_gift_charges_invoice_unique" ON "monthly_gift_charges" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE INDEX "monthly_gift_charges_transaction_idx" ON "monthly_gift_charges" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_gifts_first_transaction_unique" ON "monthly_gifts" USING btree ("first_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_gifts_subscription_unique" ON "monthly_gifts" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "monthly_gifts_due_idx" ON "monthly_gifts" USING btree ("status","next_charge_on");--> statement-breakpoint
CREATE INDEX "monthly_gifts_donor_email_idx" ON "monthly_gifts" USING btree ("donor_email");