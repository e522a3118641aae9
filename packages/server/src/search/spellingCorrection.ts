// Which catalogue word a misspelt search word stands for (pure). The database proposes the
// product-vocabulary words that share enough trigrams with it; this picks the one a shopper
// meant: the fewest keystrokes away, then the one more products hold ("tripd" is one letter
// from both "trip" and "tripod"; tripods are what a camera shop sells).

export interface CorrectionCandidate {
  readonly word: string
  /** How many products (and categories) hold the word. */
  readonly docs: number
  /** pg_trgm similarity to the typed word, 0–1. */
  readonly similarity: number
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters ("cnaon" → "canon") each cost one.
 */
export const editDistance = (a: string, b: string): number => {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[] = new Array(rows * cols).fill(0)
  const at = (i: number, j: number) => d[i * cols + j] ?? 0
  for (let i = 0; i < rows; i++) d[i * cols] = i
  for (let j = 0; j < cols; j++) d[j] = j
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1)
      d[i * cols + j] = best
    }
  return at(a.length, b.length)
}

/** Edits a word of this length may be away from its correction (Elasticsearch's "AUTO"). */
export const allowedEdits = (length: number): number => (length <= 2 ? 0 : length <= 5 ? 1 : 2)

/**
 * The correction of `typed` among the candidates, or undefined when none is close enough:
 * fewest edits, then most products, then most similar, then alphabetical (stable answers).
 */
export const chooseCorrection = (
  typed: string,
  candidates: readonly CorrectionCandidate[],
): string | undefined => {
  const limit = allowedEdits(typed.length)
  const ranked = candidates
    .filter((c) => c.word !== typed)
    .map((c) => ({ ...c, edits: editDistance(typed, c.word) }))
    .filter((c) => c.edits <= limit)
    .sort(
      (x, y) =>
        x.edits - y.edits ||
        y.docs - x.docs ||
        y.similarity - x.similarity ||
        (x.word < y.word ? -1 : x.word > y.word ? 1 : 0),
    )
  return ranked[0]?.word
}
