CREATE TABLE "distance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"event_year" integer NOT NULL,
	"walked_on" date NOT NULL,
	"distance_mm" integer NOT NULL,
	"unit" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distance_entries_distance_positive" CHECK ("distance_entries"."distance_mm" > 0)
);
--> statement-breakpoint
ALTER TABLE "distance_entries" ADD CONSTRAINT "distance_entries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distance_entries_person_year_idx" ON "distance_entries" USING btree ("person_id","event_year");--> statement-breakpoint
CREATE INDEX "distance_entries_year_idx" ON "distance_entries" USING btree ("event_year");