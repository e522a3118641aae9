import { useCartTotalQuantity, useCustomerSession, useStoreConfig } from "@shutter/react"
import { accountControlLabel, accountControlTarget, headerLogo } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { chosenCurrency } from "../config/chosenCurrency.js"
import { openLogin, setCartSidebarOpen, toggleSearchField, ui } from "../state/ui.js"
import { WishlistControl } from "../wishlist/WishlistControl.js"
import { DownloadPromptSlot } from "./DownloadPromptSlot.js"
import { deferredPart } from "./deferredPart.js"
import { AccountIcon, CartIcon, SearchIcon } from "./HeaderIcons.js"
import { HelpButton } from "./HelpButton.js"
import { SEARCH_FIELD_ID, SearchField } from "./SearchOverlay.js"
// The switcher hydrates late (deferredPart): its look is in the page's stylesheet from the start.
import "../styles/storeSwitcher.css"

// Used by few visits: its code comes when the shopper points at it or tabs into it.
const StoreSwitcher = deferredPart("header-store-switcher", "touched", () =>
  import("./StoreSwitcher.js").then((m) => m.StoreSwitcher),
)

export const Header = () => {
  // The switcher names the chosen currency once it has hydrated: with one chosen, at once.
  useEffect(() => {
    if (chosenCurrency() !== undefined) void StoreSwitcher.wanted()
  }, [])
  const { data: config } = useStoreConfig()
  const logo = config ? headerLogo(config) : undefined
  return (
    <header className="site-header">
      <Link href="/" className="site-header__brand" aria-label={config?.store_name ?? "Home"}>
        {logo ? (
          <img
            src={logo.src}
            // The store name is printed next to the logo: a repeated alt would be read twice.
            alt=""
            width={logo.width}
            height={logo.height}
            className="site-header__logo"
          />
        ) : (
          <span className="site-header__logo site-header__logo--pending" />
        )}
        <span className="site-header__name" data-testid="store-name">
          {config?.store_name ?? ""}
        </span>
      </Link>
      <SearchField />
      <div className="site-header__controls">
        <StoreSwitcher place="header" />
        <SearchToggle />
        <HelpButton />
        <AccountControl />
        <WishlistControl />
        <CartControl />
      </div>
      <DownloadPromptSlot />
    </header>
  )
}

/** Phones only: the search field folds away under this button (one header row). */
const SearchToggle = () => {
  const { searchFieldOpen } = useSnapshot(ui)
  return (
    <button
      type="button"
      className="header-control header-control--search"
      aria-label="Search the shop"
      aria-expanded={searchFieldOpen}
      aria-controls={SEARCH_FIELD_ID}
      onClick={toggleSearchField}
    >
      <SearchIcon />
    </button>
  )
}

/**
 * Spec §2: 'Hello, {first name}' linking to order history when signed in; guests see
 * 'Account & Orders', which opens the login modal.
 */
const AccountControl = () => {
  const session = useCustomerSession()
  const { loginModalOpen } = useSnapshot(ui)
  const label = accountControlLabel(session)
  const target = accountControlTarget("header", session.signedIn)
  return target !== null ? (
    <Link href={target} className="header-control" data-testid="account-control">
      <AccountIcon />
      <span className="header-control__label">{label}</span>
    </Link>
  ) : (
    <button
      type="button"
      className="header-control"
      aria-haspopup="dialog"
      aria-expanded={loginModalOpen}
      data-testid="account-control"
      onClick={() => openLogin()}
    >
      <AccountIcon />
      <span className="header-control__label">{label}</span>
    </button>
  )
}

/** The cart button with the total-quantity badge; opens the cart sidebar. */
const CartControl = () => {
  const quantity = useCartTotalQuantity()
  const open = useSnapshot(ui).cartSidebarOpen
  return (
    <button
      type="button"
      className="header-control header-control--cart"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`Cart: ${quantity} ${quantity === 1 ? "item" : "items"}`}
      data-testid="cart-button"
      onClick={() => setCartSidebarOpen(true)}
    >
      <CartIcon />
      <span className="header-control__label">Cart</span>{" "}
      <span className="badge" data-testid="cart-count">
        {quantity}
      </span>
    </button>
  )
}
