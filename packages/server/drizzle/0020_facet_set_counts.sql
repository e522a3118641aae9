ALTER TABLE "listing_facet_sets" ADD COLUMN "catalog_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_facet_sets" ADD COLUMN "search_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill for databases that already hold a catalogue (the rebuild counts them itself).
UPDATE "listing_facet_sets" fs SET "catalog_count" = c.catalog_count, "search_count" = c.search_count
FROM (SELECT facet_set,
        count(*) FILTER (WHERE visibility IN (2, 4))::int AS catalog_count,
        count(*) FILTER (WHERE visibility IN (3, 4))::int AS search_count
      FROM product_listing GROUP BY facet_set) c
WHERE c.facet_set = fs.id;--> statement-breakpoint
-- A listing row's later change of visibility (a product edit, through product_listing_sync)
-- moves it between its facet set's counts. Listing rows are inserted and deleted only by the
-- rebuild, which counts every set as it writes them.
CREATE FUNCTION listing_facet_set_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_facet_sets SET
    catalog_count = catalog_count - (OLD.visibility IN (2, 4))::int,
    search_count = search_count - (OLD.visibility IN (3, 4))::int
  WHERE id = OLD.facet_set;
  UPDATE listing_facet_sets SET
    catalog_count = catalog_count + (NEW.visibility IN (2, 4))::int,
    search_count = search_count + (NEW.visibility IN (3, 4))::int
  WHERE id = NEW.facet_set;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_listing_facet_set_counts AFTER UPDATE OF visibility, facet_set
  ON product_listing FOR EACH ROW
  WHEN ((OLD.visibility, OLD.facet_set) IS DISTINCT FROM (NEW.visibility, NEW.facet_set))
  EXECUTE FUNCTION listing_facet_set_counts_sync();
