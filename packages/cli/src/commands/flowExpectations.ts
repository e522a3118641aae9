// Expectations of a flow step, checked against the step's JSON result:
//   { "cart.total_quantity": 2, "cart.items.0.product.sku": "X", "order_number": { exists: true },
//     "message": { contains: "applied" }, "cart.prices": { equals: {...} } }
// A plain value means equals (deep). Paths are dot-separated; numbers index arrays ("items[0]" too).

export type Matcher =
  | { readonly equals: unknown }
  | { readonly contains: unknown }
  | { readonly exists: boolean }

export interface Mismatch {
  readonly path: string
  readonly expected: string
  readonly actual: string
}

const MATCHER_KEYS = new Set(["equals", "contains", "exists"])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** `{ exists: true }` and friends are matchers; any other value is an expected value. */
export const toMatcher = (expected: unknown): Matcher => {
  if (isRecord(expected)) {
    const keys = Object.keys(expected)
    if (keys.length === 1 && MATCHER_KEYS.has(keys[0] ?? "")) return expected as Matcher
  }
  return { equals: expected }
}

/** The value at a path, or `undefined` when any part is missing. */
export const valueAt = (root: unknown, path: string): unknown => {
  if (path === "" || path === "$") return root
  const parts = path
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter((p) => p !== "")
  let current: unknown = root
  for (const part of parts) {
    if (Array.isArray(current)) current = current[Number(part)]
    else if (isRecord(current)) current = current[part]
    else return undefined
  }
  return current
}

export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length && keys.every((k) => k in b && deepEqual(a[k], b[k]))
    )
  }
  return false
}

/** Every key of `expected` equals (recursively, partially) the same key of `actual`. */
const partialMatch = (actual: unknown, expected: unknown): boolean =>
  isRecord(expected) && isRecord(actual)
    ? Object.entries(expected).every(([k, v]) => partialMatch(actual[k], v))
    : deepEqual(actual, expected)

const contains = (actual: unknown, expected: unknown): boolean => {
  if (typeof actual === "string") return actual.includes(String(expected))
  if (Array.isArray(actual)) return actual.some((item) => partialMatch(item, expected))
  if (isRecord(actual)) return partialMatch(actual, expected)
  return false
}

const show = (value: unknown): string => (value === undefined ? "nothing" : JSON.stringify(value))

/** Checks one expectation; undefined when it holds. */
export const checkExpectation = (
  result: unknown,
  path: string,
  expected: unknown,
): Mismatch | undefined => {
  const matcher = toMatcher(expected)
  const actual = valueAt(result, path)
  if ("exists" in matcher) {
    const exists = actual !== undefined && actual !== null
    return exists === matcher.exists
      ? undefined
      : { path, expected: matcher.exists ? "to exist" : "not to exist", actual: show(actual) }
  }
  if ("contains" in matcher) {
    return contains(actual, matcher.contains)
      ? undefined
      : { path, expected: `to contain ${show(matcher.contains)}`, actual: show(actual) }
  }
  return deepEqual(actual, matcher.equals)
    ? undefined
    : { path, expected: show(matcher.equals), actual: show(actual) }
}

/** All expectations of a step, in file order; the mismatches (empty when all hold). */
export const checkExpectations = (
  result: unknown,
  expectations: Readonly<Record<string, unknown>>,
): ReadonlyArray<Mismatch> =>
  Object.entries(expectations).flatMap(([path, expected]) => {
    const mismatch = checkExpectation(result, path, expected)
    return mismatch ? [mismatch] : []
  })
