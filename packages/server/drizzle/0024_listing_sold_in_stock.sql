-- A listing row's in_stock reads "in stock and still sold": a discontinued product keeps its
-- page (its specifications and reviews) but the shop no longer sells it, so the relevance sort
-- (in-stock products first) and the "In Stock" sort list it with the products out of stock.
CREATE OR REPLACE FUNCTION product_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing SET visibility = NEW.visibility, name = NEW.name,
    name_lower = lower(NEW.name),
    min_final_price = NEW.min_final_price,
    in_stock = NEW.stock_status = 'IN_STOCK' AND NEW.discontinued <> 1,
    sold_qty = NEW.sold_qty, special_price = NEW.special_price, created_at = NEW.created_at,
    manufacturer_name = NEW.manufacturer_name,
    search_vector = CASE
      WHEN (OLD.search_vector, OLD.name) IS DISTINCT FROM (NEW.search_vector, NEW.name)
      THEN listing_search_vector(NEW.id, NEW.search_vector, NEW.name)
      ELSE search_vector END
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_listing_sync ON products;--> statement-breakpoint
CREATE TRIGGER products_listing_sync AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.visibility, OLD.name, OLD.min_final_price, OLD.stock_status, OLD.discontinued,
         OLD.sold_qty, OLD.special_price, OLD.created_at, OLD.manufacturer_name,
         OLD.search_vector)
        IS DISTINCT FROM
        (NEW.visibility, NEW.name, NEW.min_final_price, NEW.stock_status, NEW.discontinued,
         NEW.sold_qty, NEW.special_price, NEW.created_at, NEW.manufacturer_name,
         NEW.search_vector))
  EXECUTE FUNCTION product_listing_sync();--> statement-breakpoint
-- Backfill for databases that already hold a catalogue.
UPDATE product_listing l SET in_stock = false
FROM products p WHERE p.id = l.product_id AND l.in_stock AND p.discontinued = 1;
