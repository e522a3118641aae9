import {
  type GiftCardLineDetails,
  giftCardDetailLines,
  giftCardWishlistDetails,
} from "../cart/giftCardDisplay.js"
import type { PageInfo, ProductCard } from "../catalog/catalog.graphql.js"
import type { WishlistData, WishlistItemData } from "./wishlist.graphql.js"

/** A wish list item as the UI sees it (spec §3 Wishlist item). */
export interface WishlistItem {
  readonly id: string
  readonly quantity: number
  readonly description: string | null
  readonly addedAt: string
  /** Null when the product no longer exists. */
  readonly product: ProductCard | null
  /**
   * The chosen variant (configurable), bundle selections, or a gift card's amount, recipient,
   * sender and message, as "Label: value" lines.
   */
  readonly options: ReadonlyArray<string>
  readonly variantSku: string | null
  /** A gift card's amount, sender, recipient and message as filled in; null for other items. */
  readonly giftCard: GiftCardLineDetails | null
}

/** One page of a wish list (spec §3 Wishlist). */
export interface WishlistModel {
  readonly id: string
  readonly itemsCount: number
  readonly sharingCode: string | null
  readonly items: ReadonlyArray<WishlistItem>
  readonly pageInfo: PageInfo
}

const giftCardOf = (item: WishlistItemData): GiftCardLineDetails | null =>
  item.__typename === "GiftCardWishlistItem" && item.gift_card_options
    ? giftCardWishlistDetails(item.gift_card_options)
    : null

const optionsOf = (item: WishlistItemData): ReadonlyArray<string> => {
  const card = giftCardOf(item)
  if (card !== null) return giftCardDetailLines(card)
  if (item.__typename === "ConfigurableWishlistItem")
    return (item.configurable_options ?? []).map((o) => `${o.option_label}: ${o.value_label}`)
  if (item.__typename === "BundleWishlistItem")
    return (item.bundle_options ?? []).map(
      (o) => `${o.label}: ${o.values.map((v) => `${v.quantity} x ${v.label}`).join(", ")}`,
    )
  return []
}

export const toWishlistItem = (item: WishlistItemData): WishlistItem => ({
  id: item.id,
  quantity: item.quantity,
  description: item.description,
  addedAt: item.added_at,
  product: item.product,
  options: optionsOf(item),
  variantSku:
    item.__typename === "ConfigurableWishlistItem" ? (item.configured_variant?.sku ?? null) : null,
  giftCard: giftCardOf(item),
})

export const toWishlistModel = (data: WishlistData): WishlistModel => ({
  id: data.id ?? "",
  itemsCount: data.items_count ?? 0,
  sharingCode: data.sharing_code,
  items: (data.items_v2?.items ?? [])
    .filter((i): i is WishlistItemData => i !== null)
    .map(toWishlistItem),
  pageInfo: {
    current_page: data.items_v2?.page_info?.current_page ?? null,
    page_size: data.items_v2?.page_info?.page_size ?? null,
    total_pages: data.items_v2?.page_info?.total_pages ?? null,
  },
})
