// Tables of catalogue search (src/search): Magento's store-level synonym groups and the word list
// that typo correction matches against.
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core"

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
 * Every word a shopper may find products by (names, brands, model tokens, categories,
 * descriptions), with the number of products holding it. Typo correction looks a word up here by
 * prefix (the "C" collation lets the primary key serve `like 'word%'`) and by trigram similarity
 * (pg_trgm's GIN index, created by migration 0015). Rebuilt with the listing index.
 */
export const searchVocabulary = pgTable("search_vocabulary", {
  word: text("word").primaryKey(),
  docs: integer("docs").notNull(),
})
