import type { WishlistItem, WishlistModel } from "./wishlistModel.js"

// Spec §4 Wishlist: when a product is listed. Effect-free (in "@shutter/sdk/rules").

/** What the wish list needs of a product (a card, a product page, a cart line's product). */
export interface WishlistProduct {
  readonly __typename: string
  readonly uid: string
  readonly sku: string | null
  readonly name?: string | null
}

/** Spec §4: the item with the product's sku and uid, when it has an id and a quantity. */
export const findWishlistItem = (
  wishlist: WishlistModel | null,
  product: Pick<WishlistProduct, "sku" | "uid">,
): WishlistItem | undefined =>
  wishlist?.items.find(
    (item) =>
      item.product !== null &&
      item.product.sku === product.sku &&
      item.product.uid === product.uid &&
      item.id !== "" &&
      item.quantity > 0,
  )
