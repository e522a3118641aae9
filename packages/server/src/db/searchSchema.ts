// Tables of catalogue search (src/search): Magento's store-level synonym groups, the word list
// that typo correction matches against, and the categories' weights in the ranking.
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
} from "drizzle-orm/pg-core"

const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" })

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

/**
 * The common words whose search is answered from precomputed matches (`search_head_*`): a word
 * that tens of thousands of products hold costs a search statement every match otherwise (read,
 * ranked, counted). Chosen by the index rebuild (`rebuildSearchHeads`); their matches are kept
 * exact by triggers on `product_listing` (migration 0025).
 */
export const searchHeadTerms = pgTable("search_head_terms", {
  /** The word as a shopper types it (lower case), its search's `phrase`. */
  word: text("word").primaryKey(),
  /** `to_tsquery('english', 'word:*')`: what the search matches. */
  query: tsquery("query").notNull(),
  /** The categories whose names name what the word asks for (their lift in the relevance). */
  liftedCategories: integer("lifted_categories").array().notNull(),
  /** The relevance's category part per facet set, indexed by `listing_facet_sets.id`. */
  setScores: real("set_scores").array().notNull(),
})

/**
 * One searchable product (visibility 3 or 4) matching a head word, with its relevance as the
 * listing's relevance sort computes it: the top of a search is an index scan.
 */
export const searchHeadPostings = pgTable(
  "search_head_postings",
  {
    word: text("word").notNull(),
    productId: integer("product_id").notNull(),
    inStock: boolean("in_stock").notNull(),
    score: doublePrecision("score").notNull(),
    facetSet: integer("facet_set").notNull(),
    minFinalPrice: integer("min_final_price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.productId] }),
    index("search_head_postings_rank_idx").on(
      t.word,
      t.inStock.desc(),
      t.score.desc(),
      t.productId,
    ),
    index("search_head_postings_price_idx").on(t.word, t.minFinalPrice),
  ],
)

/** How many of a head word's matches each facet set holds (its aggregations' facet counts). */
export const searchHeadSets = pgTable(
  "search_head_sets",
  {
    word: text("word").notNull(),
    facetSet: integer("facet_set").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.facetSet] })],
)

/** A head word's matches per $10 price slice, with the slice's highest price. */
export const searchHeadSlices = pgTable(
  "search_head_slices",
  {
    word: text("word").notNull(),
    slice: integer("slice").notNull(),
    products: integer("products").notNull(),
    maxPrice: integer("max_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.slice] })],
)
