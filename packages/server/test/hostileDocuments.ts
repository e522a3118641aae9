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
