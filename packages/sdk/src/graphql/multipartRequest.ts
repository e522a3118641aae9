// GraphQL multipart requests (github.com/jaydenseric/graphql-multipart-request-spec): files in
// the variables travel as parts of a `multipart/form-data` body, each standing as null in the
// `operations` JSON with its place named in `map`. This is how apollo-upload-client and
// graphql-yoga exchange files; the server streams them to disk instead of parsing base64 text.

/** Files found in variables, by their place (`variables.input.items.0.photos.1`). */
export interface ExtractedFiles {
  readonly variables: unknown
  readonly files: ReadonlyArray<readonly [path: string, file: Blob]>
}

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== "undefined" && value instanceof Blob

/** The variables with every Blob/File replaced by null, and the files with their paths. */
export const extractFiles = (variables: unknown): ExtractedFiles => {
  const files: Array<readonly [string, Blob]> = []
  const walk = (value: unknown, path: string): unknown => {
    if (isBlob(value)) {
      files.push([path, value])
      return null
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}.${i}`))
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${path}.${k}`)]))
    return value
  }
  const clean = walk(variables, "variables")
  return { variables: clean, files }
}

/**
 * The multipart body of one operation: `operations`, then `map`, then the files (the order
 * the spec requires, so the server can stream them). Undefined when the variables hold no file.
 */
export const multipartBody = (
  query: string,
  operationName: string,
  variables: Readonly<Record<string, unknown>>,
): FormData | undefined => {
  const extracted = extractFiles(variables)
  if (extracted.files.length === 0) return undefined
  const form = new FormData()
  form.append(
    "operations",
    JSON.stringify({ query, operationName, variables: extracted.variables }),
  )
  form.append(
    "map",
    JSON.stringify(Object.fromEntries(extracted.files.map(([path], i) => [String(i), [path]]))),
  )
  extracted.files.forEach(([, file], i) => {
    const name = typeof File !== "undefined" && file instanceof File ? file.name : "blob"
    form.append(String(i), file, name)
  })
  return form
}
