import { lazy, Suspense } from "react"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { phone, topMenuLinks } from "../config/links.js"
import { toggleHelpPopup, ui } from "../state/ui.js"

// Not on the first paint: fetched when the shopper first opens it.
const HelpPopup = lazy(() => import("./HelpPopup.js").then((m) => ({ default: m.HelpPopup })))

/** Spec §1/§2: external links on the left; store, order tracking, help and phone on the right. */
export const TopMenu = () => {
  const { helpPopupOpen } = useSnapshot(ui)
  return (
    <nav className="top-menu" aria-label="Shutter services">
      <ul className="top-menu__external">
        {topMenuLinks.map((link) => (
          <li key={link.label}>
            <a href={link.href} rel="noopener">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <ul className="top-menu__service">
        <li>
          <Link href="/store">Store Location</Link>
        </li>
        <li>
          <Link href="/track-order">Track an Order</Link>
        </li>
        <li className="top-menu__help">
          <button
            type="button"
            aria-expanded={helpPopupOpen}
            aria-controls="help-popup"
            onClick={toggleHelpPopup}
          >
            Help
          </button>
          {helpPopupOpen && (
            <Suspense fallback={null}>
              <HelpPopup />
            </Suspense>
          )}
        </li>
        <li>
          <a href={phone.href}>{phone.label}</a>
        </li>
      </ul>
    </nav>
  )
}
