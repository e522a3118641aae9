CREATE TABLE "search_head_postings" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"score" double precision NOT NULL,
	"facet_set" integer NOT NULL,
	"min_final_price" integer NOT NULL,
	CONSTRAINT "search_head_postings_word_product_id_pk" PRIMARY KEY("word","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_head_sets" (
	"word" text NOT NULL,
	"facet_set" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_head_sets_word_facet_set_pk" PRIMARY KEY("word","facet_set")
);
--> statement-breakpoint
CREATE TABLE "search_head_slices" (
	"word" text NOT NULL,
	"slice" integer NOT NULL,
	"products" integer NOT NULL,
	"max_price" integer NOT NULL,
	CONSTRAINT "search_head_slices_word_slice_pk" PRIMARY KEY("word","slice")
);
--> statement-breakpoint
CREATE TABLE "search_head_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"query" "tsquery" NOT NULL,
	"lifted_categories" integer[] NOT NULL,
	"set_scores" real[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_head_postings_rank_idx" ON "search_head_postings" USING btree ("word","in_stock" DESC NULLS LAST,"score" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_head_postings_price_idx" ON "search_head_postings" USING btree ("word","min_final_price");--> statement-breakpoint
-- The relevance's category part of every facet set, as a real[] indexed by
-- `listing_facet_sets.id`, for a search whose query names the categories `lifted`: 0.3 × the
-- set's heaviest category weight, plus 0.2 per category of the set in `lifted`. The listing's
-- relevance sort (listingSql.ts, facetSetScores) and the head words' postings both read it.
CREATE FUNCTION search_set_scores(lifted integer[]) RETURNS real[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- PL/pgSQL keeps the plan of this query for the connection (an SQL function would plan it
  -- again in every statement that calls it).
  RETURN array(
    SELECT coalesce(x.score, 0)::real
    FROM generate_series(1, (SELECT coalesce(max(id), 0) FROM listing_facet_sets)) AS g(id)
    LEFT JOIN (
      SELECT fs.id, 0.3::real * fs.category_weight + (CASE WHEN fs.facets && lifted
          THEN 0.2::real * (SELECT count(*) FROM unnest(fs.facets) AS f(code)
                            WHERE f.code = any(lifted))::real
          ELSE 0::real END) AS score
      FROM listing_facet_sets fs) x ON x.id = g.id
    ORDER BY g.id);
END $$;--> statement-breakpoint
-- A listing row's relevance for a head word, as the relevance sort computes it for a search of
-- that one word (no synonyms): an exact name first, the text rank capped at one name hit and
-- counted twice, the category part of its facet set, its popularity.
CREATE FUNCTION search_head_score(name_lower text, search_vector tsvector, facet_set integer,
    popularity double precision, word text, query tsquery, set_scores real[])
  RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN name_lower = word THEN 1 ELSE 0 END)
    + least(ts_rank(search_vector, query), 0.6::real) * 2
    + coalesce(set_scores[facet_set], 0) + popularity
$$;--> statement-breakpoint
-- Every head word's category scores, postings and counts, from the listing index: after the
-- listing's rebuild, and after a change of the categories' weights.
CREATE FUNCTION search_heads_refill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_head_terms SET set_scores = search_set_scores(lifted_categories);
  DELETE FROM search_head_postings;
  DELETE FROM search_head_sets;
  DELETE FROM search_head_slices;
  INSERT INTO search_head_postings (word, product_id, in_stock, score, facet_set, min_final_price)
  SELECT t.word, l.product_id, l.in_stock,
    search_head_score(l.name_lower, l.search_vector, l.facet_set, l.popularity, t.word, t.query,
                      t.set_scores),
    l.facet_set, l.min_final_price
  FROM search_head_terms t
  JOIN product_listing l ON l.visibility IN (3, 4) AND l.search_vector @@ t.query;
  INSERT INTO search_head_sets (word, facet_set, products)
  SELECT word, facet_set, count(*) FROM search_head_postings GROUP BY word, facet_set;
  INSERT INTO search_head_slices (word, slice, products, max_price)
  SELECT word, min_final_price / 1000, count(*), max(min_final_price)
  FROM search_head_postings GROUP BY word, min_final_price / 1000;
END $$;--> statement-breakpoint
-- Moves one match of a head word between facet sets and price slices (either side null: the
-- product enters or leaves the word's matches). Rows are locked in key order (sets before
-- slices, lower keys first), so concurrent edits do not deadlock. A count row that falls to 0
-- stays (readers skip it): deleted, it could take a concurrent increment with it. A slice's
-- highest price is read back from the postings once its row is locked, by a statement of its
-- own: that statement's snapshot sees every posting a transaction that held the lock before
-- committed (the function is volatile: each statement takes a new snapshot).
CREATE FUNCTION search_head_recount(head text, old_set integer, old_price integer,
    new_set integer, new_price integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s integer;
BEGIN
  IF old_set IS DISTINCT FROM new_set THEN
    FOREACH s IN ARRAY (SELECT array_agg(x ORDER BY x) FROM unnest(array[old_set, new_set]) x
                        WHERE x IS NOT NULL) LOOP
      INSERT INTO search_head_sets AS h (word, facet_set, products)
      VALUES (head, s, CASE WHEN s = new_set THEN 1 ELSE -1 END)
      ON CONFLICT (word, facet_set) DO UPDATE SET products = h.products + excluded.products;
    END LOOP;
  END IF;
  FOREACH s IN ARRAY (SELECT array_agg(DISTINCT x ORDER BY x)
                      FROM unnest(array[old_price / 1000, new_price / 1000]) x
                      WHERE x IS NOT NULL) LOOP
    INSERT INTO search_head_slices (word, slice, products, max_price) VALUES (head, s, 0, 0)
    ON CONFLICT (word, slice) DO NOTHING;
    PERFORM 1 FROM search_head_slices WHERE word = head AND slice = s FOR UPDATE;
    UPDATE search_head_slices SET
      products = products + coalesce((s = new_price / 1000)::int, 0)
        - coalesce((s = old_price / 1000)::int, 0),
      max_price = coalesce((SELECT max(p.min_final_price) FROM search_head_postings p
                            WHERE p.word = head AND p.min_final_price >= s * 1000
                              AND p.min_final_price < (s + 1) * 1000), 0)
    WHERE word = head AND slice = s;
  END LOOP;
END $$;--> statement-breakpoint
-- Keeps every head word's postings and counts exact through a listing row's update (a product
-- edit, a sale, a stock change): the row leaves or enters a word's matches, or its relevance,
-- stock, facet set or price moves. Listing rows are inserted and deleted only by the rebuild,
-- which refills the heads itself.
CREATE FUNCTION search_heads_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
  was boolean;
  now boolean;
BEGIN
  FOR t IN SELECT word, query, set_scores FROM search_head_terms ORDER BY word LOOP
    was := OLD.visibility IN (3, 4) AND OLD.search_vector @@ t.query;
    now := NEW.visibility IN (3, 4) AND NEW.search_vector @@ t.query;
    IF now THEN
      INSERT INTO search_head_postings AS p
        (word, product_id, in_stock, score, facet_set, min_final_price)
      VALUES (t.word, NEW.product_id, NEW.in_stock,
        search_head_score(NEW.name_lower, NEW.search_vector, NEW.facet_set, NEW.popularity,
                          t.word, t.query, t.set_scores),
        NEW.facet_set, NEW.min_final_price)
      ON CONFLICT (word, product_id) DO UPDATE SET in_stock = excluded.in_stock,
        score = excluded.score, facet_set = excluded.facet_set,
        min_final_price = excluded.min_final_price;
    ELSIF was THEN
      DELETE FROM search_head_postings WHERE word = t.word AND product_id = OLD.product_id;
    END IF;
    IF (was OR now) AND NOT (was AND now AND OLD.facet_set = NEW.facet_set
                             AND OLD.min_final_price = NEW.min_final_price) THEN
      PERFORM search_head_recount(t.word,
        CASE WHEN was THEN OLD.facet_set END, CASE WHEN was THEN OLD.min_final_price END,
        CASE WHEN now THEN NEW.facet_set END, CASE WHEN now THEN NEW.min_final_price END);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_listing_search_heads AFTER UPDATE ON product_listing FOR EACH ROW
  WHEN ((OLD.visibility, OLD.in_stock, OLD.name_lower, OLD.search_vector, OLD.sold_qty,
         OLD.facet_set, OLD.min_final_price)
        IS DISTINCT FROM
        (NEW.visibility, NEW.in_stock, NEW.name_lower, NEW.search_vector, NEW.sold_qty,
         NEW.facet_set, NEW.min_final_price))
  EXECUTE FUNCTION search_heads_sync();--> statement-breakpoint
-- A change of the categories' weights (listing_facet_set_weights_sync) moves every head
-- word's relevance.
CREATE FUNCTION search_heads_reweigh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_heads_refill();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listing_facet_sets_search_heads AFTER UPDATE OF category_weight
  ON listing_facet_sets FOR EACH STATEMENT EXECUTE FUNCTION search_heads_reweigh();
