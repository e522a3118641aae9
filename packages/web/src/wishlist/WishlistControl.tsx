import { useIsSignedIn, useWishlistCount } from "@shutter/react"
import type { ReactNode } from "react"
import { useSnapshot } from "valtio"
import { closeOverlay, openOverlay, ui } from "../state/ui.js"
import { HeartIcon } from "./HeartIcon.js"

/**
 * Spec §2 wishlist control (signed-in only): the count badge; toggles the sidebar. The header
 * shows a heart; the bottom navigation (phones) its 'Wishlist' item.
 */
export const WishlistControl = ({
  className = "header-control header-control--wishlist",
  testId = "wishlist-button",
  countTestId = "wishlist-count",
  children = <HeartIcon filled={false} />,
}: {
  readonly className?: string
  readonly testId?: string
  readonly countTestId?: string
  readonly children?: ReactNode
}) => {
  const signedIn = useIsSignedIn()
  const count = useWishlistCount()
  const { wishlistSidebarOpen: open } = useSnapshot(ui)
  if (!signedIn) return null
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`Wishlist: ${count} ${count === 1 ? "item" : "items"}`}
      data-testid={testId}
      onClick={() => (open ? closeOverlay : openOverlay)("wishlistSidebarOpen")}
    >
      {children}
      <span className="badge" data-testid={countTestId}>
        {count}
      </span>
    </button>
  )
}
