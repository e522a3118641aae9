/** Limits every GraphQL request is held to; Magento's defaults unless configured. */
export interface GraphqlGuardOptions {
  /** Deepest field nesting allowed (Magento: 20). */
  readonly maxQueryDepth?: number
  /**
   * Most fields one operation may select, fragments inlined (Magento: 300); a field with a
   * `pageSize` argument counts its selection once per started 20 items.
   */
  readonly maxQueryComplexity?: number
  /**
   * Most aliased fields one document may have (Magento 2.4.8's
   * graphql/validation/maximum_alias_allowed: 10); 0 turns the limit off.
   */
  readonly maxAliases?: number
  /**
   * Most fields that may answer under one response key at one place in the response
   * (`{ products(search: "a") {…} products(search: "b") {…} }`), fragments inlined
   * (default 20); 0 turns the limit off.
   */
  readonly maxRepeatedSelections?: number
  /** Most tokens a document may have; parsing stops at the first one over (default 5000). */
  readonly maxTokens?: number
  /** Largest `pageSize` argument (Magento's graphql/validation/maximum_page_size: 300). */
  readonly maxPageSize?: number
  /**
   * Largest request body, in bytes (default 1 MiB). Multipart uploads (quote photos) are
   * streamed to disk within their own limits instead; their `operations` field is held to 1 MiB.
   */
  readonly maxBodyBytes?: number
  /**
   * Origins of other frontends whose pages may call /graphql with credentials (CORS), e.g.
   * `https://app.example`; default none (the shop's pages are on its own origin).
   */
  readonly corsOrigins?: readonly string[]
  /**
   * Whether `__schema`/`__type` queries are answered (default false: tools read the schema from
   * `schema/` at the repository root, not from a running shop).
   */
  readonly introspection?: boolean
}

export const DEFAULT_MAX_QUERY_DEPTH = 20
export const DEFAULT_MAX_QUERY_COMPLEXITY = 300
export const DEFAULT_MAX_ALIASES = 10
export const DEFAULT_MAX_REPEATED_SELECTIONS = 20
export const DEFAULT_MAX_TOKENS = 5000
export const DEFAULT_MAX_PAGE_SIZE = 300
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

export type ResolvedGuardOptions = Required<GraphqlGuardOptions>

export const resolveGuardOptions = (options: GraphqlGuardOptions = {}): ResolvedGuardOptions => ({
  maxQueryDepth: options.maxQueryDepth ?? DEFAULT_MAX_QUERY_DEPTH,
  maxQueryComplexity: options.maxQueryComplexity ?? DEFAULT_MAX_QUERY_COMPLEXITY,
  maxAliases: options.maxAliases ?? DEFAULT_MAX_ALIASES,
  maxRepeatedSelections: options.maxRepeatedSelections ?? DEFAULT_MAX_REPEATED_SELECTIONS,
  maxTokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
  maxPageSize: options.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE,
  maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  introspection: options.introspection ?? false,
  corsOrigins: options.corsOrigins ?? [],
})
