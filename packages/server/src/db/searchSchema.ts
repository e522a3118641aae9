// Tables of catalogue search (src/search): Magento's store-level synonym groups, the word list
// that typo correction matches against, and the categories' weights in the ranking.
import { index, integer, pgTable, real, serial, text } from "drizzle-orm/pg-core"

/**
 * Magento's `search_synonyms`: one group of interchangeable words or phrases per row,
 * comma-separated ("tripod,stand"), for one store view or all of them (`store_id` 0).
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    groupId: serial("group_id").primaryKey(),
    synonyms: text("synonyms").notNull(),
    storeId: integer("store_id").notNull().default(0),
  },
  (t) => [index("search_synonyms_store_idx").on(t.storeId)],
)

/**
 * The product vocabulary a shopper's typo is corrected towards (names, brands, model tokens,
 * meta keywords, category names; not description prose), with the number of products holding it. Typo correction looks a word up here by
 * prefix (the "C" collation lets the primary key serve `like 'word%'`) and by trigram similarity
 * (pg_trgm's GIN index, created by migration 0015). Rebuilt with the listing index.
 */
export const searchVocabulary = pgTable("search_vocabulary", {
  word: text("word").primaryKey(),
  docs: integer("docs").notNull(),
})

/**
 * How much a category counts in the search ranking (0–1): among products that match a query
 * equally well, those listed in a heavier category come first ("canon": bodies before lenses,
 * lenses before batteries). A product takes the heaviest of its categories (with their
 * ancestors); a category without a row weighs 0.
 */
export const searchCategoryWeights = pgTable("search_category_weights", {
  categoryId: integer("category_id").primaryKey(),
  weight: real("weight").notNull(),
})
