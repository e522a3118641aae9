import type { ProductDetails } from "@shutter/sdk/rules"
import { LinkedProducts } from "./LinkedProducts.js"
import { firstProductTab, type ProductTabId, ProductTabs } from "./ProductTabs.js"

/**
 * Below the buy box: the product's tabs (description, specs, in the box, reviews, questions)
 * and the related-product carousels. `active` unset is the first tab the product has.
 */
export const ProductDetailsSection = ({
  product,
  active,
  onSelect,
}: {
  readonly product: ProductDetails
  readonly active: ProductTabId | undefined
  readonly onSelect: (tab: ProductTabId) => void
}) => (
  <>
    {/* The tabs' HTML has its own h3s: they sit under this h2, not straight under the h1. */}
    <h2 className="visually-hidden">Product details</h2>
    <ProductTabs
      product={product}
      active={active ?? firstProductTab(product)}
      onSelect={onSelect}
    />
    <LinkedProducts sku={product.sku ?? ""} />
  </>
)
