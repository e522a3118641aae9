// Destinations the spec names but does not give addresses for ("not shown"). A real camera shop
// runs these as separate sites; these defaults are placeholders on the reserved .example domain,
// to be replaced per deployment.
import { FREE_SHIPPING_PROMO_TEXT } from "@shutter/sdk/rules"

export interface ExternalLink {
  readonly label: string
  readonly href: string
}

/** Spec §1: the five external links of the top menu, in order. */
export const topMenuLinks: ReadonlyArray<ExternalLink> = [
  { label: "Commercial/Gov/Edu", href: "https://business.shutter.example/" },
  { label: "Rentals", href: "https://rentals.shutter.example/" },
  { label: "Take a Class", href: "https://classes.shutter.example/" },
  { label: "Photo Lab", href: "https://lab.shutter.example/" },
  { label: "Blog", href: "https://blog.shutter.example/" },
]

/** The phone contact link of the top menu. */
export const phone = { label: "1-800-555-0142", href: "tel:+18005550142" } as const

/** Spec §1: the Help popup's three entries (their texts are the SDK's). */
export { HELP_ENTRIES as helpEntries } from "@shutter/sdk/rules"

export const promo = {
  text: FREE_SHIPPING_PROMO_TEXT,
  href: "/shipping-policy",
} as const

/** This storefront's public hosts: absolute mega-menu links to them become site-relative. */
export const OWN_HOSTS: ReadonlyArray<string> = ["https://www.shutter.example"]
