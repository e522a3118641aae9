import { useStoreConfig } from "@shutter/react"
import { Link, useRouter } from "wouter"
import { helpEntries, phone } from "../config/links.js"
import { toggleNewsletterModal } from "../state/ui.js"
import { StoreSwitcher } from "./StoreSwitcher.js"

const columns = [
  {
    title: "Shop",
    links: [
      { label: "Photography", href: "/photography" },
      { label: "Lenses", href: "/lenses.html" },
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
      { label: "Returns & exchanges", href: "/returns" },
      { label: "Warranty", href: "/warranty" },
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
      { label: "Privacy policy", href: "/privacy-policy" },
      { label: "Terms of use", href: "/terms-of-use" },
    ],
  },
] as const

/** Customer service pages a store view has of its own, by its locale path. */
const STORE_OWN_PAGES: Readonly<Record<string, ReadonlyArray<{ label: string; href: string }>>> = {
  "/ca_en": [{ label: "Duties & taxes", href: "/duties-and-taxes" }],
}

/** The cards and wallets checkout takes, as plain marks (no third-party artwork). */
const PAYMENT_MARKS = ["Visa", "Mastercard", "American Express", "Discover", "Gift card"] as const

export const Footer = () => {
  const { data: config } = useStoreConfig()
  const ownPages = STORE_OWN_PAGES[useRouter().base] ?? []
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {[...column.links, ...(column.title === "Customer service" ? ownPages : [])].map(
                (link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ),
              )}
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
          <address className="site-footer__address">
            Shutter Camera
            <br />
            125 Aperture Avenue
            <br />
            Rochester, NY 14604
          </address>
          <dl className="site-footer__hours">
            <dt>Store hours</dt>
            <dd>Mon–Sat 10 am – 7 pm</dd>
            <dd>Sun closed</dd>
            <dt>Phone hours (ET)</dt>
            <dd>Mon–Fri 9 am – 8 pm</dd>
            <dd>Sat–Sun 10 am – 6 pm</dd>
          </dl>
        </section>
      </div>
      <div className="site-footer__payments">
        <h2 className="visually-hidden">We accept</h2>
        <ul aria-label="We accept">
          {PAYMENT_MARKS.map((mark) => (
            <li key={mark} className="payment-mark">
              {mark}
            </li>
          ))}
        </ul>
      </div>
      <p className="site-footer__copyright">
        {config?.copyright ?? `© ${config?.store_name ?? "Shutter"}`}
      </p>
    </footer>
  )
}
