// Against a stock Magento Open Source 2.4 (no extension): only Magento's own operations and
// fields are sent; a feature that needs an extension fails with FeatureUnavailableError.
// Run: node stock-magento/main.ts https://magento.example.com/graphql

import { createStorefront, isStorefrontError } from "@shutter/sdk"
import { createCatalog } from "@shutter/sdk/catalog"

const endpoint = process.argv[2] ?? "http://127.0.0.1:3000/graphql"
const magento = { extensions: [] }

const catalog = createCatalog({ endpoint, magento })
const storefront = createStorefront({ endpoint, magento })
try {
  const listing = await catalog.catalog.listProducts({ search: "canon", query: {} })
  console.log(`${listing.totalCount} results for canon`)
  // Gift cards are an extension ("gift-cards", Adobe Commerce): stock Magento has none.
  await storefront.cart.giftCardBalance({ code: "GC-1234" })
} catch (error) {
  if (!isStorefrontError(error)) throw error
  console.log(`${error._tag}: ${error.message}`)
} finally {
  await catalog.dispose()
  await storefront.dispose()
}
