import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { WarrantyPayloadError } from "./cartErrors.js"

// The warranty provider's JSON, decoded with Effect Schema. Loaded on demand (a dynamic import in
// warrantyOffers.ts) so Schema stays out of the code a page needs before warranties show.

const Plan = Schema.Struct({
  planId: Schema.String,
  offerPlanId: Schema.String,
  coverageType: Schema.String,
  price: Schema.Number,
  term: Schema.Number,
  title: Schema.String,
})

/** `GET /offers`: the covered product's id and its plans (both may be absent). */
const OffersBody = Schema.Struct({
  product: Schema.optional(Schema.NullOr(Schema.String)),
  plans: Schema.optional(Schema.Array(Plan)),
})

/** `GET /leads/{token}`: the product bought earlier (id, name) and its plans. */
const LeadBody = Schema.Struct({
  productId: Schema.optional(Schema.String),
  product: Schema.String,
  name: Schema.optional(Schema.String),
  plans: Schema.optional(Schema.Array(Plan)),
})

const json = (operationName: WarrantyPayloadError["operationName"], text: string) =>
  Effect.try({
    try: (): unknown => JSON.parse(text),
    catch: () =>
      new WarrantyPayloadError({
        operationName,
        issue: "not JSON",
        message: `${operationName}: the provider's answer is not JSON`,
      }),
  })

const decoded =
  <S extends Schema.Top & { readonly DecodingServices: never }>(
    schema: S,
    operationName: WarrantyPayloadError["operationName"],
    what: string,
  ) =>
  (text: string): Effect.Effect<S["Type"], WarrantyPayloadError> =>
    json(operationName, text).pipe(
      Effect.flatMap(Schema.decodeUnknownEffect(schema)),
      Effect.mapError((error) =>
        error._tag === "WarrantyPayloadError"
          ? error
          : new WarrantyPayloadError({
              operationName,
              issue: error.message,
              message: `${operationName}: the provider's answer is not ${what}`,
            }),
      ),
    )

export const decodeOffersBody = decoded(OffersBody, "warrantyOffers", "an offers list")
export const decodeLeadBody = decoded(LeadBody, "warrantyLead", "a lead")
