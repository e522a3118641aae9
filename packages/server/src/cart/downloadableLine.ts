// A downloadable line (Magento's Downloadable product type): when its links are sold
// separately the shopper picks them ("downloadable/{link}" uids) and each adds its price to
// the product's; otherwise every link comes with the product at the product's price.
import type { PricedLine } from "./bundleLine.js"
import { SPECIFY_LINKS } from "./cartMessages.js"

export interface DownloadableLinkChoice {
  readonly id: number
  readonly uid: string
  readonly title: string
  readonly price: number
}

export const priceDownloadable = (
  basePrice: number,
  separately: boolean,
  links: readonly DownloadableLinkChoice[],
  chosenUids: readonly string[],
): PricedLine => {
  if (links.length === 0) return { ok: true, unitPrice: basePrice, options: {} }
  if (!separately) return { ok: true, unitPrice: basePrice, options: { links } }
  const chosen = new Set(chosenUids)
  const picked = links.filter((l) => chosen.has(l.uid))
  if (picked.length === 0)
    return { ok: false, error: { code: "UNDEFINED", message: SPECIFY_LINKS } }
  return {
    ok: true,
    unitPrice: basePrice + picked.reduce((sum, l) => sum + l.price, 0),
    options: { links: picked },
  }
}
