import { Effect } from "effect"
import ky, { isTimeoutError } from "ky"
import { HttpError, TransportError } from "../graphql/errors.js"
import type { WarrantyLead } from "./warrantyLead.js"
import type { WarrantyOffer, WarrantyOffers } from "./warrantyPlans.js"

// Warranty offers come from the warranty provider's HTTP API, not from Magento's GraphQL:
// storeConfig (warrantyOffers.graphql.ts) says whether offers are on and where the provider is.

const OPERATION = "warrantyOffers"

const isPlan = (value: unknown): value is WarrantyOffer => {
  if (typeof value !== "object" || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.planId === "string" &&
    typeof v.offerPlanId === "string" &&
    typeof v.coverageType === "string" &&
    typeof v.price === "number" &&
    typeof v.term === "number" &&
    typeof v.title === "string"
  )
}

/**
 * GET `{base}/offers?storeId=…&productId=<sku>`. A 404 (unknown product) means no offers; other
 * failures are the GraphQL client's `TransportError`/`HttpError`, operation "warrantyOffers".
 */
export const fetchWarrantyOffers = (input: {
  readonly base: string
  readonly storeId: string | null
  readonly sku: string
  readonly timeoutMs?: number
}): Effect.Effect<WarrantyOffers, TransportError | HttpError> =>
  Effect.tryPromise({
    try: async (signal) => {
      // The search string is built here and only `create().get(url, { signal })` is used: the
      // web bundle replaces ky with a small stand-in (packages/web/src/bundle/kyFetch.ts).
      const query = new URLSearchParams({
        ...(input.storeId ? { storeId: input.storeId } : {}),
        productId: input.sku,
      })
      const http = ky.create({
        timeout: input.timeoutMs ?? 10_000,
        retry: 0,
        throwHttpErrors: false,
      })
      const response = await http.get(`${input.base}/offers?${query}`, { signal })
      return { status: response.status, ok: response.ok, text: await response.text() }
    },
    catch: (cause) =>
      new TransportError({
        reason: isTimeoutError(cause) ? "timeout" : "network",
        message: `${OPERATION} could not reach the warranty provider: ${cause instanceof Error ? cause.message : String(cause)}`,
        operationName: OPERATION,
      }),
  }).pipe(
    Effect.flatMap((response) => {
      const empty: WarrantyOffers = { sku: input.sku, product: null, plans: [] }
      if (response.status === 404) return Effect.succeed(empty)
      const body = parse(response.text)
      if (!response.ok || body === undefined)
        return Effect.fail(
          new HttpError({
            status: response.status,
            message: response.ok
              ? `${OPERATION}: the provider's answer is not an offers list`
              : `${OPERATION} failed with HTTP ${response.status}`,
            operationName: OPERATION,
          }),
        )
      return Effect.succeed({
        sku: input.sku,
        product: typeof body.product === "string" ? body.product : null,
        plans: Array.isArray(body.plans) ? body.plans.filter(isPlan) : [],
      })
    }),
    Effect.withSpan("Cart.fetchWarrantyOffers", { attributes: { sku: input.sku } }),
  )

const parse = (text: string): { product?: unknown; plans?: unknown } | undefined => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === "object" && value !== null ? value : undefined
  } catch {
    return undefined
  }
}

const LEAD_OPERATION = "warrantyLead"

/**
 * GET `{base}/leads/{token}?region=…`: the lead's product and plans. A 404 (unknown, expired or
 * another region's lead) is null; other failures are `TransportError`/`HttpError`.
 */
export const fetchWarrantyLead = (input: {
  readonly base: string
  readonly leadToken: string
  readonly region: string
  readonly timeoutMs?: number
}): Effect.Effect<WarrantyLead | null, TransportError | HttpError> =>
  Effect.tryPromise({
    try: async (signal) => {
      const http = ky.create({
        timeout: input.timeoutMs ?? 10_000,
        retry: 0,
        throwHttpErrors: false,
      })
      const query = new URLSearchParams({ region: input.region })
      const url = `${input.base}/leads/${encodeURIComponent(input.leadToken)}?${query}`
      const response = await http.get(url, { signal })
      return { status: response.status, ok: response.ok, text: await response.text() }
    },
    catch: (cause) =>
      new TransportError({
        reason: isTimeoutError(cause) ? "timeout" : "network",
        message: `${LEAD_OPERATION} could not reach the warranty provider: ${cause instanceof Error ? cause.message : String(cause)}`,
        operationName: LEAD_OPERATION,
      }),
  }).pipe(
    Effect.flatMap((response) => {
      if (response.status === 404) return Effect.succeed(null)
      const body = parse(response.text) as
        | { productId?: unknown; product?: unknown; name?: unknown; plans?: unknown }
        | undefined
      if (!response.ok || body === undefined || typeof body.product !== "string")
        return Effect.fail(
          new HttpError({
            status: response.status,
            message: response.ok
              ? `${LEAD_OPERATION}: the provider's answer is not a lead`
              : `${LEAD_OPERATION} failed with HTTP ${response.status}`,
            operationName: LEAD_OPERATION,
          }),
        )
      return Effect.succeed({
        leadToken: input.leadToken,
        sku: typeof body.productId === "string" ? body.productId : "",
        product: body.product,
        name: typeof body.name === "string" ? body.name : "",
        plans: Array.isArray(body.plans) ? body.plans.filter(isPlan) : [],
      })
    }),
    Effect.withSpan("Cart.fetchWarrantyLead"),
  )
