// Raw SQL by design: pg_trgm similarity, prefix ranges in the "C" collation and ts_query tests
// belong to the search ranking, which the query builder cannot express.
// What a `products(search:)` query looks for, worked out before the listing runs: typos
// corrected towards the product vocabulary (pg_trgm proposes, `chooseCorrection` picks by
// edits and popularity), the store's synonyms added,
// and the categories whose names match the whole query (they lift their products' relevance).
import { type SQL, sql } from "drizzle-orm"
import type { SearchMatch } from "../catalog/listingInput.js"
import { rowsOf } from "../catalog/productRepository.js"
import type { Db } from "../db/database.js"
import { processCache } from "../platform/processCache.js"
import { STORE_VIEWS_TTL_MS } from "../store/requestStore.js"
import { type CorrectionCandidate, chooseCorrection } from "./spellingCorrection.js"
import {
  expandSynonyms,
  type Phrase,
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
  /**
   * Any word of the query, as `to_tsquery` text: a category whose name matches the query and
   * ends in one of these words names what the query asks for (`matchingCategories`).
   */
  readonly anyWordTsQuery: string
  /**
   * The query's last word (with its synonyms), as `to_tsquery` text: in "nikon lens" or "sony
   * camera" it names the kind of product, so a category of that kind names what the query asks
   * for even though the brand is not in its name (`matchingCategories`).
   */
  readonly kindTsQuery: string
}

/** Words shorter than this, or with a digit (model numbers), are never corrected. */
const MIN_CORRECTED_LENGTH = 4
/** pg_trgm similarity a candidate needs (`%`'s default threshold is 0.3, which the index serves). */
const MIN_SIMILARITY = 0.3
/** Candidates per word, most similar first; `chooseCorrection` picks among them by edits. */
const CANDIDATES = 12

const correctable = (word: string) => word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word)

interface VocabularyRow {
  readonly term: string
  /** A listed product's search document holds a word starting with it (descriptions too). */
  readonly known: boolean
  readonly candidates: readonly CorrectionCandidate[] | null
}

/**
 * Whether `term` starts a word the products hold: the vocabulary's "C"-collated key is a prefix
 * scan; the listing's GIN index answers for description words.
 */
const isKnown = (term: SQL): SQL =>
  sql`(exists(select 1 from search_vocabulary v
              where v.word >= ${term} and v.word < ${term} || chr(1114111))
       or exists(select 1 from product_listing lw
                 where lw.search_vector @@ to_tsquery('english', ${term} || ':*')))`

const textArray = (words: readonly string[]): SQL =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`

/**
 * For each word: is it known (`isKnown`), and if not, the vocabulary words most similar to it.
 * The similarity scan is the costly part (a trigram index scan and a sort), so a known word
 * skips it: CASE evaluates its branch's subquery only when it is taken.
 */
const lookUp = (db: Db, words: readonly string[]) =>
  rowsOf<VocabularyRow>(
    db,
    sql`select t.term, k.known,
          case when k.known then null else (
            select json_agg(json_build_object('word', c.word, 'docs', c.docs,
                                              'similarity', c.similarity))
            from (select v.word, v.docs, similarity(v.word, t.term) as similarity
                  from search_vocabulary v
                  where v.word % t.term and similarity(v.word, t.term) >= ${MIN_SIMILARITY}
                  order by similarity(v.word, t.term) desc, v.docs desc, v.word
                  limit ${CANDIDATES}) c) end as candidates
        from unnest(${textArray(words)}) as t(term)
        cross join lateral (select ${isKnown(sql`t.term`)} as known) k`,
  )

/**
 * Every store's synonym groups (store 0: all stores), in group order. Only the seed writes them
 * (a merchant's edit goes straight to the table), so a process keeps them like the store views
 * and a search no longer starts with a round trip for them.
 */
const allSynonyms = processCache<Db, readonly { storeId: number; group: Phrase[] }[]>(
  STORE_VIEWS_TTL_MS,
  async (db) =>
    (
      await rowsOf<{ store_id: number; synonyms: string }>(
        db,
        sql`select store_id, synonyms from search_synonyms order by group_id`,
      )
    ).map((r) => ({ storeId: r.store_id, group: parseSynonymGroup(r.synonyms) })),
)

const synonymGroups = async (db: Db, storeId: number): Promise<Phrase[][]> =>
  (await allSynonyms.get(db))
    .filter((r) => r.storeId === 0 || r.storeId === storeId)
    .map((r) => r.group)

/** Whether any listed product holds every word (one probe of the GIN index). */
const anyMatch = async (db: Db, tsQuery: string) =>
  (
    await rowsOf<{ found: boolean }>(
      db,
      sql`select exists(select 1 from product_listing l
          where l.search_vector @@ to_tsquery('english', ${tsQuery})) as found`,
    )
  )[0]?.found === true

/**
 * A search in double quotes (`"tripd"`) is taken as typed, like Google's verbatim search: the
 * storefront's "Search instead for …" link after a correction.
 */
export const isVerbatimSearch = (search: string): boolean => /^\s*".*"\s*$/s.test(search)

/** The words `planSearch` looks up: those it may correct, unless the search is taken as typed. */
const wordsToCheck = (
  terms: readonly string[],
  groups: readonly Phrase[][],
  correct: boolean,
): string[] => {
  if (!correct) return []
  const isSynonym = (word: string) => groups.some((g) => g.some((p) => p.includes(word)))
  return [...new Set(terms.filter((w) => correctable(w) && !isSynonym(w)))]
}

const planOf = (
  corrected: readonly string[],
  expanded: TermGroup[],
  relaxed: boolean,
  wasCorrected: boolean,
): SearchPlan => {
  const join = relaxed ? "|" : "&"
  return {
    terms: corrected,
    groups: expanded,
    tsQuery: tsQueryOf(expanded, join),
    typedTsQuery: typedTsQueryOf(expanded, join),
    relaxed,
    ...(wasCorrected ? { corrected: corrected.join(" ") } : {}),
    anyWordTsQuery: tsQueryOf(expanded, "|"),
    kindTsQuery: tsQueryOf(expanded.slice(-1)),
  }
}

export const planSearch = async (
  db: Db,
  storeId: number,
  terms: readonly string[],
  options: { readonly correct?: boolean } = {},
): Promise<SearchPlan> => {
  const groups = await synonymGroups(db, storeId)
  const candidates = wordsToCheck(terms, groups, options.correct !== false)
  const found = candidates.length === 0 ? [] : await lookUp(db, candidates)
  const replacement = new Map(
    found.flatMap((r) => {
      const correction = r.known ? undefined : chooseCorrection(r.term, r.candidates ?? [])
      return correction === undefined ? [] : [[r.term, correction] as const]
    }),
  )
  const corrected = terms.map((w) => replacement.get(w) ?? w)
  const expanded = expandSynonyms(corrected, groups)
  // A shopper's extra word the catalogue does not hold ("lens filters": no filter says lens)
  // should not empty the result: then any word matches, and more words rank higher.
  const relaxed = expanded.length > 1 && !(await anyMatch(db, tsQueryOf(expanded)))
  return planOf(corrected, expanded, relaxed, replacement.size > 0)
}

/**
 * The plan `planSearch` makes when every word it looks up is known (nothing to correct) and,
 * with several word groups, some product holds them all (not relaxed): most searches. Made
 * without a statement; the listing checks what it assumes instead (`assumedPlanHeld`), so a
 * search is one round trip unless the assumption fails.
 */
export interface AssumedSearchPlan {
  readonly plan: SearchPlan
  /** SQL that is true when every word `planSearch` would look up is known; absent: none. */
  readonly wordsKnown?: SQL
  /** The plan also needs the listing to find a product: it joins several groups with "&". */
  readonly needsMatch: boolean
}

export const assumeSearchPlan = async (
  db: Db,
  storeId: number,
  terms: readonly string[],
  options: { readonly correct?: boolean } = {},
): Promise<AssumedSearchPlan> => {
  const groups = await synonymGroups(db, storeId)
  const candidates = wordsToCheck(terms, groups, options.correct !== false)
  const expanded = expandSynonyms(terms, groups)
  return {
    plan: planOf(terms, expanded, false, false),
    ...(candidates.length === 0
      ? {}
      : {
          wordsKnown: sql`(select bool_and(${isKnown(sql`t.term`)})
                           from unnest(${textArray(candidates)}) as t(term))`,
        }),
    needsMatch: expanded.length > 1,
  }
}

/**
 * Whether an assumed plan held: its words were known (`wordsKnown`, as the listing `checked` it)
 * and, when it needed one, the listing found a product (which `planSearch`'s probe, over every
 * listed product, would have found too).
 */
export const assumedPlanHeld = (
  assumed: AssumedSearchPlan,
  listed: { readonly checked?: boolean | null; readonly total: number },
): boolean =>
  (assumed.wordsKnown === undefined || listed.checked === true) &&
  (!assumed.needsMatch || listed.total > 0)

/** How the listing matches and ranks the plan's words. */
export const searchMatchOf = (plan: SearchPlan): SearchMatch => ({
  tsQuery: plan.tsQuery,
  typedTsQuery: plan.typedTsQuery,
  phrase: plan.terms.join(" "),
  anyWordTsQuery: plan.anyWordTsQuery,
  kindTsQuery: plan.kindTsQuery,
})
