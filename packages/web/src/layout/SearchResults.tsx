import { useSearchSuggestions } from "@shutter/react"
import { formatMoney, productPath, SEARCH_RESULTS_PATH } from "@shutter/sdk/rules"
import { Link } from "wouter"
import { PLACEHOLDER_IMAGE } from "../components/imageRenditions.js"
import { closeOverlay } from "../state/ui.js"

const resultsPath = (term: string, categoryUid?: string) =>
  `${SEARCH_RESULTS_PATH}?term=${encodeURIComponent(term)}${
    categoryUid === undefined ? "" : `&category_uid=${encodeURIComponent(categoryUid)}`
  }`

/**
 * The overlay's suggestions as the shopper types (spec §2 search overlay): the corrected term,
 * categories and products. When to ask is the SDK's rule (debounced; a term typed over is
 * cancelled); the last answer stays on screen while the next loads.
 */
export const SearchResults = ({ term: typed }: { readonly term: string }) => {
  const { data, loading } = useSearchSuggestions(typed)
  const close = () => closeOverlay("searchOverlayOpen")
  const searched = data?.corrected ?? data?.term ?? typed
  return (
    <div className="search-overlay__results" aria-live="polite" aria-busy={loading}>
      {loading && data === undefined && <p>Searching…</p>}
      {data?.corrected !== undefined && (
        <p className="search-overlay__corrected">
          Showing results for <strong>{data.corrected}</strong>
        </p>
      )}
      {data && data.totalCount === 0 && <p>No products match '{data.term}'.</p>}
      {data && data.categories.length > 0 && (
        <section aria-label="Categories">
          <h2 className="search-overlay__heading">Categories</h2>
          <ul className="search-overlay__categories">
            {data.categories.map((category) => (
              <li key={category.uid}>
                <Link href={resultsPath(searched, category.uid)} onClick={close}>
                  {category.label} <span className="search-overlay__count">({category.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.products.length > 0 && (
        <section aria-label="Products">
          <h2 className="search-overlay__heading">Products</h2>
          <ul>
            {data.products.map((product) => (
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
          <Link href={resultsPath(searched)} onClick={close}>
            See all {data.totalCount} results
          </Link>
        </section>
      )}
    </div>
  )
}
