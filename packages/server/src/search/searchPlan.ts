// Raw SQL by design: pg_trgm similarity, prefix ranges in the "C" collation and ts_query tests
// belong to the search ranking, which the query builder cannot express.
// What a `products(search:)` query looks for, worked out before the listing runs: typos
// corrected against the search vocabulary (pg_trgm similarity), the store's synonyms added,
// and the categories whose names match the whole query (they lift their products' relevance).
import { sql } from "drizzle-orm"
import { rowsOf } from "../catalog/productRepository.js"
import type { Db } from "../db/database.js"
import {
  expandSynonyms,
  parseSynonymGroup,
  type TermGroup,
  tsQueryOf,
  typedTsQueryOf,
} from "./synonyms.js"

export interface SearchPlan {
  /** The words searched for: the query's, with typos corrected. */
  readonly terms: readonly string[]
  readonly groups: readonly TermGroup[]
  /** `to_tsquery('english', …)` text. */
  readonly tsQuery: string
  /** The same without the synonyms: what was typed ranks above what a synonym found. */
  readonly typedTsQuery: string
  /** No product holds every word: any word matches, the most words rank first. */
  readonly relaxed: boolean
  /** The corrected query, when a word was corrected (Magento's `suggestions`). */
  readonly corrected?: string
  /** Categories whose names match the query (at most CATEGORY_BOOST_LIMIT). */
  readonly categoryIds: readonly number[]
}

/** Words shorter than this, or with a digit (model numbers), are never corrected. */
const MIN_CORRECTED_LENGTH = 4
/** pg_trgm similarity a replacement needs (`%`'s default threshold is 0.3). */
const MIN_SIMILARITY = 0.4
const CATEGORY_BOOST_LIMIT = 20

const correctable = (word: string) => word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word)

interface VocabularyRow {
  readonly term: string
  readonly known: boolean
  readonly closest: string | null
}

/**
 * For each word: is it the start of a known word, and if not, the most similar known word
 * (ties to the one more products hold). The range over the "C"-collated key is a prefix scan.
 */
const lookUp = (db: Db, words: readonly string[]) =>
  rowsOf<VocabularyRow>(
    db,
    sql`select t.term,
          exists(select 1 from search_vocabulary v
                 where v.word >= t.term and v.word < t.term || chr(1114111)) as known,
          (select v.word from search_vocabulary v
           where v.word % t.term and similarity(v.word, t.term) >= ${MIN_SIMILARITY}
           order by similarity(v.word, t.term) desc, v.docs desc, v.word limit 1) as closest
        from unnest(array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) as t(term)`,
  )

const synonymGroups = async (db: Db, storeId: number) => {
  const rows = await rowsOf<{ synonyms: string }>(
    db,
    sql`select synonyms from search_synonyms where store_id in (0, ${storeId}) order by group_id`,
  )
  return rows.map((r) => parseSynonymGroup(r.synonyms))
}

/** Whether any listed product holds every word (one probe of the GIN index). */
const anyMatch = async (db: Db, tsQuery: string) =>
  (
    await rowsOf<{ found: boolean }>(
      db,
      sql`select exists(select 1 from product_listing l
          where l.search_vector @@ to_tsquery('english', ${tsQuery})) as found`,
    )
  )[0]?.found === true

const matchingCategories = async (db: Db, tsQuery: string) =>
  (
    await rowsOf<{ id: number }>(
      db,
      sql`select id from categories
          where level >= 2 and to_tsvector('english', name) @@ to_tsquery('english', ${tsQuery})
          order by level desc, id limit ${CATEGORY_BOOST_LIMIT}`,
    )
  ).map((r) => r.id)

export const planSearch = async (
  db: Db,
  storeId: number,
  terms: readonly string[],
): Promise<SearchPlan> => {
  const groups = await synonymGroups(db, storeId)
  const isSynonym = (word: string) => groups.some((g) => g.some((p) => p.includes(word)))
  const candidates = [...new Set(terms.filter((w) => correctable(w) && !isSynonym(w)))]
  const found = candidates.length === 0 ? [] : await lookUp(db, candidates)
  const replacement = new Map(
    found.flatMap((r) => (r.known || r.closest === null ? [] : [[r.term, r.closest] as const])),
  )
  const corrected = terms.map((w) => replacement.get(w) ?? w)
  const expanded = expandSynonyms(corrected, groups)
  // A shopper's extra word the catalogue does not hold ("lens filters": no filter says lens)
  // should not empty the result: then any word matches, and more words rank higher.
  const relaxed = expanded.length > 1 && !(await anyMatch(db, tsQueryOf(expanded)))
  const join = relaxed ? "|" : "&"
  const tsQuery = tsQueryOf(expanded, join)
  return {
    terms: corrected,
    groups: expanded,
    tsQuery,
    typedTsQuery: typedTsQueryOf(expanded, join),
    relaxed,
    ...(replacement.size > 0 ? { corrected: corrected.join(" ") } : {}),
    categoryIds: await matchingCategories(db, tsQuery),
  }
}
