import { useCategoryTree, useIsSignedIn } from "@shutter/react"
import { accountControlTarget, HOME_PATH } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { closeMobileMenu, openLogin, toggleHelpPopup, toggleMobileMenu, ui } from "../state/ui.js"
import { WishlistControl } from "../wishlist/WishlistControl.js"

const isHome = (path: string) => path === HOME_PATH || path.startsWith("/Home")

/**
 * Spec §2 mobile bottom navigation (below lg): Home (highlighted on home; goes home and closes
 * the mobile menu), Menu (loads the category tree if needed, then toggles the category
 * sidebar), Account (the account area when signed in, else the login modal), Help; signed in,
 * Wishlist toggles the wishlist sidebar (the wish list is signed-in only, as in the header).
 */
export const BottomNav = () => {
  const [path, navigate] = useLocation()
  const { mobileMenuOpen, loginModalOpen, helpPopupOpen } = useSnapshot(ui)
  const { load, loading } = useCategoryTree()
  const home = isHome(path)
  const accountTarget = accountControlTarget("bottom-navigation", useIsSignedIn())
  return (
    <nav className="bottom-nav" aria-label="Shortcuts">
      <button
        type="button"
        aria-current={home ? "page" : undefined}
        className={home ? "bottom-nav__item bottom-nav__item--active" : "bottom-nav__item"}
        onClick={() => {
          closeMobileMenu()
          navigate(HOME_PATH)
        }}
      >
        Home
      </button>
      <button
        type="button"
        className="bottom-nav__item"
        aria-expanded={mobileMenuOpen}
        aria-controls="mobile-menu"
        aria-busy={loading}
        onClick={() => {
          void load().then(toggleMobileMenu, toggleMobileMenu)
        }}
      >
        Menu
      </button>
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup={accountTarget === null ? "dialog" : undefined}
        aria-expanded={accountTarget === null ? loginModalOpen : undefined}
        onClick={() => {
          if (accountTarget === null) openLogin()
          else {
            closeMobileMenu()
            navigate(accountTarget)
          }
        }}
      >
        Account
      </button>
      <WishlistControl
        className="bottom-nav__item"
        testId="bottom-nav-wishlist"
        countTestId="bottom-nav-wishlist-count"
      >
        Wishlist{" "}
      </WishlistControl>
      <button
        type="button"
        className="bottom-nav__item"
        aria-expanded={helpPopupOpen}
        onClick={toggleHelpPopup}
      >
        Help
      </button>
    </nav>
  )
}
