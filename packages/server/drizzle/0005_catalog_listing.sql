CREATE TABLE "listing_facet_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"facets" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"visibility" integer NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"min_final_price" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"sold_qty" integer NOT NULL,
	"special_price" integer,
	"created_at" text NOT NULL,
	"manufacturer_name" text,
	"search_vector" "tsvector" NOT NULL,
	"facets" integer[] NOT NULL,
	"facet_set" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_listing_search_idx" ON "product_listing" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_listing_facets_idx" ON "product_listing" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "product_listing_price_idx" ON "product_listing" USING btree ("min_final_price");--> statement-breakpoint
-- Backfill for databases that already hold a catalogue: the statement of
-- rebuildProductListing (src/catalog/catalogIndexes.ts).
WITH src AS (
  SELECT p.id, p.visibility, p.name, lower(p.name) AS name_lower, p.min_final_price,
    p.stock_status = 'IN_STOCK' AS in_stock, p.sold_qty, p.special_price, p.created_at,
    p.manufacturer_name, p.search_vector,
    array(SELECT f FROM (
        SELECT i.category_id AS f FROM category_product_index i WHERE i.product_id = p.id
        UNION ALL
        SELECT v.attribute_id * 1000000 + v.value_index
        FROM product_attribute_values v WHERE v.product_id = p.id) u
      ORDER BY f) AS facets
  FROM products p
  WHERE p.status = 1 AND p.visibility > 1),
sets AS (
  SELECT (row_number() OVER (ORDER BY facets))::int AS id, facets
  FROM (SELECT DISTINCT facets FROM src) d),
stored AS (
  INSERT INTO listing_facet_sets (id, facets) SELECT id, facets FROM sets)
INSERT INTO product_listing (product_id, visibility, name, name_lower, min_final_price,
  in_stock, sold_qty, special_price, created_at, manufacturer_name, search_vector, facets,
  facet_set)
SELECT src.id, src.visibility, src.name, src.name_lower, src.min_final_price, src.in_stock,
  src.sold_qty, src.special_price, src.created_at, src.manufacturer_name, src.search_vector,
  src.facets, sets.id
FROM src JOIN sets ON sets.facets = src.facets
ORDER BY sets.id, src.id;--> statement-breakpoint
ANALYZE "listing_facet_sets";--> statement-breakpoint
ANALYZE "product_listing";--> statement-breakpoint
-- Writes to a product's listing columns after the index was built (stock taken by an order,
-- a price or name edit) reach its listing row at once.
CREATE FUNCTION product_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing SET visibility = NEW.visibility, name = NEW.name,
    name_lower = lower(NEW.name),
    min_final_price = NEW.min_final_price, in_stock = NEW.stock_status = 'IN_STOCK',
    sold_qty = NEW.sold_qty, special_price = NEW.special_price, created_at = NEW.created_at,
    manufacturer_name = NEW.manufacturer_name, search_vector = NEW.search_vector
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_listing_sync AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.visibility, OLD.name, OLD.min_final_price, OLD.stock_status, OLD.sold_qty,
         OLD.special_price, OLD.created_at, OLD.manufacturer_name, OLD.search_vector)
        IS DISTINCT FROM
        (NEW.visibility, NEW.name, NEW.min_final_price, NEW.stock_status, NEW.sold_qty,
         NEW.special_price, NEW.created_at, NEW.manufacturer_name, NEW.search_vector))
  EXECUTE FUNCTION product_listing_sync();
