// Magento's search synonyms: groups of interchangeable words or phrases ("tripod,stand").
// A query phrase that is one of a group's entries matches any entry of the group (pure).
import { searchTerms } from "../catalog/listingInput.js"

/** The words of one entry ("speed light" → ["speed", "light"]), all required. */
export type Phrase = readonly string[]

/** One position of the query: its alternatives, any of which may match. */
export interface TermGroup {
  /** What the shopper typed (after correction), matched as a prefix. */
  readonly typed: Phrase
  /** Synonyms of it, matched as whole words. */
  readonly synonyms: readonly Phrase[]
}

/** A group's entries as phrases: "Speed Light, flash" → [["speed", "light"], ["flash"]]. */
export const parseSynonymGroup = (synonyms: string): Phrase[] =>
  synonyms
    .split(",")
    .map((entry) => searchTerms(entry))
    .filter((phrase) => phrase.length > 0)

// Plural and singular name the same thing ("tripods" is in the group "tripod,stand").
const singular = (word: string) =>
  word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word

const samePhrase = (a: Phrase, b: Phrase) =>
  a.length === b.length && a.every((w, i) => singular(w) === singular(b[i] ?? ""))

const key = (phrase: Phrase) => phrase.join(" ")

/**
 * The query's words grouped by position: where words (longest entry first) are an entry of a
 * synonym group, that position also matches every other entry of the group.
 */
export const expandSynonyms = (
  terms: readonly string[],
  groups: readonly (readonly Phrase[])[],
): TermGroup[] => {
  const longest = Math.max(1, ...groups.flatMap((g) => g.map((p) => p.length)))
  const out: TermGroup[] = []
  let i = 0
  while (i < terms.length) {
    let matched: { length: number; synonyms: Phrase[] } | undefined
    for (let length = Math.min(longest, terms.length - i); length >= 1 && !matched; length--) {
      const typed = terms.slice(i, i + length)
      const synonyms = groups
        .filter((g) => g.some((p) => samePhrase(p, typed)))
        .flatMap((g) => g.filter((p) => !samePhrase(p, typed)))
      if (synonyms.length > 0) {
        const unique = [...new Map(synonyms.map((p) => [key(p), p])).values()]
        matched = { length, synonyms: unique }
      }
    }
    const length = matched?.length ?? 1
    out.push({ typed: terms.slice(i, i + length), synonyms: matched?.synonyms ?? [] })
    i += length
  }
  return out
}

const quoted = (word: string) => word.replace(/'/g, "")

/**
 * `to_tsquery` text: every position required (or, joined with "|", any); what was typed matches as a prefix ("as you
 * type"), a synonym as a whole (stemmed) word.
 */
export const tsQueryOf = (groups: readonly TermGroup[], join: "&" | "|" = "&"): string =>
  groups
    .map((g) => {
      const typed = g.typed.map((w) => `${quoted(w)}:*`).join(" & ")
      if (g.synonyms.length === 0) return g.typed.length > 1 ? `(${typed})` : typed
      const alternatives = [typed, ...g.synonyms.map((p) => p.map(quoted).join(" & "))]
      return `(${alternatives.map((a) => `(${a})`).join(" | ")})`
    })
    .join(` ${join} `)

/** `to_tsquery` text of the words as typed only (synonyms left out), for ranking. */
export const typedTsQueryOf = (groups: readonly TermGroup[], join: "&" | "|" = "&"): string =>
  groups.flatMap((g) => g.typed.map((w) => `${quoted(w)}:*`)).join(` ${join} `)
