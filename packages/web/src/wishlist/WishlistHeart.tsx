import { useIsSignedIn, useWishlistActions, useWishlistItem } from "@shutter/react"
import type { AddToWishlistInput } from "@shutter/sdk"
import type { WishlistProduct } from "@shutter/sdk/rules"
import { useState } from "react"
import { openLogin } from "../state/ui.js"

/** The heart outline, filled when listed. */
export const HeartIcon = ({ filled }: { readonly filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
)

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
