import {
  useCartActions,
  useCartSidebarOpen,
  useCartTotalQuantity,
  useStoreConfig,
} from "@shutter/react"
import { headerLogo } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { openOverlay, ui } from "../state/ui.js"
import { HelpButton } from "./HelpButton.js"
import { SearchField } from "./SearchOverlay.js"

export const Header = () => {
  const { data: config } = useStoreConfig()
  const { loginModalOpen } = useSnapshot(ui)
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
            fetchPriority="high"
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
        <HelpButton />
        {/* Spec §2: guests see 'Account & Orders', which opens the login modal. */}
        <button
          type="button"
          className="header-control"
          aria-haspopup="dialog"
          aria-expanded={loginModalOpen}
          onClick={() => openOverlay("loginModalOpen")}
        >
          Account &amp; Orders
        </button>
        <CartControl />
      </div>
    </header>
  )
}

/** The cart button with the total-quantity badge; opens the SDK's cart sidebar. */
const CartControl = () => {
  const quantity = useCartTotalQuantity()
  const open = useCartSidebarOpen()
  const { setCartSidebarOpen } = useCartActions()
  return (
    <button
      type="button"
      className="header-control header-control--cart"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`Cart: ${quantity} ${quantity === 1 ? "item" : "items"}`}
      data-testid="cart-button"
      onClick={() => void setCartSidebarOpen(true)}
    >
      Cart{" "}
      <span className="badge" data-testid="cart-count">
        {quantity}
      </span>
    </button>
  )
}
