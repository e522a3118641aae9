import { useWishlist } from "@shutter/react"
import { WISHLIST_ROUTE } from "@shutter/sdk/rules"
import { useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { Link, useLocation } from "wouter"
import { useModalDialog } from "../layout/useModalDialog.js"
import { closeMobileMenu, closeOverlay, ui } from "../state/ui.js"
import "../styles/wishlist.css"
import { WishlistItemCard } from "./WishlistItemCard.js"

/** The wishlist sidebar (slides from the right): the first page, with move to cart and remove. */
export const WishlistSidebar = () => {
  const { wishlistSidebarOpen: open } = useSnapshot(ui)
  const { wishlist, loading } = useWishlist()
  // Non-modal, as the cart sidebar: the toasts (View) stay usable above it.
  const dialog = useModalDialog(open, false)
  useEffect(() => {
    if (open) closeMobileMenu()
  }, [open])
  const close = () => closeOverlay("wishlistSidebarOpen")
  // Going to another page (a toast's View, a link) closes the sidebar.
  const [location] = useLocation()
  const shownAt = useRef(location)
  useEffect(() => {
    if (shownAt.current !== location && open) closeOverlay("wishlistSidebarOpen")
    shownAt.current = location
  }, [location, open])
  const items = wishlist?.items ?? []
  return (
    <>
      {open && <div className="sidebar-backdrop" aria-hidden="true" onClick={close} />}
      <dialog
        ref={dialog}
        className="sidebar sidebar--right"
        aria-labelledby="wishlist-sidebar-title"
        aria-modal="false"
        tabIndex={-1}
        onClose={close}
        onKeyDown={(e) => {
          if (e.key === "Escape") close()
        }}
        data-testid="wishlist-sidebar"
      >
        <div className="sidebar__head">
          <h2 id="wishlist-sidebar-title">Your wishlist</h2>
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
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
      </dialog>
    </>
  )
}
