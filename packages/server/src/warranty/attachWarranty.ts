// Protection plans on cart lines: a plan is its own cart line (WarrantyCartItem) covering a
// product line; the offer and its price come from our table, never from the client.
import { and, eq, sql } from "drizzle-orm"
import { type CartItemRow, deleteWarrantyLinesOf, insertCartItem } from "../cart/cartRepository.js"
import { cartItems } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import { DEFAULT_WARRANTY_REGION, LEAD_NOT_FOUND } from "./warrantyOffersRoute.js"
import { leadByToken, offerForProduct } from "./warrantyRepository.js"

/** spec §3 warranty plan payload (Magento input WarrantyPlanCartItem). */
export interface WarrantyPlanInput {
  readonly planId: string
  readonly coverageType?: string | null
  readonly price: number
  readonly term: number
  readonly title: string
  readonly product: string
  readonly offerPlanId: string
}

// Shutter's texts (the warranty extension is not Magento's).
export const planNotOffered = (planId: string): string =>
  `The warranty plan "${planId}" is not offered for this product.`
export const planPriceChanged = (planId: string): string =>
  `The price of the warranty plan "${planId}" has changed. Reload the offers and try again.`
export const productNotInCart = (product: string): string =>
  `The product "${product}" is not in the cart.`
export const planQuantityFollows = (plan: Pick<CartItemRow, "warranty">): string =>
  `The quantity of the protection plan "${plan.warranty?.title ?? ""}" follows the product it covers.`

/**
 * Attaches (or replaces) the plan covering a line, for as many units as the line holds; returns
 * an error text when refused.
 */
export const attachWarranty = async (
  db: Queryable,
  covered: CartItemRow,
  plan: WarrantyPlanInput,
): Promise<string | undefined> => {
  const offer = await offerForProduct(db, plan.planId, covered.productId)
  if (offer === undefined || offer.offerPlanId !== plan.offerPlanId)
    return planNotOffered(plan.planId)
  if (offer.price !== plan.price || offer.term !== plan.term) return planPriceChanged(plan.planId)
  // A line has at most one plan: a new one replaces the old.
  await deleteWarrantyLinesOf(db, covered.id)
  await insertCartItem(db, {
    cartId: covered.cartId,
    kind: "warranty",
    productId: covered.productId,
    variantId: null,
    quantity: covered.quantity,
    unitPrice: offer.price,
    options: {},
    warranty: {
      planId: offer.planId,
      offerPlanId: offer.offerPlanId,
      coverageType: offer.coverageType,
      price: offer.price,
      term: offer.term,
      title: offer.title,
      product: plan.product,
    },
    coveredItemId: covered.id,
  })
  return undefined
}

/**
 * Adds the plan a lead (an aftermarket offer link) offers for a product bought earlier: its own
 * line covering no cart line, one per lead (adding again replaces the plan). Returns an error
 * text when refused.
 */
export const attachAftermarketWarranty = async (
  db: Queryable,
  cartId: number,
  leadToken: string,
  plan: WarrantyPlanInput,
): Promise<string | undefined> => {
  const lead = await leadByToken(db, leadToken, DEFAULT_WARRANTY_REGION)
  if (lead === undefined) return LEAD_NOT_FOUND
  if (plan.product !== String(lead.productId)) return planNotOffered(plan.planId)
  const offer = lead.offers.find((o) => o.planId === plan.planId)
  if (offer === undefined || offer.offerPlanId !== plan.offerPlanId)
    return planNotOffered(plan.planId)
  if (offer.price !== plan.price || offer.term !== plan.term) return planPriceChanged(plan.planId)
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.kind, "warranty"),
        sql`${cartItems.options}->>'lead_token' = ${leadToken}`,
      ),
    )
  await insertCartItem(db, {
    cartId,
    kind: "warranty",
    productId: lead.productId,
    variantId: null,
    quantity: 1,
    unitPrice: offer.price,
    options: { lead_token: leadToken },
    warranty: {
      planId: offer.planId,
      offerPlanId: offer.offerPlanId,
      coverageType: offer.coverageType,
      price: offer.price,
      term: offer.term,
      title: offer.title,
      product: plan.product,
    },
    coveredItemId: null,
  })
  return undefined
}
