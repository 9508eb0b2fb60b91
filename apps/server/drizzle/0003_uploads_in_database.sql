ALTER TABLE "uploads" ADD COLUMN "data" "bytea" NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");