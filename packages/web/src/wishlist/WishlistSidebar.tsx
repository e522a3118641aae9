import { useWishlist } from "@shutter/react"
import { WISHLIST_ROUTE } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { RightSidebar } from "../layout/RightSidebar.js"
import { closeOverlay, ui } from "../state/ui.js"
import { WishlistItemCard } from "./WishlistItemCard.js"

/** The wishlist sidebar (slides from the right): the first page, with move to cart and remove. */
export const WishlistSidebar = () => {
  const { wishlistSidebarOpen: open } = useSnapshot(ui)
  const { wishlist, loading } = useWishlist()
  const close = () => closeOverlay("wishlistSidebarOpen")
  const items = wishlist?.items ?? []
  return (
    <RightSidebar
      open={open}
      onClose={close}
      title="Your wishlist"
      titleId="wishlist-sidebar-title"
      testId="wishlist-sidebar"
    >
      {items.length === 0 ? (
        <p aria-busy={loading}>{loading ? "Loading…" : "Your wishlist is empty."}</p>
      ) : (
        <>
          <div className="wishlist-sidebar__items">
            {items.map((item) => (
              <WishlistItemCard
                key={item.id}
                item={item}
                layout="list"
                size={100}
                onNavigate={close}
              />
            ))}
          </div>
          <div className="sidebar__actions">
            <Link href={WISHLIST_ROUTE} className="button" onClick={close}>
              View wishlist ({wishlist?.itemsCount ?? items.length})
            </Link>
          </div>
        </>
      )}
    </RightSidebar>
  )
}
