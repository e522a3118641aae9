// `storefront.cart`: the cart, its coupon and gift cards, and protection plans.

import type { ObservableState } from "../content/observableState.js"
import type { FacadeRun } from "../facadeRun.js"
import {
  type CallTable,
  observe,
  pick,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "../serviceCalls.js"
import { Cart } from "./Cart.js"
import { Coupons } from "./Coupons.js"
import type { CartModel } from "./cart.graphql.js"
import type { CartStatus } from "./cartState.js"
import { GiftCards } from "./GiftCards.js"
import { Warranty } from "./Warranty.js"

const cartCalls = {
  /**
   * Loads the stored cart (`realCart`: make one when there is none).
   * @example const cart = await storefront.cart.load({ realCart: true })
   */
  load: whole,
  /**
   * Drops the stored cart id and makes a fresh cart.
   * @example await storefront.cart.clear()
   */
  clear: whole,
  /**
   * Adds a product (spec §5 rules first: `UnsupportedProductTypeError`,
   * `VariantNotSelectedError`; the server's refusal: `CartUserError`). Emits `cart:item-added`
   * and `open-sidebar`; opening anything is the UI's choice.
   * @example const cart = await storefront.cart.addItem({ product, quantity: 1 })
   */
  addItem: whole,
  /**
   * Debounced 1000 ms per line. Rejects with `QuantityNotSentError` ("superseded" by a later
   * change to the line, or "not-positive"), or the call's error (also `cart:quantity-not-updated`: a danger toast). The
   * line is a `CartItem` of the cart (`{ line }`) or its uid (`{ uid }`).
   * @example
   * const [line] = storefront.cart.cart.get()?.items ?? []
   * if (line) await storefront.cart.updateQuantity({ line, quantity: 2 })
   */
  updateQuantity: whole,
  /**
   * Removes a line at once (`{ line }`, a `CartItem` itself, or `{ uid }`); nothing is sent
   * when it is absent.
   * @example await storefront.cart.removeItem({ line })
   */
  removeItem: whole,
  /**
   * Spec §2 `quote_id`: adopts the cart; resolves to the URL without it (never rejects).
   * @example const url = await storefront.cart.applyQuoteId({ url: location.href })
   */
  applyQuoteId: pick("url"),
  /**
   * The cart's total quantity from the server (0 without a cart).
   * @example const quantity = await storefront.cart.loadTotalQuantity()
   */
  loadTotalQuantity: whole,
  /**
   * Merges one cart into another (a guest cart into the customer's).
   * @example await storefront.cart.mergeCarts({ sourceCartId, destinationCartId })
   */
  mergeCarts: whole,
} satisfies CallTable<Cart["Service"]>

const couponsCalls = {
  /**
   * Applies a coupon; `applied` says whether the cart took it.
   * @example const { applied } = await storefront.cart.applyCoupon({ code: "SUMMER10" })
   */
  applyCoupon: pick("code"),
  /**
   * Removes the applied coupon.
   * @example await storefront.cart.removeCoupon()
   */
  removeCoupon: whole,
} satisfies CallTable<Coupons["Service"]>

const giftCardsCalls = {
  /**
   * Applies a gift card code; rejects with the server's `GraphqlError` (unknown code, no funds…).
   * @example await storefront.cart.applyGiftCard({ code: "GC-1234" })
   */
  applyGiftCard: pick("code"),
  /**
   * Removes an applied gift card (an `AppliedGiftCard` is an input).
   * @example await storefront.cart.removeGiftCard(appliedCard)
   */
  removeGiftCard: pick("code"),
  /**
   * A gift card's balance and expiry by code.
   * @example const account = await storefront.cart.giftCardBalance({ code: "GC-1234" })
   */
  giftCardBalance: pick("code"),
  /**
   * A gift card product's picker fields (amounts, open amount range, type).
   * @example const fields = await storefront.cart.giftCardProduct({ sku: "GIFT-CARD" })
   */
  giftCardProduct: pick("sku"),
} satisfies CallTable<GiftCards["Service"]>

const warrantyCalls = {
  /**
   * Adds a protection plan (`warrantyPlanFor(offers, plan, line)`): the updated cart. Rejects
   * with the call's `StorefrontError` (logged, no toast: spec §8).
   * @example await storefront.cart.addWarranty({ plan: warrantyPlanFor(offers, offer, line) })
   */
  addWarranty: whole,
  /**
   * Plans offered for a product by sku; no plans when cart offers are off or the sku is
   * unknown. Kept a minute; concurrent asks share one request. Rejects with
   * `TransportError`/`HttpError`, or `WarrantyPayloadError` when the provider's answer has
   * another shape.
   * @example const { plans } = await storefront.cart.warrantyOffers({ sku: line.product.sku })
   */
  warrantyOffers: pick("sku"),
  /**
   * Spec §2 leadToken: the linked aftermarket offer (product, plans; region US), or null.
   * @example const lead = await storefront.cart.warrantyLead({ leadToken })
   */
  warrantyLead: pick("leadToken"),
  /**
   * Adds a lead's plan, signed in or not: the updated cart. Rejects with the call's
   * `StorefrontError` (logged, no toast).
   * @example await storefront.cart.addAftermarketWarranty({ leadToken, plan })
   */
  addAftermarketWarranty: pick("leadToken", "plan"),
} satisfies CallTable<Warranty["Service"]>

/** Spec §4 cart; state as subscribe/get pairs. */
export interface CartFacade
  extends ServiceFacade<Cart["Service"], typeof cartCalls>,
    ServiceFacade<Coupons["Service"], typeof couponsCalls>,
    ServiceFacade<GiftCards["Service"], typeof giftCardsCalls>,
    ServiceFacade<Warranty["Service"], typeof warrantyCalls> {
  /**
   * The shopper's cart; null until loaded, or when there is none.
   * @example const unsubscribe = storefront.cart.cart.subscribe((cart) => render(cart))
   */
  readonly cart: ObservableState<CartModel | null>
  /**
   * The header badge's quantity.
   * @example const quantity = storefront.cart.totalQuantity.get()
   */
  readonly totalQuantity: ObservableState<number>
  /**
   * Busy flag and last error per action (`busy.addWarranty` is the warranty loader).
   * @example const { busy } = storefront.cart.status.get()
   */
  readonly status: ObservableState<CartStatus>
}

export const cartFacade = (
  run: FacadeRun<Cart | Coupons | GiftCards | Warranty>,
  service: () => Cart["Service"],
): CartFacade => ({
  cart: observe(() => service().cart),
  totalQuantity: observe(() => service().totalQuantity),
  status: observe(() => service().status),
  ...serviceCalls(run, Cart, cartCalls),
  ...serviceCalls(run, Coupons, couponsCalls),
  ...serviceCalls(run, GiftCards, giftCardsCalls),
  ...serviceCalls(run, Warranty, warrantyCalls),
})
