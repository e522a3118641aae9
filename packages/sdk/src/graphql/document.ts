/**
 * GraphQL documents as the SDK sends them: their text, with the name and kind of each top-level
 * definition read once when the module loads. The server parses them; the SDK never needs a
 * GraphQL parser at run time (graphql-codegen reads the same `gql` templates for the types).
 */
export interface DefinitionText {
  readonly kind: "query" | "mutation" | "subscription" | "fragment"
  readonly name: string
  readonly text: string
}

export interface GraphqlDocument {
  /** The whole document: the operation and every fragment it uses, each once. */
  readonly text: string
  readonly definitions: ReadonlyArray<DefinitionText>
}

/**
 * A document whose result is `R` and variables `V` (the generated types): `execute` infers both
 * from it, like `TypedDocumentNode`. The property exists only in the type.
 */
export interface TypedDocumentString<R, V> extends GraphqlDocument {
  readonly __apiType?: (variables: V) => R
}

/** Result type of a typed document. */
export type ResultOf<D> = D extends TypedDocumentString<infer R, infer _V> ? R : never
/** Variables type of a typed document. */
export type VariablesOf<D> = D extends TypedDocumentString<infer _R, infer V> ? V : never

const HEAD = /^(query|mutation|subscription|fragment)\s+([_A-Za-z]\w*)/

/** Top-level definitions of a text (the SDK's documents have no braces inside strings). */
const splitDefinitions = (text: string): Array<DefinitionText> => {
  const definitions: Array<DefinitionText> = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === "{") depth++
    else if (c === "}" && --depth === 0) {
      const definition = text.slice(start, i + 1).trim()
      const head = HEAD.exec(definition)
      if (head === null)
        throw new Error(`Unsupported GraphQL definition: ${definition.slice(0, 40)}`)
      definitions.push({
        kind: head[1] as DefinitionText["kind"],
        name: head[2] ?? "",
        text: definition,
      })
      start = i + 1
    }
  }
  return definitions
}

/** Builds a document from definitions, each once (a fragment reached twice is sent once). */
export const documentOf = (definitions: ReadonlyArray<DefinitionText>): GraphqlDocument => {
  const seen = new Set<string>()
  const unique = definitions.filter((d) => {
    const key = `${d.kind} ${d.name}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { text: unique.map((d) => d.text).join("\n"), definitions: unique }
}

/**
 * A document from a template: interpolated documents (fragments) bring their definitions.
 * Comments are dropped, so a text holds only what is sent.
 */
export const gql = (
  literals: ReadonlyArray<string>,
  ...fragments: ReadonlyArray<GraphqlDocument>
): GraphqlDocument => {
  let own = ""
  literals.forEach((literal, i) => {
    own += literal.replace(/#[^\n]*/g, "")
    if (i < fragments.length) own += "\n"
  })
  return documentOf([
    ...splitDefinitions(own),
    ...fragments.flatMap((fragment) => fragment.definitions),
  ])
}

/** The document's one operation: every document the SDK sends holds one named operation. */
export const operationOf = (
  document: GraphqlDocument,
): { readonly name: string; readonly kind: "query" | "mutation" | "subscription" } => {
  const operation = document.definitions.find((d) => d.kind !== "fragment")
  if (operation === undefined)
    throw new Error("GraphQL documents sent by the SDK must hold one named operation")
  return { name: operation.name, kind: operation.kind as "query" | "mutation" | "subscription" }
}
