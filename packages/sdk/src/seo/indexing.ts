// Which URL of a page is the one to index (rel=canonical) and whether a page is indexed at all.
export interface Indexing {
  /** The canonical path + query (site-relative, without locale prefix). */
  readonly canonical: string
  /** `noindex, follow` for a variant of a listing; undefined: indexable (the default). */
  readonly robots: string | undefined
}

export const NOINDEX_FOLLOW = "noindex, follow"

/**
 * A category listing's canonical URL and robots directive for a request's query.
 *
 * As Magento's "Use Canonical Link Meta Tag For Categories" does, every variant of a listing
 * (filters, sort, items per page) names the clean category URL as canonical; and as B&H does, a
 * filtered or sorted variant is also `noindex, follow`: facet combinations never enter the index
 * while their product links are still crawled. Pages of the series (`?page=2`) stay indexable and
 * are their own canonical, so products beyond the first page are reachable by crawlers (Google
 * indexes each page of a paginated series; Magento's default would fold them into page 1).
 */
export const listingIndexing = (path: string, query: string): Indexing => {
  const params = new URLSearchParams(query.replace(/^\?/, ""))
  const page = Number.parseInt(params.get("page") ?? "", 10)
  const variant = [...params.keys()].some((key) => key !== "page" && !isMarketingParameter(key))
  if (variant) return { canonical: path, robots: NOINDEX_FOLLOW }
  return { canonical: page > 1 ? `${path}?page=${page}` : path, robots: undefined }
}

/** Search results are never indexed (thin, unbounded pages); their links are still followed. */
export const searchIndexing = (path: string): Indexing => ({
  canonical: path,
  robots: NOINDEX_FOLLOW,
})

/**
 * A product or CMS page: the path without any query (a product's configurable choice or a
 * tracking parameter is the same page).
 */
export const pageIndexing = (path: string): Indexing => ({ canonical: path, robots: undefined })

/** Query keys that only carry campaign attribution (utm_*, gclid…): not a variant of the page. */
const isMarketingParameter = (key: string): boolean =>
  /^utm_/i.test(key) || ["gclid", "fbclid", "msclkid", "_ga"].includes(key)
