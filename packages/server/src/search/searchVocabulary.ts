// Raw SQL by design: part of the search index (lexemes unnested from tsvectors, counted upserts
// under ordered locks), which the query builder cannot express.
// Keeps `search_vocabulary` (the words typo correction and suggestions match against) in step
// with a product edit without rebuilding it: the words only the old product held leave, the
// new product's words arrive. A whole-catalogue write rebuilds it instead
// (`rebuildCatalogIndexes` → `rebuild_search_vocabulary()`, migration 0019).
import { sql } from "drizzle-orm"
import type { Tx } from "../db/database.js"
import { rows } from "../db/sqlRows.js"

/**
 * The words a product gives the vocabulary: the same document and rules as
 * `rebuild_search_vocabulary()` (name, brand, model tokens, meta keywords; listed products
 * only; words of two letters or more). Empty for an unlisted product.
 */
export const vocabularyWordsOf = async (tx: Tx, productId: number): Promise<string[]> =>
  (
    await rows<{ word: string }>(
      tx,
      sql`select distinct w.lexeme as word
          from products p, unnest(to_tsvector('simple', p.name || ' '
            || coalesce(p.manufacturer_name, '') || ' ' || search_model_tokens(p.name) || ' '
            || coalesce(p.meta_keyword, ''))) as w
          where p.id = ${productId} and p.status = 1 and p.visibility > 1
            and length(w.lexeme) >= 2`,
    )
  ).map((r) => r.word)

const textArray = (words: readonly string[]) =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`

/**
 * Moves one product's document from `before` to `after` in the vocabulary's counts (`docs`:
 * how many documents hold the word): a word no document holds any more is removed, so it is
 * never suggested again. Words are locked in order, so concurrent edits do not deadlock.
 */
export const replaceVocabularyWords = async (
  tx: Tx,
  before: readonly string[],
  after: readonly string[],
): Promise<void> => {
  const kept = new Set(after)
  const gone = [...new Set(before)].filter((w) => !kept.has(w)).sort()
  const had = new Set(before)
  const added = [...kept].filter((w) => !had.has(w)).sort()
  if (gone.length > 0) {
    await tx.execute(
      sql`update search_vocabulary set docs = docs - 1
          where word = any(${textArray(gone)}) and word in (
            select word from search_vocabulary where word = any(${textArray(gone)})
            order by word for update)`,
    )
    await tx.execute(
      sql`delete from search_vocabulary where word = any(${textArray(gone)}) and docs <= 0`,
    )
  }
  if (added.length > 0)
    await tx.execute(
      sql`insert into search_vocabulary (word, docs)
          select w, 1 from unnest(${textArray(added)}) as w order by w
          on conflict (word) do update set docs = search_vocabulary.docs + 1`,
    )
}
