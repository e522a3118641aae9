import { useProductListing } from "@shutter/react"
import { productPath, SEARCH_RESULTS_PATH } from "@shutter/sdk/rules"
import { Link } from "wouter"
import { formatMoney } from "../components/Money.js"
import { PLACEHOLDER_IMAGE } from "../components/ProductCard.js"
import { closeOverlay } from "../state/ui.js"

const OVERLAY_RESULTS = 6

/** The overlay's results as the shopper types (spec §2 search overlay). */
export const SearchResults = ({ term }: { readonly term: string }) => {
  const { data, showLoading } = useProductListing({
    search: term,
    query: `itemsPerPage=${OVERLAY_RESULTS}`,
  })
  const close = () => closeOverlay("searchOverlayOpen")
  return (
    <div className="search-overlay__results" aria-live="polite">
      {showLoading && !data && <p>Searching…</p>}
      {data && data.items.length === 0 && <p>No products match '{term}'.</p>}
      {data && data.items.length > 0 && (
        <>
          <ul>
            {data.items.map((product) => (
              <li key={product.uid}>
                <Link href={productPath(product)} onClick={close} className="search-overlay__hit">
                  <img
                    src={product.thumbnail?.url || PLACEHOLDER_IMAGE}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                  <span>{product.name}</span>
                  {product.hideprice !== 1 && (
                    <span className="search-overlay__price">
                      {formatMoney(product.price_range.minimum_price.final_price)}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <Link href={`${SEARCH_RESULTS_PATH}?term=${encodeURIComponent(term)}`} onClick={close}>
            See all {data.totalCount} results
          </Link>
        </>
      )}
    </div>
  )
}
