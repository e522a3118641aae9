import { useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { helpEntries, phone, topMenuLinks } from "../config/links.js"
import { closeHelpPopup, toggleHelpPopup, ui } from "../state/ui.js"

const HelpPopup = () => {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeHelpPopup()
    const onClick = (event: MouseEvent) => {
      if (ref.current && !ref.current.parentElement?.contains(event.target as Node))
        closeHelpPopup()
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("click", onClick)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("click", onClick)
    }
  }, [])
  return (
    <div ref={ref} className="help-popup" id="help-popup">
      <Link href={helpEntries.sellUsedGear.href} onClick={closeHelpPopup}>
        {helpEntries.sellUsedGear.label}
      </Link>
      {/* The chat widget is a deferred third-party script (spec §9); until it loads, this is inert. */}
      <button type="button" disabled title="Chat opens once the page has loaded">
        {helpEntries.sendMessage.label}
      </button>
      <Link href={helpEntries.trackOrder.href} onClick={closeHelpPopup}>
        {helpEntries.trackOrder.label}
      </Link>
    </div>
  )
}

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
          {helpPopupOpen && <HelpPopup />}
        </li>
        <li>
          <a href={phone.href}>{phone.label}</a>
        </li>
      </ul>
    </nav>
  )
}
