import * as Effect from "effect/Effect"
import { HttpError, type TransportError } from "../graphql/errors.js"
import { Fetch } from "../graphql/Fetch.js"
import type { WarrantyPayloadError } from "./cartErrors.js"
import type { WarrantyLead } from "./warrantyLead.js"
import type { WarrantyOffers } from "./warrantyPlans.js"

// Warranty offers come from the warranty provider's HTTP API, not from Magento's GraphQL:
// storeConfig (warrantyOffers.graphql.ts) says whether offers are on and where the provider is.

const OPERATION = "warrantyOffers"

/** The Schema decoders, fetched with the first provider answer (see warrantyPayload.ts). */
const payload = Effect.promise(() => import("./warrantyPayload.js"))

/**
 * GET `{base}/offers?storeId=…&productId=<sku>` through `Fetch` (the storefront's `fetch`). A 404 (unknown product) means no offers; other
 * failures are the GraphQL client's `TransportError`/`HttpError`, operation "warrantyOffers"; a 2xx
 * body of another shape is `WarrantyPayloadError`.
 */
export const fetchWarrantyOffers = (input: {
  readonly base: string
  readonly storeId: string | null
  readonly sku: string
}): Effect.Effect<WarrantyOffers, TransportError | HttpError | WarrantyPayloadError> =>
  Effect.flatMap(Effect.service(Fetch), (http) =>
    http.request({
      url: `${input.base}/offers?${new URLSearchParams({
        ...(input.storeId ? { storeId: input.storeId } : {}),
        productId: input.sku,
      })}`,
      operationName: OPERATION,
    }),
  ).pipe(
    Effect.flatMap((response): Effect.Effect<WarrantyOffers, HttpError | WarrantyPayloadError> => {
      if (response.status === 404)
        return Effect.succeed({ sku: input.sku, product: null, plans: [] })
      if (!response.ok)
        return Effect.fail(
          new HttpError({
            status: response.status,
            message: `${OPERATION} failed with HTTP ${response.status}`,
            operationName: OPERATION,
          }),
        )
      return Effect.flatMap(payload, ({ decodeOffersBody }) =>
        decodeOffersBody(response.text),
      ).pipe(
        Effect.map(
          (body): WarrantyOffers => ({
            sku: input.sku,
            product: body.product ?? null,
            plans: body.plans ?? [],
          }),
        ),
      )
    }),
    Effect.withSpan("Cart.fetchWarrantyOffers", { attributes: { sku: input.sku } }),
  )

const LEAD_OPERATION = "warrantyLead"

/**
 * GET `{base}/leads/{token}?region=…`: the lead's product and plans. A 404 (unknown, expired or
 * another region's lead) is null; other failures are `TransportError`/`HttpError`, a 2xx body
 * of another shape `WarrantyPayloadError`.
 */
export const fetchWarrantyLead = (input: {
  readonly base: string
  readonly leadToken: string
  readonly region: string
}): Effect.Effect<WarrantyLead | null, TransportError | HttpError | WarrantyPayloadError> =>
  Effect.flatMap(Effect.service(Fetch), (http) =>
    http.request({
      url: `${input.base}/leads/${encodeURIComponent(input.leadToken)}?${new URLSearchParams({ region: input.region })}`,
      operationName: LEAD_OPERATION,
    }),
  ).pipe(
    Effect.flatMap(
      (response): Effect.Effect<WarrantyLead | null, HttpError | WarrantyPayloadError> => {
        if (response.status === 404) return Effect.succeed(null)
        if (!response.ok)
          return Effect.fail(
            new HttpError({
              status: response.status,
              message: `${LEAD_OPERATION} failed with HTTP ${response.status}`,
              operationName: LEAD_OPERATION,
            }),
          )
        return Effect.flatMap(payload, ({ decodeLeadBody }) => decodeLeadBody(response.text)).pipe(
          Effect.map(
            (body): WarrantyLead => ({
              leadToken: input.leadToken,
              sku: body.productId ?? "",
              product: body.product,
              name: body.name ?? "",
              plans: body.plans ?? [],
            }),
          ),
        )
      },
    ),
    Effect.withSpan("Cart.fetchWarrantyLead"),
  )
