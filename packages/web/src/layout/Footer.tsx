import { useStoreConfig } from "@shutter/react"
import { Link } from "wouter"
import { helpEntries, phone } from "../config/links.js"
import { toggleNewsletterModal } from "../state/ui.js"
import { StoreSwitcher } from "./StoreSwitcher.js"

const columns = [
  {
    title: "Shop",
    links: [
      { label: "Photography", href: "/photography" },
      { label: "Lighting", href: "/lighting" },
      { label: "Video", href: "/video" },
      { label: "Audio", href: "/audio" },
      { label: "Used Gear", href: "/shop-used-gear" },
      { label: "Gift Cards", href: "/gift-cards" },
    ],
  },
  {
    title: "Customer service",
    links: [
      { label: "Shipping policy", href: "/shipping-policy" },
      { label: "FAQ", href: "/Faq" },
      { label: helpEntries.trackOrder.label, href: helpEntries.trackOrder.href },
      { label: helpEntries.sellUsedGear.label, href: helpEntries.sellUsedGear.href },
    ],
  },
  {
    title: "About",
    links: [
      { label: "Store Location", href: "/store" },
      { label: "Services", href: "/services" },
      { label: "Commercial/Gov/Edu", href: "/comm-gov-edu" },
    ],
  },
] as const

export const Footer = () => {
  const { data: config } = useStoreConfig()
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-label="Store and currency">
          <h2>Store &amp; currency</h2>
          <StoreSwitcher place="footer" />
        </section>
        <section aria-label="Newsletter">
          <h2>Newsletter</h2>
          <p>New gear, price drops and shooting tips, twice a month.</p>
          <button type="button" className="button" onClick={toggleNewsletterModal}>
            Sign up for our newsletter
          </button>
        </section>
        <section aria-label="Contact">
          <h2>Talk to us</h2>
          <p>
            <a href={phone.href}>{phone.label}</a>
          </p>
        </section>
      </div>
      <p className="site-footer__copyright">
        {config?.copyright ?? `© ${config?.store_name ?? "Shutter"}`}
      </p>
    </footer>
  )
}
