// Raw SQL by design: the head words' postings are read by an index scan in relevance order and
// their counts summed per facet set and price slice, in the listing statement's own shapes.
// Head words: the few common words (tens of thousands of products hold "camera" in a large
// catalogue) whose search would otherwise read, rank and count every match. Their matches are
// computed ahead with the listing index (`search_head_*`, migration 0025, kept exact through
// every listing row's update by a trigger), so a search for one of them reads one page of
// postings and a few hundred counts.
import { type SQL, sql } from "drizzle-orm"
import type { ListingRequest, SearchMatch } from "../catalog/listingInput.js"
import { listingConditions, matchingCategories, visibleIn } from "../catalog/listingSql.js"
import type { Db, Tx } from "../db/database.js"
import type { SeedStep } from "../db/seed.js"
import { rows } from "../db/sqlRows.js"
import { processCache } from "../platform/processCache.js"
import { STORE_VIEWS_TTL_MS } from "../store/requestStore.js"
import { tsQueryOf } from "./synonyms.js"

/**
 * A word is a head word when this share of the searchable products' names, brands or model
 * tokens hold it: 5,000 of 100k products, 25 of the fixtures' 490. Its search then reads a page
 * of postings instead of ranking and counting every match (a third of the time on the fixtures,
 * a seventh on 100k products).
 */
const HEAD_MIN_SHARE = 0.05
/** Head words at most, the most common first. */
const HEAD_MAX_WORDS = 32

/** How a search of the single word `word`, with no synonym or correction, matches. */
const matchOfWord = (word: string): SearchMatch => {
  const tsQuery = tsQueryOf([{ typed: [word], synonyms: [] }])
  return {
    tsQuery,
    typedTsQuery: tsQuery,
    phrase: word,
    anyWordTsQuery: tsQuery,
    kindTsQuery: tsQuery,
  }
}

/**
 * Chooses the head words (`minDocs`: how many products must hold one; by default
 * HEAD_MIN_SHARE of the searchable products) and computes their matches: after the listing
 * index and the vocabulary are rebuilt. Only words a shopper can type as one search term
 * (letters and digits) qualify, and only those the English configuration does not drop as stop
 * words.
 */
export const rebuildSearchHeads = async (
  tx: Tx | Db,
  options: { readonly minDocs?: number } = {},
): Promise<void> => {
  await tx.execute(sql`delete from search_head_terms`)
  const words = await rows<{ word: string }>(
    tx,
    sql`select v.word from search_vocabulary v
        where v.docs >= ${
          options.minDocs ??
          sql`greatest(ceil(${HEAD_MIN_SHARE}::numeric * (select count(*) from product_listing l
                                                 where ${visibleIn("l", true)})), 1)`
        }
          and v.word ~ '^[[:alnum:]]+$'
          and numnode(to_tsquery('english', v.word || ':*')) > 0
        order by v.docs desc, v.word limit ${HEAD_MAX_WORDS}`,
  )
  for (const { word } of words) {
    const match = matchOfWord(word)
    await tx.execute(
      sql`insert into search_head_terms (word, query, lifted_categories, set_scores)
          values (${word}, to_tsquery('english', ${match.tsQuery}),
                  array(${matchingCategories(match, match.tsQuery)}), '{}')`,
    )
  }
  await tx.execute(sql`select search_heads_refill()`)
  await tx.execute(sql`analyze search_head_postings`)
}

/** The head words of a database, as a process last read them. */
const headWords = processCache<Db, ReadonlySet<string>>(
  STORE_VIEWS_TTL_MS,
  async (db) =>
    new Set(
      (await rows<{ word: string }>(db, sql`select word from search_head_terms`)).map(
        (r) => r.word,
      ),
    ),
)

/** Makes this process read the head words again (after it rebuilt them). */
export const forgetHeadWords = (db: Db): void => headWords.invalidate(db)

/**
 * The head word a request searches for, when its answer can come from the word's postings: a
 * search of one word planned as typed (no synonym, no correction), in relevance order, with no
 * other filter. Undefined otherwise.
 */
export const headWordOf = async (
  db: Db,
  request: ListingRequest,
  attributeIdOf: ReadonlyMap<string, number>,
): Promise<string | undefined> => {
  const match = request.searchMatch
  if (
    match === undefined ||
    request.sort.field !== "relevance" ||
    request.sort.direction !== "DESC"
  )
    return undefined
  const canonical = matchOfWord(match.phrase)
  const asTyped =
    !/\s/.test(match.phrase) &&
    match.tsQuery === canonical.tsQuery &&
    match.typedTsQuery === canonical.tsQuery &&
    match.anyWordTsQuery === canonical.tsQuery &&
    match.kindTsQuery === canonical.tsQuery
  if (!asTyped) return undefined
  // Every filter (categories, options, price, sku…) adds a condition of its own.
  const onlySearch = listingConditions(request, attributeIdOf).every(
    (c) => c.key === "base" || c.key === "search",
  )
  if (!onlySearch) return undefined
  return (await headWords.get(db)).has(match.phrase) ? match.phrase : undefined
}

/**
 * The listing statement's `page` for a head word: its total, the ids of one page in relevance
 * order (in stock first, then the stored relevance, then the id) and, `withCounts`, its facet
 * and price-slice counts as `combinedCountsOf` counts them; `head` tells whether the word's
 * postings exist (a process may know an old list of head words).
 */
export const headPage = (
  word: string,
  page: { readonly size: number; readonly offset: number },
  withCounts: boolean,
): SQL => {
  const counts = sql`select 'f' as kind, f as key, sum(g.products)::int as count, 0 as max
      from search_head_sets g
      join listing_facet_sets fs on fs.id = g.facet_set
      cross join unnest(fs.facets) as f
      where g.word = ${word} and g.products > 0 group by f
      union all
      select 'p', s.slice, s.products, s.max_price from search_head_slices s
      where s.word = ${word} and s.products > 0`
  return sql`page as (
      select exists(select 1 from search_head_terms where word = ${word}) as head,
             (select coalesce(sum(s.products), 0) from search_head_slices s
              where s.word = ${word})::int as total,
             array(select p.product_id from search_head_postings p where p.word = ${word}
                   -- "nulls last" as the index stores them (the columns hold none).
                   order by p.in_stock desc nulls last, p.score desc nulls last, p.product_id
                   limit ${page.size} offset ${page.offset}) as ids
             ${
               withCounts
                 ? sql`, (select json_agg(json_build_array(c.kind, c.key, c.count, c.max))
                          from (${counts}) c) as counts`
                 : sql``
             })`
}

/**
 * Computes the head words' matches of a database whose catalogue was indexed before they
 * existed; a catalogue indexed since has them already (`rebuildCatalogIndexes`).
 */
export const searchHeadsSeed: SeedStep = {
  name: "search/head-words",
  run: async (tx) => {
    const [built] = await rows<{ built: boolean }>(
      tx,
      sql`select exists(select 1 from search_head_terms) as built`,
    )
    if (built?.built !== true) await rebuildSearchHeads(tx)
  },
}
