// Raw SQL by design: index rebuilds are set-based INSERT … SELECT statements over the whole
// catalogue (the query builder would add nothing but a detour).
// Magento-style indexers: derived tables rebuilt after the catalogue is written (seed, synthetic
// load). Listings and searches read `product_listing` and fetch wide `products` rows for one
// page only.
import { sql } from "drizzle-orm"
import type { Db, Tx } from "../db/database.js"
import { rebuildSearchHeads } from "../search/searchHeads.js"
import { rebuildCategoryProductIndex } from "./categoryProductIndex.js"
import { FACET_FACTOR } from "./facetCodes.js"

const REBUILD_LISTING = `
WITH src AS (
  SELECT p.id, p.visibility, p.name, lower(p.name) AS name_lower, p.min_final_price,
    p.stock_status = 'IN_STOCK' AND p.discontinued <> 1 AS in_stock, p.sold_qty,
    p.special_price, p.created_at, p.manufacturer_name,
    listing_search_vector(p.id, p.search_vector, p.name) AS search_vector,
    array(SELECT f FROM (
        SELECT i.category_id AS f FROM category_product_index i WHERE i.product_id = p.id
        UNION ALL
        SELECT v.attribute_id * ${FACET_FACTOR} + v.value_index
        FROM product_attribute_values v WHERE v.product_id = p.id) u
      ORDER BY f) AS facets
  FROM products p
  WHERE p.status = 1 AND p.visibility > 1),
sets AS (
  SELECT (row_number() OVER (ORDER BY facets))::int AS id, facets, catalog_count, search_count,
    coalesce((SELECT max(cw.weight) FROM unnest(facets) AS f(code)
              JOIN search_category_weights cw ON cw.category_id = f.code), 0) AS category_weight
  FROM (SELECT facets,
          count(*) FILTER (WHERE visibility IN (2, 4))::int AS catalog_count,
          count(*) FILTER (WHERE visibility IN (3, 4))::int AS search_count
        FROM src GROUP BY facets) d),
stored AS (
  INSERT INTO listing_facet_sets (id, facets, catalog_count, search_count, category_weight)
  SELECT id, facets, catalog_count, search_count, category_weight FROM sets)
INSERT INTO product_listing (product_id, visibility, name, name_lower, min_final_price,
  in_stock, sold_qty, special_price, created_at, manufacturer_name, search_vector, facets,
  facet_set)
SELECT src.id, src.visibility, src.name, src.name_lower, src.min_final_price, src.in_stock,
  src.sold_qty, src.special_price, src.created_at, src.manufacturer_name, src.search_vector,
  src.facets, sets.id
FROM src JOIN sets ON sets.facets = src.facets
ORDER BY sets.id, src.id`

/**
 * The anchor index, then the listing index built on it and the search vocabulary, with fresh
 * planner statistics, then the common words' precomputed matches.
 */
export const rebuildCatalogIndexes = async (tx: Tx | Db): Promise<void> => {
  await rebuildCategoryProductIndex(tx)
  await rebuildProductListing(tx)
  // SQL function of migrations 0015 and 0019: the words typo correction matches against.
  await tx.execute(sql`select rebuild_search_vocabulary()`)
  // PGlite runs no autovacuum: without this the planner would take the new tables for empty.
  await tx.execute(sql`analyze product_listing`)
  await tx.execute(sql`analyze listing_facet_sets`)
  await rebuildSearchHeads(tx)
}

/**
 * Rebuilds `product_listing` and `listing_facet_sets` from `products`, their option values and
 * the anchor index (which must be current): the search document adds model tokens and category
 * names to the product's own (`listing_search_vector`, migration 0015). The backfill of drizzle/0005_catalog_listing.sql is
 * this statement, with FACET_FACTOR written out (the sets' counts: 0020's). Rows are written in facet-set order, which groups
 * each category's products on few heap pages (a category page, and most searches, read a
 * tenth of the pages they would in product-id order).
 */
export const rebuildProductListing = async (tx: Tx | Db): Promise<void> => {
  await tx.execute(sql`delete from product_listing`)
  await tx.execute(sql`delete from listing_facet_sets`)
  await tx.execute(sql.raw(REBUILD_LISTING))
}
