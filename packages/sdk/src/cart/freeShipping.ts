import { formatMoney } from "../catalog/money.js"
import type { Money } from "../catalog/pricing.js"
import { DEFAULT_CURRENCY } from "../store/localeResolution.js"
import type { CartItem, CartModel } from "./cart.graphql.js"
import { FREE_SHIPPING_THRESHOLD } from "./freeShippingPromo.js"

// The promo bar's promise (spec §1, §9): free shipping on most orders over $100 (the shipping
// policy applies). Only what ships counts towards it: e-cards, downloads and other virtual lines
// never ship, and a cart of nothing else has no shipping to make free.

export const FREE_SHIPPING_REACHED_MESSAGE = "Your order qualifies for free shipping!"

export interface FreeShippingProgress {
  /** What is still missing to reach the threshold (0 once reached), in the cart's currency. */
  readonly remaining: number
  /** 0–100, for a progress bar. */
  readonly percent: number
  readonly reached: boolean
}

/** Progress of a subtotal towards free shipping (money rounded to cents). */
export const freeShippingProgress = (
  subtotal: number,
  threshold: number = FREE_SHIPPING_THRESHOLD,
): FreeShippingProgress => {
  const spent = Math.max(0, subtotal)
  const remaining = Math.max(0, Math.round((threshold - spent) * 100) / 100)
  return {
    remaining,
    percent: Math.min(100, Math.round((spent / threshold) * 100)),
    reached: remaining === 0,
  }
}

/** Cart lines that never ship (Magento's virtual product types). */
const VIRTUAL_LINES: ReadonlySet<string> = new Set(["VirtualCartItem", "DownloadableCartItem"])

/** Whether a cart line ships: not a virtual or downloadable line, nor an e-mailed gift card. */
export const cartLineShips = (item: Pick<CartItem, "__typename" | "product">): boolean => {
  if (VIRTUAL_LINES.has(item.__typename)) return false
  if (item.__typename === "GiftCardCartItem")
    return item.product.giftcard_type === "PHYSICAL" || item.product.giftcard_type === "COMBINED"
  return true
}

type FreeShippingCart = Pick<CartModel, "is_virtual" | "items" | "prices">

/**
 * The subtotal of the lines that ship, after their discounts (what the store's free-shipping rate
 * compares with its minimum), in the cart's currency; 0 for a cart that ships nothing.
 */
export const shippableSubtotal = (cart: FreeShippingCart): Money => {
  const currency = cart.prices?.subtotal_excluding_tax?.currency ?? null
  if (cart.is_virtual) return { value: 0, currency }
  const cents = (cart.items ?? []).reduce(
    (sum, item) =>
      item !== null && cartLineShips(item)
        ? sum +
          Math.round((item.prices?.row_total.value ?? 0) * 100) -
          Math.round((item.prices?.total_item_discount?.value ?? 0) * 100)
        : sum,
    0,
  )
  return { value: cents / 100, currency }
}

export interface FreeShippingNotice extends FreeShippingProgress {
  /** "Add $50.00 more for free shipping on orders over $100.00.", or the reached message. */
  readonly text: string
}

/**
 * What the cart says about free shipping: the progress of its shippable subtotal, in the cart's
 * currency. Undefined for a cart that ships nothing (virtual-only or empty): there is no shipping
 * to make free.
 */
export const freeShippingNotice = (
  cart: FreeShippingCart | null,
  threshold: number = FREE_SHIPPING_THRESHOLD,
): FreeShippingNotice | undefined => {
  if (cart === null || cart.is_virtual) return undefined
  const items = (cart.items ?? []).filter((i): i is CartItem => i !== null)
  if (!items.some(cartLineShips)) return undefined
  const subtotal = shippableSubtotal(cart)
  const currency = subtotal.currency ?? DEFAULT_CURRENCY
  const progress = freeShippingProgress(subtotal.value ?? 0, threshold)
  const money = (value: number) => formatMoney({ value, currency })
  return {
    ...progress,
    text: progress.reached
      ? FREE_SHIPPING_REACHED_MESSAGE
      : `Add ${money(progress.remaining)} more for free shipping on orders over ${money(threshold)}.`,
  }
}
