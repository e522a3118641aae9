// A Node script with the Promise facade: search, add the first simple product to a cart,
// tell the errors apart. Run: node node-script/main.ts http://127.0.0.1:3000/graphql
import { createStorefront, formatMoney, isStorefrontError } from "@shutter/sdk"

const storefront = createStorefront({
  endpoint: process.argv[2] ?? "http://127.0.0.1:3000/graphql",
})
try {
  const listing = await storefront.catalog.listProducts({ search: "canon", query: {} })
  const card = listing.items.find((item) => item.__typename === "SimpleProduct")
  if (card?.sku == null) throw new Error("no simple product found")
  const product = await storefront.catalog.productBySku({ sku: card.sku })
  const cart = await storefront.cart.addItem({ product, quantity: 1 })
  const total = cart.prices?.grand_total
  console.log(`${listing.totalCount} results; cart: ${cart.total_quantity} × ${product.name}`)
  console.log(`grand total ${total ? formatMoney(total) : "-"}`)
  await storefront.catalog.productBySku({ sku: "NO-SUCH-SKU" })
} catch (error) {
  if (!isStorefrontError(error)) throw error
  console.log(`${error._tag}: ${error.message}`)
} finally {
  await storefront.dispose()
}
