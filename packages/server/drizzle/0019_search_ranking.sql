CREATE TABLE "search_category_weights" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"weight" real NOT NULL
);
--> statement-breakpoint
-- The words typo correction corrects towards: the product vocabulary of the listed products'
-- names, brands, model tokens and meta keywords, and of the category names. Description prose
-- ("hands-on session with a working photographer") is left out: a typo is corrected to gear.
CREATE OR REPLACE FUNCTION rebuild_search_vocabulary() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_vocabulary;
  INSERT INTO search_vocabulary (word, docs)
  SELECT word, ndoc FROM ts_stat($q$
    SELECT to_tsvector('simple', p.name || ' ' || coalesce(p.manufacturer_name, '') || ' '
      || search_model_tokens(p.name) || ' ' || coalesce(p.meta_keyword, ''))
    FROM products p WHERE p.status = 1 AND p.visibility > 1
    UNION ALL
    SELECT to_tsvector('simple', c.name) FROM categories c WHERE c.level >= 2 $q$)
  WHERE length(word) >= 2;
  ANALYZE search_vocabulary;
END $$;--> statement-breakpoint
SELECT rebuild_search_vocabulary();
