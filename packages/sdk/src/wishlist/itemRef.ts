// A wish list item as a caller holds it: the `WishlistItem` the list returned, or only its id.
import type { WishlistItem } from "./wishlistModel.js"

/** `{ item }` (a `WishlistItem` from `wishlist.items`) or `{ itemId }`. */
export type WishlistItemRef =
  | { readonly item: Pick<WishlistItem, "id"> }
  | { readonly itemId: string }

export const wishlistItemId = (ref: WishlistItemRef): string =>
  "item" in ref ? ref.item.id : ref.itemId
