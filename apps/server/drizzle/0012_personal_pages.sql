CREATE TABLE "fundraiser_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"slug" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"image_url" text,
	"page_on" boolean DEFAULT true NOT NULL,
	"show_on_leaderboards" boolean DEFAULT true NOT NULL,
	"hidden_by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fundraiser_thanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_thanks" ADD CONSTRAINT "fundraiser_thanks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_thanks" ADD CONSTRAINT "fundraiser_thanks_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_pages_person_unique" ON "fundraiser_pages" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_pages_slug_unique" ON "fundraiser_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_thanks_transaction_person_unique" ON "fundraiser_thanks" USING btree ("transaction_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_hash_unique" ON "sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_links_person_idx" ON "sign_in_links" USING btree ("person_id");