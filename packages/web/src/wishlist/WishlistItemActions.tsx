import { useWishlistActions } from "@shutter/react"
import type { WishlistItem } from "@shutter/sdk/rules"
import { useState } from "react"

/** Move to cart and Remove for one wish list item (the sidebar and the wishlist page). */
export const WishlistItemActions = ({ item }: { readonly item: WishlistItem }) => {
  const { moveToCart, remove } = useWishlistActions()
  const [busy, setBusy] = useState(false)
  const name = item.product?.name ?? "this item"
  // The SDK shows the notices ('Wishlist' / 'Wishlist error'); failures are logged there.
  const run = (action: () => Promise<unknown>) => {
    setBusy(true)
    action()
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }
  return (
    <div className="wishlist-item__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        data-testid="wishlist-move"
        onClick={() => run(() => moveToCart({ itemId: item.id }))}
      >
        Move to cart<span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        data-testid="wishlist-remove"
        onClick={() => run(() => remove({ itemId: item.id }))}
      >
        Remove<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  )
}
