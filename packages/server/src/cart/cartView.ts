// Everything a cart shows, computed once per request and cart: lines with their products,
// the coupon (when it still applies), tax of the address's region, shipping methods and
// totals, payment methods. A mutation builds the view inside its transaction, from what it
// already holds, and hands it to the resolvers (rememberCartView): nothing is read twice.
import { type ProductDbRow, productsByIds } from "../catalog/productRepository.js"
import { checkoutConfigOf } from "../checkout/checkoutConfig.js"
import { type PaymentMethod, paymentMethodsFor } from "../checkout/paymentRepository.js"
import type { Db } from "../db/database.js"
import type { Queryable } from "../db/sqlRows.js"
import { accountsByIds } from "../giftCard/giftCardRepository.js"
import { type AppliedGiftCard, applyGiftCards, todayUtc } from "../giftCard/giftCardTotals.js"
import type { GraphqlContext } from "../graphql/context.js"
import {
  couponCustomerKey,
  discountLabel,
  hasUsesLeft,
  ruleApplies,
} from "../salesRule/couponRules.js"
import {
  customerUsage,
  ruleByCouponCode,
  type SalesRule,
} from "../salesRule/salesRuleRepository.js"
import { type QuotedShippingMethod, quoteShippingMethods } from "../shipping/shippingMethods.js"
import { type TaxRate, taxRateIn } from "../tax/taxRepository.js"
import { type CartItemRow, type CartRow, cartLinesWithProducts } from "./cartRepository.js"
import { type CartTotals, computeTotals } from "./cartTotals.js"

/** Product types that never ship (a gift card only when it is an e-card). */
const VIRTUAL_TYPES = new Set(["virtual", "downloadable"])

const isVirtualProduct = (product: ProductDbRow | undefined): boolean =>
  product?.type_id === "giftcard"
    ? product.type_data.giftcard_type === "VIRTUAL"
    : VIRTUAL_TYPES.has(product?.type_id ?? "")

export interface CartView {
  readonly cart: CartRow
  readonly items: readonly CartItemRow[]
  readonly products: ReadonlyMap<number, ProductDbRow>
  readonly isVirtual: boolean
  readonly rule: SalesRule | null
  /**
   * The cart's coupon when its uses ran out after it was applied (another order took the last
   * one): it stays on the cart, without a discount, until the shopper removes it.
   */
  readonly usedUpCoupon: string | null
  readonly taxRate: TaxRate | null
  /** Totals; `grandTotal` is what is left to pay after the gift cards. */
  readonly totals: CartTotals
  /** Applied gift cards, in the order applied, with what each pays. */
  readonly giftCards: readonly AppliedGiftCard[]
  readonly shippingMethods: readonly QuotedShippingMethod[]
  readonly selectedShipping: QuotedShippingMethod | null
  readonly paymentMethods: readonly PaymentMethod[]
}

export const isVirtualCart = (
  items: readonly CartItemRow[],
  products: ReadonlyMap<number, ProductDbRow>,
): boolean =>
  items.length > 0 &&
  items.every((i) => i.kind === "warranty" || isVirtualProduct(products.get(i.productId)))

/** The weight of the lines shipped: each product's (a variant's own) weight × quantity. */
export const itemsWeightOf = (view: Pick<CartView, "items" | "products">): number =>
  view.items.reduce((sum, item) => {
    const product = view.products.get(item.variantId ?? item.productId)
    return sum + (product?.weight ?? 0) * item.quantity
  }, 0)

/** The lines and their products: one statement when the caller holds neither. */
const linesAndProducts = async (
  db: Queryable,
  cartId: number,
  items: readonly CartItemRow[] | undefined,
  known: ReadonlyMap<number, ProductDbRow> | undefined,
): Promise<{ cartLines: readonly CartItemRow[]; products: Map<number, ProductDbRow> }> => {
  if (items === undefined) {
    const read = await cartLinesWithProducts(db, cartId)
    return { cartLines: read.items, products: new Map(read.products.map((p) => [p.id, p])) }
  }
  const ids = [
    ...new Set(items.flatMap((i) => [i.productId, ...(i.variantId ? [i.variantId] : [])])),
  ]
  const products = new Map<number, ProductDbRow>()
  for (const id of ids) {
    const row = known?.get(id)
    if (row !== undefined) products.set(id, row)
  }
  const missing = ids.filter((id) => !products.has(id))
  if (missing.length > 0)
    for (const row of await productsByIds(db as Db, missing)) products.set(row.id, row)
  return { cartLines: items, products }
}

/**
 * Computes the view of a cart with `db` (the transaction that changed or locks the cart).
 * `items`: the cart's lines when the caller already holds them (else they are read);
 * `known`: product rows the caller read in this transaction (only the others are read).
 * Round trips: the lines with their products (one statement; with given lines, only the
 * products not known), and the coupon's rule when one is stored; shipping, payment and tax
 * tables come from the process cache.
 */
export const buildCartView = async (
  context: GraphqlContext,
  db: Queryable,
  cart: CartRow,
  items?: readonly CartItemRow[],
  known?: ReadonlyMap<number, ProductDbRow>,
): Promise<CartView> => {
  const config = await checkoutConfigOf(context.db, db)
  const { cartLines, products } = await linesAndProducts(db, cart.id, items, known)
  const storedRule = cart.couponCode ? await ruleByCouponCode(db, cart.couponCode) : undefined
  const isVirtual = isVirtualCart(cartLines, products)
  const taxAddress = isVirtual ? cart.billingAddress : cart.shippingAddress
  const taxRate =
    taxAddress === null
      ? undefined
      : taxRateIn(config.taxRates, taxAddress.countryCode, taxAddress.regionId)
  const lines = cartLines.map((i) => ({
    id: i.id,
    unitPrice: i.unitPrice,
    quantity: i.quantity,
    taxable: products.get(i.productId)?.type_id !== "giftcard",
  }))
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.unitPrice * l.quantity), 0)
  let rule: SalesRule | null = null
  let usedUpCoupon: string | null = null
  if (storedRule !== undefined) {
    const key = couponCustomerKey(cart.customerId, cart.email)
    const used =
      storedRule.usesPerCustomer > 0 && key !== null
        ? await customerUsage(db, storedRule.id, key)
        : 0
    if (ruleApplies(storedRule, subtotal, used)) rule = storedRule
    else if (!hasUsesLeft(storedRule, used)) usedUpCoupon = storedRule.couponCode
  }
  const totalsRule = rule && {
    action: rule.action,
    amount: rule.amount,
    label: discountLabel(rule),
  }
  const before = computeTotals({ lines, rule: totalsRule, taxRate: taxRate ?? null, shipping: 0 })
  // A rate's minimum counts what ships, after its discount (Magento's shipping-address subtotal
  // with discount): e-cards, downloads and warranties never ship.
  const shippableAfterDiscount = cartLines.reduce((sum, item) => {
    if (item.kind === "warranty" || isVirtualProduct(products.get(item.productId))) return sum
    const line = before.lines.get(item.id)
    return line === undefined ? sum : sum + line.rowTotal - line.discount
  }, 0)
  const shippingMethods =
    isVirtual || cart.shippingAddress === null
      ? []
      : quoteShippingMethods(
          config.shippingRates,
          shippableAfterDiscount,
          rule?.freeShipping === true,
        )
  const selectedShipping =
    shippingMethods.find(
      (m) => m.carrierCode === cart.shippingCarrierCode && m.methodCode === cart.shippingMethodCode,
    ) ?? null
  const beforeGiftCards = computeTotals({
    lines,
    rule: totalsRule,
    taxRate: taxRate ?? null,
    shipping: selectedShipping?.amount ?? 0,
  })
  const paid = applyGiftCards(
    beforeGiftCards.grandTotal,
    await accountsByIds(db, cart.giftCardAccountIds ?? []),
    todayUtc(),
  )
  const totals =
    paid.cards.length === 0 ? beforeGiftCards : { ...beforeGiftCards, grandTotal: paid.grandTotal }
  return {
    cart,
    items: cartLines,
    products,
    isVirtual,
    rule,
    usedUpCoupon,
    taxRate: taxRate ?? null,
    totals,
    giftCards: paid.cards,
    shippingMethods,
    selectedShipping,
    paymentMethods: paymentMethodsFor(
      [...context.payments.online, ...config.paymentMethods],
      totals.grandTotal,
    ),
  }
}

const views = new WeakMap<GraphqlContext, Map<number, Promise<CartView>>>()

const viewsOf = (context: GraphqlContext): Map<number, Promise<CartView>> => {
  let perCart = views.get(context)
  if (perCart === undefined) {
    perCart = new Map()
    views.set(context, perCart)
  }
  return perCart
}

/** The cart's view for this request (computed at most once until forgotten). */
export const cartViewOf = (context: GraphqlContext, cart: CartRow): Promise<CartView> => {
  const perCart = viewsOf(context)
  let view = perCart.get(cart.id)
  if (view === undefined) {
    view = buildCartView(context, context.db, cart)
    perCart.set(cart.id, view)
  }
  return view
}

/** Hands the view a mutation built (after its commit) to the resolvers of this request. */
export const rememberCartView = (context: GraphqlContext, view: CartView): void => {
  viewsOf(context).set(view.cart.id, Promise.resolve(view))
}

export const forgetCartView = (context: GraphqlContext, cartId: number): void => {
  views.get(context)?.delete(cartId)
}
