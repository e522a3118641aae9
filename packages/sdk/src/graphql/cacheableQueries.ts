// Queries whose answer is the same for every guest of a store view and currency (catalogue,
// categories, CMS, store config, URL resolution): sent as GET so that the server's response
// cache, and a CDN in front of it, can answer them (Magento caches GraphQL GETs only). Cart,
// customer, order and directory queries, and every mutation, are POSTed.
export const CACHEABLE_QUERIES: ReadonlySet<string> = new Set([
  "storeConfig",
  "availableStores",
  "warrantyConfig",
  "cmsPage",
  "cmsBlocks",
  "getMegaMenuByGroupTitle",
  "route",
  "productList",
  "productDetails",
  "upsellProducts",
  "relatedProducts",
  "linkedProducts",
  "productReview",
  "productReviewRatingsMetadata",
  "categoryTree",
  "category",
])

/** Longer URLs are POSTed instead (proxies and CDNs commonly refuse URLs past 8 KiB). */
export const MAX_GET_URL_LENGTH = 8000

/**
 * The query text without insignificant whitespace (a shorter URL): runs of blanks, line breaks
 * and commas outside string literals become one space; comments are dropped.
 */
export const compactQuery = (query: string): string => {
  let out = ""
  let blank = false
  for (let i = 0; i < query.length; i++) {
    const c = query.charAt(i)
    if (c === '"') {
      let end = i + 1
      while (end < query.length && query.charAt(end) !== '"')
        end += query.charAt(end) === "\\" ? 2 : 1
      if (blank && out !== "") out += " "
      blank = false
      out += query.slice(i, end + 1)
      i = end
    } else if (c === "#") {
      // A comment runs to the end of its line: dropped (the line break would end it).
      const end = query.indexOf("\n", i)
      i = end === -1 ? query.length : end
      blank = true
    } else if (c === " " || c === "\n" || c === "\t" || c === "\r" || c === ",") {
      blank = true
    } else {
      if (blank && out !== "") out += " "
      blank = false
      out += c
    }
  }
  return out
}

/** Magento's GET form: `?query=…&operationName=…&variables=…` (variables only when given). */
export const getUrlOf = (
  endpoint: string,
  query: string,
  operationName: string,
  variables: Readonly<Record<string, unknown>>,
): string => {
  const params = [
    `query=${encodeURIComponent(compactQuery(query))}`,
    `operationName=${encodeURIComponent(operationName)}`,
  ]
  if (Object.keys(variables).length > 0)
    params.push(`variables=${encodeURIComponent(JSON.stringify(variables))}`)
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}${params.join("&")}`
}
