// Build-time stand-in for `graphql-tag` (vite.config.ts aliases it for the browser bundle).
// The SDK's documents only need their text and their operation's name and kind in a browser:
// the server parses them. So instead of shipping graphql's parser (~11 KB gzipped), this
// builds the text exactly as graphql-tag does (fragments interpolated, duplicates dropped)
// and describes its definitions with a scan of top-level braces. test/gqlTag.test.ts checks
// every SDK document against the real graphql-tag + graphql.
interface Definition {
  readonly kind: "OperationDefinition" | "FragmentDefinition"
  readonly operation?: "query" | "mutation" | "subscription"
  readonly name: { readonly kind: "Name"; readonly value: string }
}

export interface LightDocument {
  readonly kind: "Document"
  readonly definitions: ReadonlyArray<Definition>
  readonly loc: {
    readonly start: 0
    readonly end: number
    readonly source: { readonly body: string }
  }
}

/** Splits a document's text into its top-level definitions (no braces occur in our strings). */
const splitDefinitions = (text: string): Array<string> => {
  const parts: Array<string> = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === "#") {
      const end = text.indexOf("\n", i)
      i = end === -1 ? text.length : end
    } else if (c === "{") depth++
    else if (c === "}" && --depth === 0) {
      parts.push(text.slice(start, i + 1).trim())
      start = i + 1
    }
  }
  return parts.filter((p) => p !== "")
}

const HEAD = /^(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/

const describe = (definition: string): Definition => {
  const head = HEAD.exec(definition)
  if (head === null) throw new Error(`Unsupported GraphQL definition: ${definition.slice(0, 40)}`)
  const [, keyword, name = ""] = head
  return keyword === "fragment"
    ? { kind: "FragmentDefinition", name: { kind: "Name", value: name } }
    : {
        kind: "OperationDefinition",
        operation: keyword as "query" | "mutation" | "subscription",
        name: { kind: "Name", value: name },
      }
}

const cache = new Map<string, LightDocument>()

export const gql = (
  literals: string | ReadonlyArray<string>,
  ...args: ReadonlyArray<unknown>
): LightDocument => {
  const strings = typeof literals === "string" ? [literals] : literals
  let text = strings[0] ?? ""
  args.forEach((arg, i) => {
    const body = (arg as Partial<LightDocument> | null)?.loc?.source.body
    text += (body ?? String(arg)) + (strings[i + 1] ?? "")
  })
  const cached = cache.get(text)
  if (cached) return cached
  // Like graphql-tag: a fragment interpolated twice (through two other fragments) appears once.
  const seen = new Set<string>()
  const unique: Array<string> = []
  for (const definition of splitDefinitions(text)) {
    const key = definition.replace(/[\s,]+/g, " ")
    if (seen.has(key)) continue
    seen.add(key)
    unique.push(definition)
  }
  const body = unique.join("\n")
  const document: LightDocument = {
    kind: "Document",
    definitions: unique.map(describe),
    loc: { start: 0, end: body.length, source: { body } },
  }
  cache.set(text, document)
  return document
}

export default gql
