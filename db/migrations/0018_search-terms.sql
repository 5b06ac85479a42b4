CREATE TABLE "search_terms" (
	"term" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_term_day_pk" PRIMARY KEY("term","day")
);
--> statement-breakpoint
CREATE INDEX "search_terms_day_idx" ON "search_terms" USING btree ("day");