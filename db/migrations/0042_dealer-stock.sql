ALTER TABLE "listings" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_external_id_key" ON "listings" USING btree ("seller_id","external_id") WHERE "listings"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "listings_seller_updated_idx" ON "listings" USING btree ("seller_id","updated_at","id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_external_id_check" CHECK ("listings"."external_id" ~ '^[A-Za-z0-9._:-]{1,64}$');