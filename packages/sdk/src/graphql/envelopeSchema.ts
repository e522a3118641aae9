// The GraphQL response envelope as an effect/Schema: the same reading as `readEnvelope`, with
// every lenient case a decoding fallback.
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { MAGENTO_ERROR_CATEGORIES } from "./errors.js"
import { type EnvelopeReader, UNKNOWN_GRAPHQL_ERROR } from "./graphqlEnvelope.js"

/** An optional key whose value, when it is not a `schema`, counts as absent. */
const lenientKey = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  Schema.optionalKey(schema.pipe(Schema.catchDecoding(() => Effect.succeedNone)))

const ErrorEntry = Schema.Struct({
  message: lenientKey(Schema.String),
  path: lenientKey(Schema.Array(Schema.Union([Schema.String, Schema.Number]))),
  extensions: lenientKey(
    Schema.Struct({ category: lenientKey(Schema.Literals(MAGENTO_ERROR_CATEGORIES)) }),
  ),
}).pipe(
  // An entry that is not an object still says the call failed.
  Schema.catchDecoding(() => Effect.succeedSome({})),
)

/** Magento's `{ data, errors: [{ message, path, extensions: { category } }] }`. */
export const GraphqlEnvelopeSchema = Schema.Struct({
  data: Schema.optionalKey(Schema.Unknown),
  errors: lenientKey(Schema.Array(ErrorEntry)),
})

const decode = Schema.decodeUnknownOption(GraphqlEnvelopeSchema)

/** `EnvelopeReader` by Schema; a body that is not an object has no data and no errors. */
export const decodeEnvelope: EnvelopeReader = (body) => {
  const envelope = Option.getOrElse(decode(body), () => ({}) as typeof GraphqlEnvelopeSchema.Type)
  return {
    data: envelope.data,
    errors: (envelope.errors ?? []).map((entry) => ({
      message: entry.message ?? UNKNOWN_GRAPHQL_ERROR,
      path: entry.path,
      category: entry.extensions?.category,
    })),
  }
}
