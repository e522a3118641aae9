import { useIsSignedIn, useWishlistActions, useWishlistItem } from "@shutter/react"
import type { AddToWishlistInput } from "@shutter/sdk"
import type { WishlistProduct } from "@shutter/sdk/rules"
import { useState } from "react"
import { openLogin } from "../state/ui.js"
import { HeartIcon } from "./HeartIcon.js"

/**
 * Spec §4 Wishlist toggle on a card or the product page: signed in it adds or removes the
 * product (a configurable's chosen variant); signed out it opens the login modal.
 */
export const WishlistHeart = ({
  product,
  variantSku,
  giftCard,
  className = "",
  withText = false,
}: {
  readonly product: WishlistProduct
  readonly variantSku?: string | undefined
  /** A gift card's form as filled in: it goes with the item. */
  readonly giftCard?: AddToWishlistInput["giftCard"]
  readonly className?: string
  /** Shows the state as text next to the heart (the product page). */
  readonly withText?: boolean
}) => {
  const signedIn = useIsSignedIn()
  const item = useWishlistItem(product)
  const { toggle } = useWishlistActions()
  const [busy, setBusy] = useState(false)
  const listed = item !== undefined
  const name = product.name ?? product.sku ?? "this product"
  const onClick = () => {
    if (!signedIn) return openLogin()
    setBusy(true)
    // Failures are logged by the SDK and shown nowhere (spec §8); the heart keeps its state.
    toggle({
      product,
      ...(variantSku === undefined ? {} : { variantSku }),
      ...(giftCard === undefined ? {} : { giftCard }),
    })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }
  return (
    <button
      type="button"
      className={`wishlist-heart${listed ? " wishlist-heart--on" : ""} ${className}`}
      aria-pressed={listed}
      aria-label={listed ? `Remove ${name} from your wishlist` : `Add ${name} to your wishlist`}
      aria-busy={busy}
      disabled={busy}
      data-testid="wishlist-heart"
      onClick={onClick}
    >
      <HeartIcon filled={listed} />
      {withText && (
        <span aria-hidden="true">{listed ? "In your wishlist" : "Add to wishlist"}</span>
      )}
    </button>
  )
}
