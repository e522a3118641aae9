import {
  appliedGiftCardLines,
  type CartItem,
  type CartModel,
  giftCardLineDetails,
  shippingMethodTitle,
} from "@shutter/sdk"
import { formatMoney, renderTable } from "../table.js"

type Money = { readonly value: number | null; readonly currency: string | null }

const negative = (money: Money): string => `-${formatMoney(money)}`

/** A line's chosen options and plan, as one readable cell. */
export const lineOptions = (item: CartItem): string => {
  const giftCard = giftCardLineDetails(item)
  const parts = [
    ...(giftCard === null
      ? []
      : [
          `Amount: ${formatMoney(giftCard.amount)}`,
          `To: ${giftCard.to}`,
          `From: ${giftCard.from}`,
          ...(giftCard.message === null ? [] : [`Message: ${giftCard.message}`]),
        ]),
    ...(item.configurable_options ?? []).map((o) => `${o.option_label}: ${o.value_label}`),
    ...(item.bundle_options ?? []).map(
      (o) => `${o.label}: ${o.values.map((v) => `${v.quantity} x ${v.label}`).join(", ")}`,
    ),
    ...(item.__typename === "DownloadableCartItem"
      ? [`Links: ${(item.links ?? []).flatMap((l) => (l?.title ? [l.title] : [])).join(", ")}`]
      : []),
    ...(item.customizable_options ?? []).flatMap((o) =>
      o ? [`${o.label}: ${o.values.map((v) => v.value || v.label).join(", ")}`] : [],
    ),
    ...(item.warranty
      ? [
          `${item.__typename === "WarrantyCartItem" ? "Plan" : "Covered by"}: ${item.warranty.title} (${item.warranty.term} months)`,
        ]
      : []),
  ]
  return parts.join("; ")
}

const lines = (cart: CartModel): ReadonlyArray<CartItem> =>
  (cart.items ?? []).filter((i): i is CartItem => i !== null)

/** The cart as the cart page shows it: lines, then the totals block. */
export const renderCart = (cart: CartModel): string => {
  const items = lines(cart)
  if (items.length === 0) return "The cart is empty."
  const table = renderTable(
    ["UID", "SKU", "Product", "Options", "Qty", "Price", "Row total"],
    items.map((item) => [
      item.uid,
      item.product.sku ?? "",
      item.product.name ?? "",
      lineOptions(item),
      String(item.quantity),
      formatMoney(item.prices?.price),
      formatMoney(item.prices?.row_total),
    ]),
    60,
  )
  const prices = cart.prices
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method
  const totals: Array<readonly [string, string]> = [
    ["Items", String(cart.total_quantity)],
    ["Subtotal", formatMoney(prices?.subtotal_excluding_tax)],
    ...(prices?.discounts ?? []).flatMap((d) =>
      d ? [[`Discount (${d.label})`, negative(d.amount)] as const] : [],
    ),
    ...(prices?.applied_taxes ?? []).flatMap((t) =>
      t ? [[`Tax (${t.label})`, formatMoney(t.amount)] as const] : [],
    ),
    ...(shipping
      ? [[`Shipping (${shippingMethodTitle(shipping)})`, formatMoney(shipping.amount)] as const]
      : []),
    ...appliedGiftCardLines(cart).map(
      (g) =>
        [
          `Gift card (${g.maskedCode})`,
          `${negative(g.applied)} (${formatMoney(g.remaining)} stays on the card)`,
        ] as const,
    ),
    ["Grand total", formatMoney(prices?.grand_total)],
  ]
  const coupons = (cart.applied_coupons ?? []).flatMap((c) => (c ? [c.code] : []))
  if (coupons.length > 0) totals.push(["Coupons", coupons.join(", ")])
  const width = Math.max(...totals.map(([label]) => label.length))
  return [table, "", ...totals.map(([label, value]) => `${label.padEnd(width)}  ${value}`)].join(
    "\n",
  )
}
