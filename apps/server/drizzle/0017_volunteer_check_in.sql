ALTER TABLE "users" ADD COLUMN "event_city" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "check_in_client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_check_in_client_id_unique" ON "event_entries" USING btree ("check_in_client_id");