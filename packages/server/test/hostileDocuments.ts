// Small documents that cost a naive GraphQL server a lot (shared by the guards tests and bench).

/** Fragments on Query, each spreading the next twice: 2^levels fields once inlined, ~30 bytes a level. */
export const fragmentChain = (levels: number): string => {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  )
  return `{ ...F0 } ${fragments.join(" ")} fragment F${levels} on Query { __typename }`
}

/** `n` fields all answering as `a`, with differing arguments: no two of them may be merged. */
export const conflictingAliases = (n: number): string =>
  `{ ${Array.from({ length: n }, (_, i) => `a: products(search: "${i}") { total_count }`).join(" ")} }`

/** `n` fields answering as `products` (no alias), with differing arguments. */
export const conflictingFields = (n: number): string =>
  `{ ${Array.from({ length: n }, (_, i) => `products(search: "${i}") { total_count }`).join(" ")} }`

const rootFieldsWithText = [
  ["products", "search", "total_count"],
  ["route", "url", "type"],
  ["urlResolver", "url", "type"],
  ["cmsPage", "identifier", "title"],
  ["country", "id", "id"],
  ["cmsBlocks", "identifiers", "items { title }"],
] as const

/**
 * The costliest document for the overlap rule found inside every default limit: 10 conflicting
 * aliases plus each text-argument root field selected `perField` times with differing arguments.
 */
export const conflictsWithinLimits = (perField: number): string => {
  const aliases = Array.from(
    { length: 10 },
    (_, i) => `a: products(search: "a${i}") { total_count }`,
  )
  const repeats = rootFieldsWithText.flatMap(([field, argument, selection]) =>
    Array.from({ length: perField }, (_, i) => `${field}(${argument}: "${i}") { ${selection} }`),
  )
  return `{ ${[...aliases, ...repeats].join(" ")} }`
}

/** A fragment spreading itself twice through fields: invalid, and 2^depth fields if inlined. */
export const fragmentCycle = (): string =>
  "{ categoryList { ...C } } fragment C on CategoryTree { uid children { ...C } c: children { ...C } }"
