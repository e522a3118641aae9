// placeOrder: one transaction closes the cart (holding its row lock), checks it, takes the
// stock, counts the coupon use and writes the order. It commits before the resolver returns,
// so an order number the client sees is durable; the cart row lock plus `is_active` make a
// double submit get Magento's "cart isn't active" instead of a second order. A cart paid
// offline, without coupon or gift cards, is read first and then written by one statement that
// takes the same locks and checks, provided the cart is still as read (placeUnlocked).
// Rows every order competes for (a popular product's stock, the store's order sequence) are
// written last, in as few statements as possible, so their locks are held only briefly.
import { createHash } from "node:crypto"
import { sql } from "drizzle-orm"
import { assertCartForUser, customerIdOf, requireCartId } from "../cart/cartAccess.js"
import { CART_INACTIVE } from "../cart/cartMessages.js"
import { cartSnapshotReader, claimActiveCart, findCartByMaskedId } from "../cart/cartRepository.js"
import { buildCartView, type CartView, forgetCartView } from "../cart/cartView.js"
import { BASE_CURRENCY } from "../catalog/money.js"
import {
  GUEST_EMAIL_MISSING,
  ORDER_COUPON_USED_UP,
  ORDER_EMPTY_CART,
  ORDER_NO_BILLING_ADDRESS,
  ORDER_NO_PAYMENT_METHOD,
  ORDER_NO_SHIPPING_ADDRESS,
  ORDER_NO_SHIPPING_METHOD,
  ORDER_OUT_OF_STOCK,
} from "../checkout/checkoutMessages.js"
import { customerById } from "../customer/customerRepository.js"
import type { CartItemOptions } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import {
  giftCardOrderOptions,
  lockAppliedGiftCards,
  settleGiftCards,
} from "../giftCard/giftCardOrder.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import { productTag } from "../graphqlCache/cacheTags.js"
import { setPaymentStateOfCartOrder } from "../payment/orderPayments.js"
import type { AuthorizedPayment, PaymentProvider } from "../payment/paymentProvider.js"
import { assertCouponUsable } from "../salesRule/couponAtOrder.js"
import { couponCustomerKey } from "../salesRule/couponRules.js"
import { takeCouponUse } from "../salesRule/salesRuleRepository.js"
import { numberedConfirmation, type OrderMailSetup, orderMailSetup } from "./orderConfirmation.js"
import {
  insertNumberedOrder,
  type NewOrder,
  type NewOrderItem,
  type NumberedMail,
  orderSnapshotJson,
  placeOrderIfUnchanged,
  type TakenStock,
  takeStock,
} from "./orderRepository.js"

/** Magento's QuoteValidator order of checks, with PlaceOrder's "Unable to place order:" texts. */
const checkCart = (view: CartView, isGuest: boolean): void => {
  const cart = view.cart
  if (isGuest && !cart.email) throw inputError(GUEST_EMAIL_MISSING)
  if (view.items.length === 0) throw inputError(ORDER_EMPTY_CART)
  if (!view.isVirtual) {
    if (cart.shippingAddress === null) throw inputError(ORDER_NO_SHIPPING_ADDRESS)
    if (view.selectedShipping === null) throw inputError(ORDER_NO_SHIPPING_METHOD)
  }
  if (cart.billingAddress === null) throw inputError(ORDER_NO_BILLING_ADDRESS)
  const payment = cart.paymentMethodCode
  if (payment === null || !view.paymentMethods.some((m) => m.code === payment))
    throw inputError(ORDER_NO_PAYMENT_METHOD)
}

/** Units to take per product, in id order so concurrent orders lock rows in the same order. */
const stockToTake = (view: CartView): [number, number][] => {
  const totals = new Map<number, number>()
  for (const item of view.items) {
    if (item.kind !== "product") continue
    const id = item.variantId ?? item.productId
    totals.set(id, (totals.get(id) ?? 0) + item.quantity)
  }
  return [...totals].sort(([a], [b]) => a - b)
}

const TEXT_OPTION_TYPES = new Set(["field", "area", "date", "date_time", "time", "file"])

/** Magento's order item options: picked values are selected, typed ones entered. */
const customOptionsOf = (options: CartItemOptions, typed: boolean) =>
  (options.customizable ?? [])
    .filter((o) => TEXT_OPTION_TYPES.has(o.type) === typed)
    .map((o) => ({ label: o.label, value: o.values.map((v) => v.value).join(", ") }))

const orderItemsOf = (view: CartView): NewOrderItem[] =>
  view.items.map((item) => {
    const product = view.products.get(item.productId)
    const variant = item.variantId === null ? undefined : view.products.get(item.variantId)
    const line = view.totals.lines.get(item.id)
    const options = item.options
    return {
      productId: item.productId,
      sku:
        item.kind === "warranty"
          ? (item.warranty?.planId ?? "")
          : ((variant ?? product)?.sku ?? ""),
      name: item.kind === "warranty" ? (item.warranty?.title ?? "") : (product?.name ?? ""),
      productType: item.kind === "warranty" ? "warranty" : (product?.type_id ?? "simple"),
      urlKey: item.kind === "warranty" ? null : (product?.url_key ?? null),
      price: item.unitPrice,
      quantity: item.quantity,
      rowTotal: line?.rowTotal ?? 0,
      discountAmount: line?.discount ?? 0,
      taxAmount: line?.tax ?? 0,
      selectedOptions: [
        ...(options.configurable ?? []).map((o) => ({ label: o.optionLabel, value: o.valueLabel })),
        ...(options.bundle ?? []).flatMap((o) =>
          o.values.map((v) => ({ label: o.label, value: `${v.quantity} x ${v.label}` })),
        ),
        ...(options.links ?? []).map((l) => ({ label: "Links", value: l.title })),
        ...customOptionsOf(options, false),
      ],
      enteredOptions: [
        ...customOptionsOf(options, true),
        ...giftCardOrderOptions(options.giftCard),
      ],
      productOptions: {
        ...(options.bundle ? { bundle: options.bundle } : {}),
        ...(options.links ? { links: options.links } : {}),
        ...(options.giftCard ? { giftCard: options.giftCard } : {}),
      },
    }
  })

/** A customer's order carries the account's e-mail; a guest's the one set on the cart. */
const orderEmail = async (tx: Queryable, view: CartView, customerId: number | null) =>
  customerId === null
    ? (view.cart.email ?? "")
    : ((await customerById(tx, customerId))?.email ?? view.cart.email ?? "")

/** The order a cart's view makes, paid by `payment`, for `email`. */
const newOrderOf = (
  view: CartView,
  customerId: number | null,
  email: string,
  payment: AuthorizedPayment,
): NewOrder => {
  const cart = view.cart
  const t = view.totals
  const shipping = view.selectedShipping
  const billing = cart.billingAddress
  if (billing === null) throw inputError(ORDER_NO_BILLING_ADDRESS)
  return {
    storeId: cart.storeId,
    cartId: cart.id,
    customerId,
    email,
    currency: BASE_CURRENCY,
    subtotal: t.subtotal,
    subtotalInclTax: t.subtotalInclTax,
    discountAmount: t.discount,
    shippingAmount: t.shipping,
    taxAmount: t.tax,
    grandTotal: t.grandTotal,
    couponCode: view.rule?.couponCode ?? null,
    taxes: t.appliedTaxes.map((x) => ({ label: x.label, amount: x.amount, rate: x.rate })),
    discounts: t.discounts.map((d) => ({ label: d.label, amount: d.amount })),
    shippingAddress: view.isVirtual ? null : cart.shippingAddress,
    billingAddress: billing,
    carrierCode: shipping?.carrierCode ?? null,
    methodCode: shipping?.methodCode ?? null,
    shippingDescription: shipping ? `${shipping.carrierTitle} - ${shipping.methodTitle}` : null,
    paymentCode: cart.paymentMethodCode ?? "",
    paymentTitle: view.paymentMethods.find((m) => m.code === cart.paymentMethodCode)?.title ?? "",
    paymentReference: payment.reference,
    paymentState: payment.state,
  }
}

const writeOrder = async (
  tx: Queryable,
  view: CartView,
  customerId: number | null,
  taken: TakenStock[],
  payment: AuthorizedPayment,
  /** The confirmation e-mail to queue with the order, if any. */
  confirm: (order: NewOrder, items: readonly NewOrderItem[]) => NumberedMail | undefined,
) => {
  for (const [productId, quantity] of stockToTake(view)) {
    const stock = await takeStock(tx, productId, quantity)
    if (stock === undefined) throw inputError(ORDER_OUT_OF_STOCK)
    taken.push(stock)
  }
  const cart = view.cart
  if (view.rule !== null) {
    const key = couponCustomerKey(customerId, cart.email)
    if (!(await takeCouponUse(tx, view.rule, key))) throw inputError(ORDER_COUPON_USED_UP)
  }
  const order = newOrderOf(view, customerId, await orderEmail(tx, view, customerId), payment)
  const items = orderItemsOf(view)
  const confirmation = confirm(order, items)
  const number = await insertNumberedOrder(tx, order, items, confirmation)
  return { number, mailQueued: confirmation !== undefined }
}

/**
 * The cached answers an order makes stale: every one showing a product it took stock of (its
 * qty, and maybe its stock status; a configurable product shows its variants' stock).
 */
const staleCatalogueTags = (taken: readonly TakenStock[]): string[] =>
  taken.flatMap((stock) => [
    productTag(stock.productId),
    ...(stock.parentId !== null ? [productTag(stock.parentId)] : []),
  ])

/**
 * After the commit: the provider's order-time step (an automatic capture). A failure leaves
 * the order authorised, which its invoice captures later; the shopper's order stands.
 */
const settlePayment = async (
  context: GraphqlContext,
  cartId: number,
  paid: { provider: PaymentProvider; authorized: AuthorizedPayment },
): Promise<void> => {
  try {
    const state = await paid.provider.settle(paid.authorized)
    if (state !== paid.authorized.state) await setPaymentStateOfCartOrder(context.db, cartId, state)
  } catch (error) {
    context.logger.warn("payment not settled at order; the invoice captures it", {
      method: paid.provider.code,
      reference: paid.authorized.reference,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

/** Asks the provider for the cart's grand total (no rows of other orders held meanwhile). */
const authorizeCart = (provider: PaymentProvider, view: CartView): Promise<AuthorizedPayment> => {
  const cart = view.cart
  return provider.authorize({
    cartId: cart.id,
    cartKey: createHash("sha256").update(cart.maskedId).digest("base64url").slice(0, 24),
    storeId: cart.storeId,
    amountMinor: view.totals.grandTotal,
    currency: BASE_CURRENCY,
    email: cart.email ?? "",
    data: cart.paymentData,
  })
}

/** A committed order and what follows its commit. */
interface Placed {
  readonly number: string
  readonly cartId: number
  readonly taken: readonly TakenStock[]
  readonly mailQueued: boolean
  readonly paid: { provider: PaymentProvider; authorized: AuthorizedPayment }
}

/** The confirmation e-mail of the order about to be written from `view`. */
const confirmationOf =
  (context: GraphqlContext, mailSetup: OrderMailSetup | undefined, view: CartView) =>
  (order: NewOrder, items: readonly NewOrderItem[]) =>
    numberedConfirmation(context, mailSetup, {
      order,
      items,
      placedAt: new Date(),
      giftCards: view.giftCards
        .filter((g) => g.applied > 0)
        .map((g) => ({ code: g.code, amount: g.applied })),
      isVirtual: view.isVirtual,
      signedIn: view.cart.customerId !== null,
    })

/** The cart, its lines, their products and a customer's e-mail, in one prepared statement. */
const snapshotForOrder = cartSnapshotReader(
  "cart_snapshotForOrder",
  orderSnapshotJson(sql`${sql.placeholder("customerId")}`),
)

/**
 * The usual order in two statements: the cart, its lines, their products (and a customer's
 * e-mail) read together without a lock and checked as the locked path checks them, then the
 * whole order written by one statement that first locks the cart, provided it is still as read
 * (placeOrderIfUnchanged). Only for a cart paid offline (no provider to wait for while rows are
 * locked) without coupon or gift cards (whose uses and balances the locked path takes).
 * Undefined when the locked path must place it: such a cart, or one changed since the read.
 */
const placeUnlocked = async (
  context: GraphqlContext,
  maskedId: string,
  mailSetup: OrderMailSetup | undefined,
): Promise<Placed | undefined> => {
  const customerId = customerIdOf(context)
  const read = await snapshotForOrder(context.db, maskedId, { customerId })
  // Missing, inactive or another customer's: Magento's GetCartForUser errors, as the claim's.
  const cart = assertCartForUser(context, maskedId, read?.cart)
  if (read === undefined || cart.couponCode !== null || cart.giftCardAccountIds.length > 0)
    return undefined
  const provider = context.payments.get(cart.paymentMethodCode ?? "")
  if (provider?.online !== false) return undefined
  const view = await buildCartView(
    context,
    context.db,
    cart,
    read.items,
    new Map(read.also.products.map((p) => [p.id, p])),
  )
  checkCart(view, customerId === null)
  assertCouponUsable(view)
  const authorized = await authorizeCart(provider, view)
  const email = customerId === null ? (cart.email ?? "") : (read.also.email ?? cart.email ?? "")
  const order = newOrderOf(view, customerId, email, authorized)
  const items = orderItemsOf(view)
  const confirmation = confirmationOf(context, mailSetup, view)(order, items)
  const placed = await placeOrderIfUnchanged(
    context.db,
    { id: cart.id, version: read.version },
    stockToTake(view),
    order,
    items,
    confirmation,
  )
  if (placed.outcome !== "placed") {
    await provider.release(authorized)
    if (placed.outcome === "outOfStock") throw inputError(ORDER_OUT_OF_STOCK)
    return undefined
  }
  return {
    number: placed.number,
    cartId: cart.id,
    taken: placed.taken,
    mailQueued: confirmation !== undefined,
    paid: { provider, authorized },
  }
}

/**
 * One transaction that holds the cart's row lock throughout: every order the unlocked path
 * leaves (coupons, gift cards, payment providers online) and any cart changed meanwhile.
 */
const placeLocked = async (
  context: GraphqlContext,
  maskedId: string,
  mailSetup: OrderMailSetup | undefined,
): Promise<Placed> => {
  const customerId = customerIdOf(context)
  const taken: TakenStock[] = []
  return context.db.transaction(async (tx) => {
    // Waits for a concurrent placeOrder of this cart; then finds it inactive.
    const claimed = await claimActiveCart(tx, maskedId)
    if (claimed === undefined) {
      // Missing, another customer's or already ordered: Magento's GetCartForUser errors.
      assertCartForUser(context, maskedId, await findCartByMaskedId(tx, maskedId))
      throw noSuchEntityError(CART_INACTIVE)
    }
    // Closed by the claim; the checks see the cart as it was (active).
    const cart = assertCartForUser(context, maskedId, { ...claimed, isActive: true })
    // Before the totals: a concurrent order spending the same card waits for our commit.
    await lockAppliedGiftCards(tx, cart)
    const view = await buildCartView(context, tx, cart)
    checkCart(view, customerId === null)
    assertCouponUsable(view)
    const provider = context.payments.get(cart.paymentMethodCode ?? "")
    if (provider === undefined) throw inputError(ORDER_NO_PAYMENT_METHOD)
    // The payment comes first, holding only this cart's row: the rows every order competes
    // for (stock, coupon uses) are not held while the provider answers. A decline or an
    // authentication to complete rolls everything back and leaves the cart as it was.
    const authorized = await authorizeCart(provider, view)
    try {
      const placed = await writeOrder(
        tx,
        view,
        customerId,
        taken,
        authorized,
        confirmationOf(context, mailSetup, view),
      )
      await settleGiftCards(tx, view)
      return {
        number: placed.number,
        cartId: cart.id,
        taken,
        mailQueued: placed.mailQueued,
        paid: { provider, authorized },
      }
    } catch (error) {
      // Released while this cart is still locked: a retry cannot find the money half-returned.
      await provider.release(authorized)
      throw error
    }
  })
}

/** Places the order of a cart; returns its number once committed. */
export const placeOrder = async (
  context: GraphqlContext,
  maskedId: string | undefined,
): Promise<string> => {
  requireCartId(maskedId)
  const mailSetup = await orderMailSetup(context)
  const placed =
    (await placeUnlocked(context, maskedId, mailSetup)) ??
    (await placeLocked(context, maskedId, mailSetup))
  forgetCartView(context, placed.cartId)
  if (placed.mailQueued) context.mail.deliverSoon()
  await settlePayment(context, placed.cartId, placed.paid)
  // Before answering: the shopper's next page must not show the old stock.
  await context.invalidateCache(staleCatalogueTags(placed.taken))
  return placed.number
}
