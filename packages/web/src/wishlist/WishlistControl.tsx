import { useIsSignedIn, useWishlistCount } from "@shutter/react"
import { useSnapshot } from "valtio"
import { openOverlay, ui } from "../state/ui.js"
import { HeartIcon } from "./WishlistHeart.js"

/** Spec §2 header wishlist control (signed-in only): the count badge; opens the sidebar. */
export const WishlistControl = () => {
  const signedIn = useIsSignedIn()
  const count = useWishlistCount()
  const { wishlistSidebarOpen } = useSnapshot(ui)
  if (!signedIn) return null
  return (
    <button
      type="button"
      className="header-control header-control--wishlist"
      aria-haspopup="dialog"
      aria-expanded={wishlistSidebarOpen}
      aria-label={`Wishlist: ${count} ${count === 1 ? "item" : "items"}`}
      data-testid="wishlist-button"
      onClick={() => openOverlay("wishlistSidebarOpen")}
    >
      <HeartIcon filled={false} />
      <span className="badge" data-testid="wishlist-count">
        {count}
      </span>
    </button>
  )
}
