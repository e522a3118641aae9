// Everything a cart shows, computed once per request and cart: lines with their products,
// the coupon (when it still applies), tax of the address's region, shipping methods and
// totals, payment methods. Mutations forget the view of the cart they changed.
import { type ProductDbRow, productsByIds } from "../catalog/productRepository.js"
import {
  activePaymentMethods,
  type PaymentMethod,
  paymentMethodsFor,
} from "../checkout/paymentRepository.js"
import type { Db } from "../db/database.js"
import type { GraphqlContext } from "../graphql/context.js"
import { couponCustomerKey, discountLabel, ruleApplies } from "../salesRule/couponRules.js"
import {
  customerUsage,
  ruleByCouponCode,
  type SalesRule,
} from "../salesRule/salesRuleRepository.js"
import { type QuotedShippingMethod, quoteShippingMethods } from "../shipping/shippingMethods.js"
import { shippingRates } from "../shipping/shippingRepository.js"
import { type TaxRate, taxRateFor } from "../tax/taxRepository.js"
import { type CartItemRow, type CartRow, cartItemsOf } from "./cartRepository.js"
import { type CartTotals, computeTotals } from "./cartTotals.js"
import type { Queryable } from "./sqlRows.js"

/** Product types that never ship. */
const VIRTUAL_TYPES = new Set(["virtual", "downloadable", "giftcard"])

export interface CartView {
  readonly cart: CartRow
  readonly items: readonly CartItemRow[]
  readonly products: ReadonlyMap<number, ProductDbRow>
  readonly isVirtual: boolean
  readonly rule: SalesRule | null
  readonly taxRate: TaxRate | null
  readonly totals: CartTotals
  readonly shippingMethods: readonly QuotedShippingMethod[]
  readonly selectedShipping: QuotedShippingMethod | null
  readonly paymentMethods: readonly PaymentMethod[]
}

export const isVirtualCart = (
  items: readonly CartItemRow[],
  products: ReadonlyMap<number, ProductDbRow>,
): boolean =>
  items.length > 0 &&
  items.every(
    (i) => i.kind === "warranty" || VIRTUAL_TYPES.has(products.get(i.product_id)?.type_id ?? ""),
  )

/** Computes the view of a cart (inside a transaction when placing an order). */
export const buildCartView = async (db: Queryable, cart: CartRow): Promise<CartView> => {
  const items = await cartItemsOf(db, cart.id)
  const ids = [
    ...new Set(items.flatMap((i) => [i.product_id, ...(i.variant_id ? [i.variant_id] : [])])),
  ]
  // One after the other: inside a transaction they share one connection.
  const productRows = ids.length > 0 ? await productsByIds(db as Db, ids) : []
  const rates = await shippingRates(db)
  const payments = await activePaymentMethods(db)
  const storedRule = cart.coupon_code ? await ruleByCouponCode(db, cart.coupon_code) : undefined
  const products = new Map(productRows.map((p) => [p.id, p]))
  const isVirtual = isVirtualCart(items, products)
  const taxAddress = isVirtual ? cart.billing_address : cart.shipping_address
  const taxRate =
    taxAddress === null
      ? undefined
      : await taxRateFor(db, taxAddress.countryCode, taxAddress.regionId)
  const lines = items.map((i) => ({ id: i.id, unitPrice: i.unit_price, quantity: i.quantity }))
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.unitPrice * l.quantity), 0)
  let rule: SalesRule | null = null
  if (storedRule !== undefined) {
    const key = couponCustomerKey(cart.customer_id, cart.email)
    const used =
      storedRule.uses_per_customer > 0 && key !== null
        ? await customerUsage(db, storedRule.id, key)
        : 0
    if (ruleApplies(storedRule, subtotal, used)) rule = storedRule
  }
  const totalsRule = rule && {
    action: rule.action,
    amount: rule.amount,
    label: discountLabel(rule),
  }
  const before = computeTotals({ lines, rule: totalsRule, taxRate: taxRate ?? null, shipping: 0 })
  const shippingMethods =
    isVirtual || cart.shipping_address === null
      ? []
      : quoteShippingMethods(rates, before.subtotalAfterDiscount, rule?.free_shipping === true)
  const selectedShipping =
    shippingMethods.find(
      (m) =>
        m.carrierCode === cart.shipping_carrier_code && m.methodCode === cart.shipping_method_code,
    ) ?? null
  const totals = computeTotals({
    lines,
    rule: totalsRule,
    taxRate: taxRate ?? null,
    shipping: selectedShipping?.amount ?? 0,
  })
  return {
    cart,
    items,
    products,
    isVirtual,
    rule,
    taxRate: taxRate ?? null,
    totals,
    shippingMethods,
    selectedShipping,
    paymentMethods: paymentMethodsFor(payments, totals.grandTotal),
  }
}

const views = new WeakMap<GraphqlContext, Map<number, Promise<CartView>>>()

/** The cart's view for this request (computed at most once until forgotten). */
export const cartViewOf = (context: GraphqlContext, cart: CartRow): Promise<CartView> => {
  let perCart = views.get(context)
  if (perCart === undefined) {
    perCart = new Map()
    views.set(context, perCart)
  }
  let view = perCart.get(cart.id)
  if (view === undefined) {
    view = buildCartView(context.db, cart)
    perCart.set(cart.id, view)
  }
  return view
}

export const forgetCartView = (context: GraphqlContext, cartId: number): void => {
  views.get(context)?.delete(cartId)
}
