CREATE TABLE "transaction_tributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"honoree_name" text NOT NULL,
	"notify_name" text,
	"notify_email" text,
	"notify_message" text,
	"show_amount" boolean DEFAULT false NOT NULL,
	"show_on_wall" boolean DEFAULT true NOT NULL,
	"ecard_outbox_id" integer,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_tributes_kind" CHECK ("transaction_tributes"."kind" in ('honour', 'memory')),
	CONSTRAINT "transaction_tributes_honoree_length" CHECK (char_length("transaction_tributes"."honoree_name") between 1 and 100),
	CONSTRAINT "transaction_tributes_notify_name_length" CHECK (char_length("transaction_tributes"."notify_name") <= 100),
	CONSTRAINT "transaction_tributes_notify_email_length" CHECK (char_length("transaction_tributes"."notify_email") <= 254),
	CONSTRAINT "transaction_tributes_notify_message_length" CHECK (char_length("transaction_tributes"."notify_message") <= 500),
	CONSTRAINT "transaction_tributes_notify_whole" CHECK (("transaction_tributes"."notify_name" is null) = ("transaction_tributes"."notify_email" is null))
);
--> statement-breakpoint
ALTER TABLE "transaction_tributes" ADD CONSTRAINT "transaction_tributes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tributes" ADD CONSTRAINT "transaction_tributes_ecard_outbox_id_email_outbox_id_fk" FOREIGN KEY ("ecard_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_tributes_transaction_unique" ON "transaction_tributes" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_tributes_created_at_idx" ON "transaction_tributes" USING btree ("created_at");