ALTER TABLE "transactions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_source_length" CHECK (char_length("transactions"."source") <= 20);