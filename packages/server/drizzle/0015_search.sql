CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"synonyms" text NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"docs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_store_idx" ON "search_synonyms" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Model tokens of a product name, as shoppers type them: neighbouring words joined where one
-- holds a digit, is a single letter or a roman numeral ("EOS R5" → eosr5, "Alpha 7R II" → a7r,
-- a7rii, 7rii, "X-T5" → xt5). Sony's "Alpha" is written "a" (a7, a6400).
CREATE FUNCTION search_model_tokens(name text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := array_remove(regexp_split_to_array(lower(coalesce(name, '')), '[^[:alnum:]]+'), '');
  n integer := coalesce(array_length(words, 1), 0);
  tokens text[] := '{}';
  joined text;
  i integer;
  j integer;
BEGIN
  FOR i IN 1..n LOOP
    joined := CASE WHEN words[i] = 'alpha' THEN 'a' ELSE words[i] END;
    FOR j IN (i + 1)..least(i + 2, n) LOOP
      EXIT WHEN NOT (joined ~ '[0-9]' OR words[j] ~ '[0-9]' OR length(joined) = 1
        OR words[j] ~ '^(i|ii|iii|iv|v|vi|vii|viii|ix|x)$');
      joined := joined || words[j];
      tokens := tokens || joined;
    END LOOP;
  END LOOP;
  RETURN array_to_string(tokens, ' ');
END $$;--> statement-breakpoint
-- A listing row's search document: the product's own (name and sku A, manufacturer B,
-- descriptions C), its model tokens (A) and the names of the categories it is listed in (D).
CREATE FUNCTION listing_search_vector(product_id integer, base tsvector, name text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT base
    || setweight(to_tsvector('simple', search_model_tokens(name)), 'A')
    || setweight(to_tsvector('english', coalesce((
         SELECT string_agg(c.name, ' ') FROM category_product_index i
         JOIN categories c ON c.id = i.category_id
         WHERE i.product_id = listing_search_vector.product_id AND c.level >= 2), '')), 'D')
$$;--> statement-breakpoint
-- The words typo correction knows: every word of the listed products' names, brands, model
-- tokens, short descriptions and meta keywords, and of the category names.
CREATE FUNCTION rebuild_search_vocabulary() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_vocabulary;
  INSERT INTO search_vocabulary (word, docs)
  SELECT word, ndoc FROM ts_stat($q$
    SELECT to_tsvector('simple', p.name || ' ' || coalesce(p.manufacturer_name, '') || ' '
      || search_model_tokens(p.name) || ' ' || coalesce(p.meta_keyword, '') || ' '
      || p.short_description)
    FROM products p WHERE p.status = 1 AND p.visibility > 1
    UNION ALL
    SELECT to_tsvector('simple', c.name) FROM categories c WHERE c.level >= 2 $q$)
  WHERE length(word) >= 2;
  ANALYZE search_vocabulary;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing SET visibility = NEW.visibility, name = NEW.name,
    name_lower = lower(NEW.name),
    min_final_price = NEW.min_final_price, in_stock = NEW.stock_status = 'IN_STOCK',
    sold_qty = NEW.sold_qty, special_price = NEW.special_price, created_at = NEW.created_at,
    manufacturer_name = NEW.manufacturer_name,
    search_vector = CASE
      WHEN (OLD.search_vector, OLD.name) IS DISTINCT FROM (NEW.search_vector, NEW.name)
      THEN listing_search_vector(NEW.id, NEW.search_vector, NEW.name)
      ELSE search_vector END
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Backfill for databases that already hold a catalogue.
UPDATE product_listing l SET search_vector = listing_search_vector(p.id, p.search_vector, p.name)
FROM products p WHERE p.id = l.product_id;--> statement-breakpoint
SELECT rebuild_search_vocabulary();--> statement-breakpoint
ANALYZE "product_listing";
