ALTER TABLE "team_members" ADD COLUMN "fundraising_goal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "raised_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "fundraiser_person_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fundraiser_person_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "donor_message" text;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_fundraiser_person_id_persons_id_fk" FOREIGN KEY ("fundraiser_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fundraiser_person_id_persons_id_fk" FOREIGN KEY ("fundraiser_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_items_fundraiser_year_idx" ON "line_items" USING btree ("fundraiser_person_id","event_year") WHERE "line_items"."fundraiser_person_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_fundraiser_idx" ON "transactions" USING btree ("fundraiser_person_id") WHERE "transactions"."fundraiser_person_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_donor_message_length" CHECK (char_length("transactions"."donor_message") <= 280);