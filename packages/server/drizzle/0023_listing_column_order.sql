-- The listing index's columns in the order its statements read them: PostgreSQL reads a row's
-- columns from the first up to the last one a statement needs, and a text or array column on
-- the way costs a length read per row. A search reads the fixed-width columns, name_lower and
-- search_vector of every match (30,530 for "camera" on 100k products): with facet_set and
-- popularity behind six variable-width columns, that walk was an eighth of its statement.
-- PostgreSQL cannot move a column, so the table is rebuilt (same rows, indexes and trigger).
CREATE TABLE "product_listing_reordered" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"visibility" integer NOT NULL,
	"min_final_price" integer NOT NULL,
	"facet_set" integer NOT NULL,
	"sold_qty" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"popularity" double precision GENERATED ALWAYS AS (0.05::real * least(ln(1 + greatest(sold_qty, 0)) / ln(1001), 1)) STORED NOT NULL,
	"special_price" integer,
	"name_lower" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"facets" integer[] NOT NULL,
	"name" text NOT NULL,
	"created_at" text NOT NULL,
	"manufacturer_name" text
);--> statement-breakpoint
INSERT INTO "product_listing_reordered" ("product_id", "visibility", "min_final_price",
  "facet_set", "sold_qty", "in_stock", "special_price", "name_lower", "search_vector", "facets",
  "name", "created_at", "manufacturer_name")
SELECT "product_id", "visibility", "min_final_price", "facet_set", "sold_qty", "in_stock",
  "special_price", "name_lower", "search_vector", "facets", "name", "created_at",
  "manufacturer_name"
FROM "product_listing"
-- As the rebuild writes them: a category's products share few heap pages.
ORDER BY "facet_set", "product_id";--> statement-breakpoint
DROP TABLE "product_listing";--> statement-breakpoint
ALTER TABLE "product_listing_reordered" RENAME TO "product_listing";--> statement-breakpoint
ALTER TABLE "product_listing" RENAME CONSTRAINT "product_listing_reordered_pkey" TO "product_listing_pkey";--> statement-breakpoint
CREATE INDEX "product_listing_search_idx" ON "product_listing" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_listing_facets_idx" ON "product_listing" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "product_listing_price_idx" ON "product_listing" USING btree ("min_final_price");--> statement-breakpoint
CREATE TRIGGER product_listing_facet_set_counts AFTER UPDATE OF visibility, facet_set
  ON product_listing FOR EACH ROW
  WHEN ((OLD.visibility, OLD.facet_set) IS DISTINCT FROM (NEW.visibility, NEW.facet_set))
  EXECUTE FUNCTION listing_facet_set_counts_sync();--> statement-breakpoint
ANALYZE "product_listing";
