// The one operation that carries files (the used-gear quote's photos, base64) may send a body
// larger than the general limit, up to the upload limit; every other request keeps the general one.
// It is recognised from the start of the body (`{"query":"mutation …"`, as every client sends
// it), so the bytes past the general limit are read only for it.
import { Kind, parse } from "graphql"

/** Root fields whose requests may be as large as the upload limit. */
export const UPLOAD_FIELDS: ReadonlySet<string> = new Set(["submitUsedGearQuote"])

/** Whether a query is one mutation selecting only upload fields. */
const isUploadQuery = (query: string, maxTokens: number): boolean => {
  try {
    const document = parse(query, { maxTokens })
    const [operation, ...others] = document.definitions
    if (others.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION) return false
    if (operation.operation !== "mutation") return false
    return operation.selectionSet.selections.every(
      (s) => s.kind === Kind.FIELD && UPLOAD_FIELDS.has(s.name.value),
    )
  } catch {
    return false
  }
}

// The body's first member, `"query"`, and its string value.
const LEADING_QUERY = /^\s*\{\s*"query"\s*:\s*("(?:[^"\\]|\\.)*")/
const QUERY_OPENED = /^\s*\{\s*"query"\s*:\s*"/
const OPENING = '{"query":"'

/**
 * Whether the start of a JSON body is an upload mutation's `query`: undefined while the bytes so
 * far are only the beginning of `{"query":"…"`.
 */
export const startsAsUploadRequest = (
  start: Uint8Array,
  maxTokens: number,
): boolean | undefined => {
  const text = new TextDecoder().decode(start)
  const literal = LEADING_QUERY.exec(text)?.[1]
  if (literal === undefined)
    return QUERY_OPENED.test(text) || OPENING.startsWith(text.replace(/\s+/g, ""))
      ? undefined
      : false
  try {
    const query: unknown = JSON.parse(literal)
    return typeof query === "string" && isUploadQuery(query, maxTokens)
  } catch {
    return false
  }
}
