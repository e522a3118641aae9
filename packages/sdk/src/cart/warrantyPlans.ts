import type { Money } from "../catalog/pricing.js"
import { idOfUid } from "../catalog/uids.js"
import { DEFAULT_CURRENCY } from "../store/localeResolution.js"
import type { CartItem, WarrantyPlan } from "./cart.graphql.js"
import type { WarrantyConfig } from "./warrantyOffers.graphql.js"

// Pure rules of the warranty offers (no Effect: "@shutter/sdk/rules" exports them).

/** One plan the provider offers for a product; price in cents, term in months. */
export interface WarrantyOffer {
  readonly planId: string
  readonly offerPlanId: string
  readonly coverageType: string
  readonly price: number
  readonly term: number
  readonly title: string
}

/** The offers for one sku; `product` is the covered product's id (the plan payload's `product`). */
export interface WarrantyOffers {
  readonly sku: string
  readonly product: string | null
  readonly plans: ReadonlyArray<WarrantyOffer>
}

/** Whether the store shows offers on cart lines, and where to ask for them. */
export const cartOffersBase = (config: WarrantyConfig | null): string | undefined =>
  config !== null &&
  config.warranty_enabled === 1 &&
  config.warranty_cart_offers_enabled === 1 &&
  config.warranty_environment
    ? config.warranty_environment.replace(/\/+$/, "")
    : undefined

/**
 * The covered product's id (the plan payload's `product`): the provider's, else the id the
 * covered line's product uid encodes; undefined when neither says.
 */
export const coveredProductId = (
  offers: WarrantyOffers,
  line?: { readonly product: { readonly uid: string } },
): string | undefined =>
  offers.product ?? (line === undefined ? undefined : idOfUid(line.product.uid))

/** Spec §3 warranty plan payload for an offered plan (for `line`'s product when given). */
export const warrantyPlanFor = (
  offers: WarrantyOffers,
  offer: WarrantyOffer,
  line?: { readonly product: { readonly uid: string } },
): WarrantyPlan => ({
  planId: offer.planId,
  coverageType: offer.coverageType,
  price: offer.price,
  term: offer.term,
  title: offer.title,
  product: coveredProductId(offers, line) ?? "",
  offerPlanId: offer.offerPlanId,
})

/** A cart line that can take a plan: a product line without one (a plan line is itself a line). */
export const canTakeWarranty = (item: CartItem): boolean =>
  item.__typename !== "WarrantyCartItem" && item.warranty === null && !item.hasWarranty

/** An offered plan's price as Money (the provider quotes cents) in the cart's currency. */
export const warrantyPrice = (
  offer: WarrantyOffer,
  currency: string | null | undefined,
): Money => ({
  value: offer.price / 100,
  currency: currency ?? DEFAULT_CURRENCY,
})
