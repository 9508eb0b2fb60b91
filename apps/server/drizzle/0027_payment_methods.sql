ALTER TABLE "checkouts" ADD COLUMN "payment_method" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_method_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_method_brand" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_method_last4" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_method_type" CHECK ("transactions"."payment_method_type" in ('card', 'apple_pay', 'google_pay', 'link', 'us_bank_account'));