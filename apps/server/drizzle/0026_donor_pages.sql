CREATE TABLE "donor_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giving_statement_sends" (
	"year" integer NOT NULL,
	"email_digest" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_statement_sends_year_email_digest_pk" PRIMARY KEY("year","email_digest")
);
--> statement-breakpoint
ALTER TABLE "giving_statement_sends" ADD CONSTRAINT "giving_statement_sends_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_sessions_token_unique" ON "donor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "donor_sessions_email_idx" ON "donor_sessions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "donor_sign_in_links_token_unique" ON "donor_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "donor_sign_in_links_email_idx" ON "donor_sign_in_links" USING btree ("email");
