import { useProductListing, useStoreConfig } from "@shutter/react"
import { formatMoney, priceDisplay } from "@shutter/sdk/rules"

/** The store's name and a search listing with prices, from the hooks' valtio stores. */
export const App = () => {
  const store = useStoreConfig()
  const listing = useProductListing({ search: "canon", query: "" })
  if (listing.error) return <p role="alert">The shop is unavailable.</p>
  return (
    <main>
      <h1>{store.data?.store_name ?? "Loading…"}</h1>
      {listing.data === undefined ? (
        <p>Loading products…</p>
      ) : (
        <ul aria-label="Products">
          {listing.data.items.map((product) => {
            const price = priceDisplay(product)
            return (
              <li key={product.uid}>
                {product.name} {price._tag === "Price" ? formatMoney(price.final) : ""}
              </li>
            )
          })}
        </ul>
      )}
    </main>
  )
}
