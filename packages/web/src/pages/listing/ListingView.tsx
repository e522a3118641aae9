import { useProductListing } from "@shutter/react"
import {
  LISTING_PAGE_SIZES,
  type ListingParams,
  listingPageSize,
  listingSortMenu,
  parseListingQuery,
  withItemsPerPage,
  withPage,
  withSort,
} from "@shutter/sdk/rules"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { Link, useLocation, useSearch } from "wouter"
import { ProductCard } from "../../components/ProductCard.js"
import { usePageProgress } from "../../hooks/usePageProgress.js"
import { closeFilterSidebar, toggleFilterSidebar, ui } from "../../state/ui.js"
import { ErrorPage } from "../ErrorPage.js"
import { ActiveFilters, FilterPanel } from "./FilterPanel.js"
import { listingHref, listingKey, readViewMode, type ViewMode } from "./listingUrl.js"
import { SearchCorrection } from "./SearchCorrection.js"

const Pagination = ({
  page,
  totalPages,
  href,
}: {
  readonly page: number
  readonly totalPages: number
  readonly href: (page: number) => string
}) => {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === totalPages || Math.abs(p - page) <= 2,
  )
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev">
          Previous
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p}>
          {i > 0 && p - (pages[i - 1] ?? p) > 1 && <span aria-hidden="true">…</span>}
          <Link href={href(p)} aria-current={p === page ? "page" : undefined}>
            <span className="visually-hidden">Page </span>
            {p}
          </Link>
        </span>
      ))}
      {page < totalPages && (
        <Link href={href(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  )
}

/** The filter drawer's closing button names what it shows: "Show 1 result", "Show 12 results". */
const showResultsLabel = (count: number): string =>
  `Show ${count} ${count === 1 ? "result" : "results"}`

/**
 * A product listing (category or search): filters, chips, one toolbar (sort, items per page,
 * view mode), results and pagination. Every bit of state is in the URL; each URL state is ONE
 * products request (items + aggregations), made by the SDK.
 */
export const ListingView = ({
  categoryUid,
  search,
  heading,
}: {
  readonly categoryUid?: string
  readonly search?: string
  readonly heading: string
}) => {
  const [path, navigate] = useLocation()
  const rawSearch = useSearch()
  const mode = readViewMode(rawSearch)
  const query = listingKey(rawSearch)
  // Arriving from another page, that page stays on screen until the first results are here;
  // then a new filter, sort or page shows the current results as stale until the next ones.
  const { data, error, showLoading, stale, loading } = useProductListing(
    {
      ...(categoryUid === undefined ? {} : { categoryUid }),
      ...(search === undefined ? {} : { search }),
      query,
    },
    { suspendWhile: "empty" },
  )
  usePageProgress(loading)
  const { filterSidebarOpen } = useSnapshot(ui)
  // The drawer stays open while filters change the query; another page (path) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: path is the trigger, not an input
  useEffect(() => closeFilterSidebar, [path])
  const params: ListingParams = parseListingQuery(rawSearch)
  const href = (next: ListingParams, nextMode: ViewMode = mode) => listingHref(path, next, nextMode)
  const sortMenu = listingSortMenu(params, search !== undefined ? "search" : "category")

  if (error) {
    return <ErrorPage />
  }

  const aggregations = data?.aggregations ?? []
  const totalPages = data?.pageInfo.total_pages ?? 0
  return (
    <section className="listing" aria-busy={loading}>
      <h1 className="listing__title">{heading}</h1>
      {search !== undefined && data?.corrected !== undefined && (
        <SearchCorrection asked={search} corrected={data.corrected} />
      )}
      <div className="listing__layout">
        <aside
          className={
            filterSidebarOpen ? "listing__filters listing__filters--open" : "listing__filters"
          }
          aria-label="Filters"
        >
          <div className="listing__filters-head">
            <h2>Filter by</h2>
            <button type="button" className="drawer-close" onClick={closeFilterSidebar}>
              Close filters
            </button>
          </div>
          <FilterPanel aggregations={aggregations} params={params} href={href} />
          <div className="listing__filters-foot">
            <button
              type="button"
              className="button button--primary"
              onClick={closeFilterSidebar}
              disabled={data === undefined}
            >
              {data === undefined ? "Show results" : showResultsLabel(data.totalCount)}
            </button>
          </div>
        </aside>
        <div className="listing__results">
          <div className="toolbar">
            <button
              type="button"
              className="toolbar__filters"
              onClick={toggleFilterSidebar}
              aria-expanded={filterSidebarOpen}
            >
              Filters
            </button>
            <p className="toolbar__count" aria-live="polite">
              {data ? `${data.totalCount} ${data.totalCount === 1 ? "item" : "items"}` : " "}
            </p>
            <label>
              Sort by{" "}
              <select
                value={sortMenu.selected}
                onChange={(event) => navigate(href(withSort(params, event.target.value)))}
              >
                {sortMenu.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Show{" "}
              <select
                value={listingPageSize(params.itemsPerPage)}
                onChange={(event) =>
                  navigate(href(withItemsPerPage(params, Number(event.target.value))))
                }
              >
                {LISTING_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="toolbar__modes">
              <legend className="visually-hidden">View as</legend>
              <Link href={href(params, "grid")} aria-current={mode === "grid" ? "true" : undefined}>
                Grid
              </Link>
              <Link href={href(params, "list")} aria-current={mode === "list" ? "true" : undefined}>
                List
              </Link>
            </fieldset>
          </div>
          <ActiveFilters aggregations={aggregations} params={params} href={href} />
          {/* The cards' names are h3s: they belong to this h2, not to the filters' one. */}
          <h2 className="visually-hidden">Products</h2>
          {data === undefined ? (
            <div
              className={showLoading ? "skeleton-grid skeleton-grid--visible" : "skeleton-grid"}
              aria-hidden="true"
            />
          ) : data.items.length === 0 ? (
            <p className="listing__empty">We can't find products matching the selection.</p>
          ) : (
            <div
              className={`products products--${mode}${stale ? " products--stale" : ""}`}
              data-testid="products"
              data-mode={mode}
            >
              {data.items.map((product, index) => (
                <ProductCard
                  key={product.uid}
                  product={product}
                  layout={mode}
                  eager={index === 0}
                />
              ))}
            </div>
          )}
          <Pagination
            page={params.page}
            totalPages={totalPages}
            href={(page) => href(withPage(params, page))}
          />
        </div>
      </div>
    </section>
  )
}
