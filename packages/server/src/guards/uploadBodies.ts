// The one operation that carries files (the used-gear quote's photos, base64) may send a body
// larger than the general limit, up to the upload limit; every other request keeps the general one.
import { Kind, parse } from "graphql"

/** Root fields whose requests may be as large as the upload limit. */
export const UPLOAD_FIELDS: ReadonlySet<string> = new Set(["submitUsedGearQuote"])

/** Whether a JSON request body is one mutation selecting only upload fields. */
export const isUploadRequest = (body: Uint8Array, maxTokens: number): boolean => {
  try {
    const params = JSON.parse(new TextDecoder().decode(body)) as { query?: unknown }
    if (typeof params.query !== "string") return false
    const document = parse(params.query, { maxTokens })
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
