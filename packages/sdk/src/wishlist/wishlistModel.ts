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
  /** The chosen variant (configurable) or bundle selections, as "Label: value" lines. */
  readonly options: ReadonlyArray<string>
  readonly variantSku: string | null
}

/** One page of a wish list (spec §3 Wishlist). */
export interface WishlistModel {
  readonly id: string
  readonly itemsCount: number
  readonly sharingCode: string | null
  readonly items: ReadonlyArray<WishlistItem>
  readonly pageInfo: PageInfo
}

const optionsOf = (item: WishlistItemData): ReadonlyArray<string> => {
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
