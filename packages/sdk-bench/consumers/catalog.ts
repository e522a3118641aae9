// A catalogue-only consumer: a listing, a product, the category tree, search suggestions.
import { createCatalog, isStorefrontError } from "@shutter/sdk/catalog"

const shop = createCatalog({ endpoint: "/graphql" })
try {
  const listing = await shop.catalog.listProducts({ search: "lens", query: {} })
  const product = await shop.catalog.productByUrlKey({ urlKey: "canon-eos-r5" })
  const tree = await shop.catalog.categoryTree()
  const suggestions = await shop.catalog.searchSuggestions({ term: "can" })
  const route = await shop.routing.resolve({ path: "/cameras.html" })
  console.log(
    listing.items.length,
    product.sku,
    tree.length,
    suggestions.products.length,
    route._tag,
  )
} catch (error) {
  if (!isStorefrontError(error)) throw error
  console.log(error._tag, error.message)
}
