ALTER TABLE "listing_facet_sets" ADD COLUMN "category_weight" real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The heaviest weight of each facet set's categories, for every set (a few hundred to a few
-- thousand): the rebuild's own computation, and what follows a merchant's change of the weights.
CREATE FUNCTION listing_facet_set_weights_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_facet_sets fs SET category_weight = w.weight
  FROM (SELECT s.id, coalesce((SELECT max(cw.weight) FROM unnest(s.facets) AS f(code)
                               JOIN search_category_weights cw ON cw.category_id = f.code), 0) AS weight
        FROM listing_facet_sets s) w
  WHERE w.id = fs.id AND fs.category_weight IS DISTINCT FROM w.weight;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_category_weights_facet_sets AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON search_category_weights FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_set_weights_sync();--> statement-breakpoint
-- Backfill for databases that already hold a catalogue (the rebuild sets it itself).
UPDATE listing_facet_sets fs SET category_weight = coalesce((SELECT max(cw.weight)
  FROM unnest(fs.facets) AS f(code) JOIN search_category_weights cw ON cw.category_id = f.code), 0);
