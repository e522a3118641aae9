// The body of a GraphQL answer (`{ data, errors }`) as the client reads it, and the reader it
// uses: `readEnvelope` here (no dependency, what `createCatalog` bundles), or the Schema decoder
// of envelopeSchema.ts (what `storefrontLayer` provides; its bundle holds effect/Schema anyway).
import * as Context from "effect/Context"
import {
  type GraphqlErrorDetail,
  MAGENTO_ERROR_CATEGORIES,
  type MagentoErrorCategory,
} from "./errors.js"

/** What a response body says: its `data` as sent, and its `errors[]` as Magento shapes them. */
export interface GraphqlEnvelope {
  readonly data: unknown
  readonly errors: ReadonlyArray<GraphqlErrorDetail>
}

/**
 * Reads a parsed JSON body leniently: a body that is not an object has no data and no errors,
 * `errors` that is not an array is none, an entry without a string `message` is "Unknown
 * GraphQL error", a `path` that is not an array of names and indexes is undefined, and a
 * category that is not one of Magento's is undefined.
 */
export type EnvelopeReader = (body: unknown) => GraphqlEnvelope

export const UNKNOWN_GRAPHQL_ERROR = "Unknown GraphQL error"

const categoryOf = (value: unknown): MagentoErrorCategory | undefined =>
  MAGENTO_ERROR_CATEGORIES.find((category) => category === value)

const isPath = (value: unknown): value is ReadonlyArray<string | number> =>
  Array.isArray(value) && value.every((p) => typeof p === "string" || typeof p === "number")

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** `EnvelopeReader` by hand: a few checks, no Schema (for bundles that have none). */
export const readEnvelope: EnvelopeReader = (body) => {
  const { data, errors } = recordOf(body)
  return {
    data,
    errors: Array.isArray(errors)
      ? errors.map((raw: unknown): GraphqlErrorDetail => {
          const entry = recordOf(raw)
          return {
            message: typeof entry.message === "string" ? entry.message : UNKNOWN_GRAPHQL_ERROR,
            path: isPath(entry.path) ? entry.path : undefined,
            category: categoryOf(recordOf(entry.extensions).category),
          }
        })
      : [],
  }
}

/** The reader `GraphqlClient.layer` uses; `readEnvelope` unless a layer provides another. */
export const GraphqlEnvelopeReader = Context.Reference<EnvelopeReader>(
  "@shutter/sdk/GraphqlEnvelopeReader",
  { defaultValue: () => readEnvelope },
)
