import type { ProductDetails } from "@shutter/sdk/rules"
import { formatMoney } from "@shutter/sdk/rules"

// A chunk of its own (see productOptionTypes.ts), loaded for downloadable products: a link
// picker when the links are sold separately, else the list of what the download includes.

export const DownloadableLinks = ({
  product,
  links,
  onToggle,
}: {
  readonly product: ProductDetails
  readonly links: ReadonlyArray<string>
  readonly onToggle: (uid: string) => void
}) => {
  const all = (product.downloadable_product_links ?? [])
    .filter((l) => l !== null)
    .slice()
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
  if (all.length === 0) return null
  const currency = product.price_range.minimum_price.final_price.currency
  const title = product.links_title || "Downloads"
  if (product.links_purchased_separately !== 1)
    return (
      <div className="choices" data-testid="downloadable-links">
        <p className="choice-group__title">{title} included</p>
        <ul className="choice-list">
          {all.map((link) => (
            <li key={link.uid}>{link.title}</li>
          ))}
        </ul>
      </div>
    )
  return (
    <div className="choices" data-testid="downloadable-links">
      <fieldset className="choice-group">
        <legend className="choice-group__title">
          {title}
          <span className="choice__required"> *</span>
        </legend>
        {all.map((link) => (
          <label key={link.uid} className="choice">
            <input
              type="checkbox"
              checked={links.includes(link.uid)}
              onChange={() => onToggle(link.uid)}
            />
            <span className="choice__label">{link.title}</span>
            <span className="choice__price">+{formatMoney({ value: link.price, currency })}</span>
          </label>
        ))}
      </fieldset>
    </div>
  )
}

export default DownloadableLinks
