// A `products` row as the parent value of the product types' resolvers.
import type { ProductDbRow, ProductListRow, ProductTextField } from "./productRepository.js"

const TYPENAMES: Readonly<Record<string, string>> = {
  simple: "SimpleProduct",
  configurable: "ConfigurableProduct",
  bundle: "BundleProduct",
  grouped: "GroupedProduct",
  virtual: "VirtualProduct",
  downloadable: "DownloadableProduct",
  // Adobe Commerce's gift card type (declared in the gift card extension schema).
  giftcard: "GiftCardProduct",
}

/**
 * A product row, with its long texts when the query that read it had them at hand, and its
 * category ids when it was read with them (a cart's products: `sellableProductsJson`).
 */
export type ProductSource = ProductListRow &
  Partial<Pick<ProductDbRow, ProductTextField>> & {
    readonly __typename: string
    readonly category_ids?: readonly number[]
  }

/** graphql-js picks the concrete type from `__typename` (its default type resolver). */
export const toProductSource = (row: ProductListRow): ProductSource => ({
  ...row,
  __typename: TYPENAMES[row.type_id] ?? "SimpleProduct",
})
