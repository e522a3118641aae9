// Which GET queries may be answered from the response cache: like Magento's `@cache` schema
// directives, only root fields whose answer is the same for every guest of a store view and
// currency (catalogue, categories, CMS, store config, URL resolution). Cart, customer, order,
// directory (countries, currency: Magento marks them uncacheable) and every mutation are not.
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from "graphql"
import { STORE_CONFIG_TAG } from "./cacheTags.js"

/** Cacheable root field → the tag every answer of it carries (Magento's identity tags). */
const CACHEABLE_ROOT_FIELDS: ReadonlyMap<string, string> = new Map([
  ["products", "cat_p"],
  ["categoryList", "cat_c"],
  ["categories", "cat_c"],
  ["category", "cat_c"],
  ["cmsPage", "cms_p"],
  ["cmsBlocks", "cms_b"],
  ["getMegaMenuByGroupTitle", "mega_menu"],
  ["route", "url_rewrite"],
  ["urlResolver", "url_rewrite"],
  ["storeConfig", STORE_CONFIG_TAG],
  ["availableStores", STORE_CONFIG_TAG],
  ["productReviewRatingsMetadata", "review_rating"],
])

export interface CacheableOperation {
  /** The query text with insignificant whitespace removed (part of the cache key). */
  readonly normalizedQuery: string
  /** Tags of the root fields (an answer also gets one per product it contains). */
  readonly rootTags: readonly string[]
}

/**
 * Collapses whitespace and commas outside string literals: two spellings of one query share a
 * cache entry. Block strings and comments are rare in clients' queries; they are kept as they
 * are (a comment makes the query uncacheable, see `cacheableOperationOf`).
 */
export const normalizeQuery = (query: string): string => {
  let out = ""
  let pendingSpace = false
  for (let i = 0; i < query.length; i++) {
    const c = query[i] as string
    if (c === '"') {
      const end = stringEnd(query, i)
      if (pendingSpace && out !== "") out += " "
      pendingSpace = false
      out += query.slice(i, end)
      i = end - 1
    } else if (c === " " || c === "\n" || c === "\t" || c === "\r" || c === ",") {
      pendingSpace = true
    } else {
      // A separator is only needed between two name characters (`query q`, `$a: Int`).
      if (pendingSpace && out !== "" && isNameChar(out[out.length - 1]) && isNameStart(c))
        out += " "
      pendingSpace = false
      out += c
    }
  }
  return out
}

const isNameChar = (c: string | undefined): boolean => c !== undefined && /[_0-9A-Za-z$]/.test(c)
const isNameStart = (c: string): boolean => /[_A-Za-z$.@]/.test(c)

/** Index just past the string literal starting at `start` (a `"…"` or `"""…"""`). */
const stringEnd = (text: string, start: number): number => {
  if (text.startsWith('"""', start)) {
    const close = text.indexOf('"""', start + 3)
    return close === -1 ? text.length : close + 3
  }
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++
    else if (text[i] === '"') return i + 1
  }
  return text.length
}

// Parsing, and even normalising, costs more than a cache hit: each distinct query text (as the
// client sent it) is analysed once (bounded). Clients send a few documents, each spelled one way.
const MAX_ANALYSED = 1000
const analysed = new Map<string, CacheableOperation | null>()

/**
 * The operation to run if it may be cached, else null (a mutation, an uncacheable root field,
 * fragments or directives at the root, a parse error — yoga then answers as usual).
 */
export const cacheableOperationOf = (
  query: string,
  operationName: string | undefined,
): CacheableOperation | null => {
  if (query.includes("#")) return null
  const memoKey = `${operationName ?? ""}\n${query}`
  const known = analysed.get(memoKey)
  if (known !== undefined) return known
  const result = analyse(normalizeQuery(query), operationName)
  if (analysed.size >= MAX_ANALYSED) analysed.clear()
  analysed.set(memoKey, result)
  return result
}

const analyse = (
  normalizedQuery: string,
  operationName: string | undefined,
): CacheableOperation | null => {
  let document: DocumentNode
  try {
    document = parse(normalizedQuery, { noLocation: true })
  } catch {
    return null
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  const operation =
    operationName === undefined || operationName === ""
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((o) => o.name?.value === operationName)
  if (operation === undefined || operation.operation !== "query") return null
  const tags = new Set<string>()
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null
    if ((selection.directives?.length ?? 0) > 0) return null
    if (selection.name.value === "__typename") continue
    const tag = CACHEABLE_ROOT_FIELDS.get(selection.name.value)
    if (tag === undefined) return null
    tags.add(tag)
  }
  if (tags.size === 0) return null
  return { normalizedQuery, rootTags: [...tags] }
}

/** Variables as canonical JSON (keys sorted at every level), for the cache key. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}
