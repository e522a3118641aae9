// A wish list item as WishlistItemInterface: its concrete type follows the product's type, and
// the options chosen read as a cart line's do.
import { BASE_CURRENCY } from "../catalog/money.js"
import { toProductSource } from "../catalog/productSource.js"
import { type GiftCardField, giftCardFieldUid } from "../giftCard/giftCardOptions.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { WishlistItemRow } from "./wishlistRepository.js"

const ITEM_TYPES: Readonly<Record<string, string>> = {
  simple: "SimpleWishlistItem",
  virtual: "VirtualWishlistItem",
  configurable: "ConfigurableWishlistItem",
  bundle: "BundleWishlistItem",
  downloadable: "DownloadableWishlistItem",
  grouped: "GroupedProductWishlistItem",
  giftcard: "GiftCardWishlistItem",
}

export interface WishlistItemSource {
  readonly __typename: string
  readonly row: WishlistItemRow
}

/**
 * Reads the items' products through the request's loader (one query, and the items' `product`
 * fields then read none) and gives each item its concrete type.
 */
export const itemSources = async (
  context: GraphqlContext,
  rows: readonly WishlistItemRow[],
): Promise<WishlistItemSource[]> => {
  const products = await context.loaders.catalog.products.loadMany(rows.map((row) => row.productId))
  const typeOf = new Map(
    products.flatMap((p) => (p === undefined || p instanceof Error ? [] : [[p.id, p.type_id]])),
  )
  return rows.map((row) => ({
    __typename: ITEM_TYPES[typeOf.get(row.productId) ?? "simple"] ?? "SimpleWishlistItem",
    row,
  }))
}

/** Through the request's loader: every item's product in one query. */
const productById = async (context: GraphqlContext, id: number | null) => {
  if (id === null) return null
  const row = await context.loaders.catalog.products.load(id)
  return row === undefined ? null : toProductSource(row)
}

const common = {
  id: (s: WishlistItemSource) => String(s.row.id),
  quantity: (s: WishlistItemSource) => s.row.quantity,
  description: (s: WishlistItemSource) => s.row.description,
  added_at: (s: WishlistItemSource) => s.row.addedAt,
  product: (s: WishlistItemSource, _args: unknown, context: GraphqlContext) =>
    productById(context, s.row.productId),
  customizable_options: (s: WishlistItemSource) =>
    (s.row.options.customizable ?? []).map((o) => ({
      id: o.optionId,
      customizable_option_uid: o.uid,
      label: o.label,
      type: o.type,
      is_required: o.required,
      sort_order: o.sortOrder,
      values: o.values.map((v) => ({
        id: v.id,
        customizable_option_value_uid: v.uid,
        label: v.label,
        value: v.value,
        price: {
          value: v.price / 100,
          units: v.priceType.toLowerCase() === "percent" ? "%" : "$",
          type: v.priceType.toLowerCase() === "percent" ? "PERCENT" : "FIXED",
        },
      })),
    })),
}

const money = (cents: number) => ({ value: cents / 100, currency: BASE_CURRENCY })

const AMOUNT_UID = /^giftcard\/giftcard_amount\/(\d+(?:\.\d+)?)$/

/**
 * A gift card the shopper listed before filling it in completely: Magento's item keeps the buy
 * request as sent (its `giftcard_*` values), and the item shows what is there.
 */
const giftCardOptionsOfRequest = (request: WishlistItemRow["buyRequest"]) => {
  const entered = (field: GiftCardField) => {
    const value = request.entered_options?.find((o) => o.uid === giftCardFieldUid(field))?.value
    return value === undefined || value.trim() === "" ? null : value.trim()
  }
  const fixed = (request.selected_options ?? [])
    .map((uid) => Buffer.from(uid, "base64").toString("utf8").match(AMOUNT_UID)?.[1])
    .find((value) => value !== undefined)
  const fixedCents = fixed === undefined ? null : Math.round(Number(fixed) * 100)
  const typed = Number(entered("custom_giftcard_amount"))
  return {
    sender_name: entered("giftcard_sender_name"),
    sender_email: entered("giftcard_sender_email"),
    recipient_name: entered("giftcard_recipient_name"),
    recipient_email: entered("giftcard_recipient_email"),
    message: entered("giftcard_message"),
    amount: fixedCents === null ? null : money(fixedCents),
    custom_giftcard_amount:
      Number.isFinite(typed) && typed > 0 ? money(Math.round(typed * 100)) : null,
  }
}

export const wishlistItemResolvers = {
  SimpleWishlistItem: common,
  VirtualWishlistItem: common,
  GroupedProductWishlistItem: common,
  ConfigurableWishlistItem: {
    ...common,
    // Magento's ChildSku: the chosen variant's sku (the listed product's while none is chosen).
    child_sku: async (s: WishlistItemSource, _args: unknown, context: GraphqlContext) =>
      (await productById(context, s.row.variantId))?.sku ?? s.row.buyRequest.sku,
    configurable_options: (s: WishlistItemSource) =>
      (s.row.options.configurable ?? []).map((o) => ({
        id: o.optionId,
        configurable_product_option_uid: o.optionUid,
        option_label: o.optionLabel,
        value_id: o.valueIndex,
        configurable_product_option_value_uid: o.valueUid,
        value_label: o.valueLabel,
      })),
    configured_variant: (s: WishlistItemSource, _args: unknown, context: GraphqlContext) =>
      productById(context, s.row.variantId),
  },
  BundleWishlistItem: {
    ...common,
    bundle_options: (s: WishlistItemSource) =>
      (s.row.options.bundle ?? []).map((o) => ({
        id: o.optionId,
        uid: o.optionUid,
        label: o.label,
        type: o.type,
        values: o.values.map((v) => ({ ...v, qty: v.quantity })),
      })),
  },
  DownloadableWishlistItem: {
    ...common,
    links_v2: (s: WishlistItemSource) =>
      (s.row.options.links ?? []).map((l) => ({ ...l, price: l.price / 100 })),
    samples: () => [],
  },
  GiftCardWishlistItem: {
    ...common,
    gift_card_options: (s: WishlistItemSource) => {
      const card = s.row.options.giftCard
      if (card === undefined) return giftCardOptionsOfRequest(s.row.buyRequest)
      return {
        sender_name: card?.senderName ?? null,
        sender_email: card?.senderEmail ?? null,
        recipient_name: card?.recipientName ?? null,
        recipient_email: card?.recipientEmail ?? null,
        message: card?.message ?? null,
        amount: card === undefined ? null : money(card.amount),
        custom_giftcard_amount: null,
      }
    },
  },
}
