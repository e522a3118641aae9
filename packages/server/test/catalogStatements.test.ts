// The SQL statements a category listing, a search and a product page cost once the process
// caches (store views, attributes, categories, synonyms) are warm: a statement more is a round
// trip more on every uncached catalogue request.
import { buildCatalog } from "@shutter/fixtures"
import { describe, expect, it } from "vitest"
import { countedServer } from "./countedServer.js"
import { bothDrivers, graphql } from "./helpers.js"

const CARD = `uid sku name stock_status url_key thumbnail { url }
  price_range { minimum_price { final_price { value currency } } }`

const LISTING = `query ($uid: String, $m: String) { products(
    filter: { category_uid: { eq: $uid }, manufacturer: { eq: $m } }, sort: { price: ASC }, pageSize: 24) {
  total_count items { ${CARD} } aggregations { attribute_code count options { label value count } } } }`

const SEARCH = `query ($s: String) { products(search: $s, pageSize: 24) {
  total_count items { ${CARD} } aggregations { attribute_code options { value count } } } }`

// The storefront's product card (the SDK's ProductCard fields that read rows of their own).
const STOREFRONT_CARDS = `query ($uid: String) { products(filter: { category_uid: { eq: $uid } }, pageSize: 24) {
  items { ${CARD} am_category_labels { name txt } url_rewrites { url }
    ... on CustomizableProductInterface { options { required } }
    ... on ConfigurableProduct { configurable_options { attribute_code values { label } } } } } }`

const PRODUCT_PAGE = `query ($url: String!, $k: String) {
  route(url: $url) { __typename ... on ConfigurableProduct { sku } }
  products(filter: { url_key: { eq: $k } }) { items {
    ${CARD} description { html } media_gallery { url }
    categories { name breadcrumbs { category_name } }
    ... on ConfigurableProduct { configurable_options { label } variants { product { sku } } }
    related_products { sku } } } }`

const catalog = buildCatalog()
const configurable = catalog.products.find(
  (p) => p.type_id === "configurable" && p.visibility === 4,
)

// The fixture product with the most approved reviews, and its first page of them as Magento
// orders them (newest first), each with its votes.
const REVIEW_PAGE = 4
const reviewed = (() => {
  const approved = catalog.reviews.filter((r) => r.status === "approved")
  const counts = new Map<number, number>()
  for (const r of approved) counts.set(r.product_id, (counts.get(r.product_id) ?? 0) + 1)
  const [productId, total] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0]
  const product = catalog.products.find((p) => p.id === productId)
  const page = approved
    .filter((r) => r.product_id === productId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.review_id - a.review_id)
    .slice(REVIEW_PAGE, 2 * REVIEW_PAGE)
  return { sku: product?.sku ?? "", total, page }
})()

const REVIEWS = `query ($sku: String, $size: Int, $page: Int) {
  products(filter: { sku: { eq: $sku } }) { items { sku review_count
    reviews(pageSize: $size, currentPage: $page) {
      items { summary nickname ratings_breakdown { name value } }
      page_info { total_pages } } } } }`

describe.each(bothDrivers)("SQL statements of the catalogue on $name", ({ databaseUrl }) => {
  const shop = countedServer(databaseUrl)

  const statements = async (query: string, variables: Record<string, unknown>) => {
    // The first request warms the process caches.
    expect((await graphql(shop.server(), query, { variables })).errors).toBeUndefined()
    return shop.counter().during(async () => {
      expect((await graphql(shop.server(), query, { variables })).errors).toBeUndefined()
    })
  }

  it("lists a filtered category with its aggregations in 1 statement", async () => {
    const sent = await statements(LISTING, { uid: "NA==", m: "5000" })
    // the page with its total and counts, and the manufacturer's options without its own
    // filter, added up from the facet sets' counts (not from the category's listing rows)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatch(/\bsum\(fs\.catalog_count\)/)
  })

  it("lists the storefront's product cards, labels, URLs and options included, in 1 statement", async () => {
    expect(await statements(STOREFRONT_CARDS, { uid: "NA==" })).toHaveLength(1)
  })

  it("searches a common word with its aggregations in 1 statement", async () => {
    // the page with its total and counts, the categories the words name inside it
    expect(await statements(SEARCH, { s: "camera" })).toHaveLength(1)
  })

  it("searches words it would correct if it did not know them in 1 statement, checking them inside it", async () => {
    // "nikon" could be a typo; "nikon lens" also needs some product to hold both words
    for (const words of ["nikon", "nikon lens"]) {
      const sent = await statements(SEARCH, { s: words })
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatch(/\bsearch_vocabulary\b/)
    }
  })

  it("corrects a typo with two statements more: the vocabulary's candidates and the corrected page", async () => {
    const corrected = `query ($s: String) { products(search: $s, pageSize: 24) {
      total_count items { sku } suggestions { search } } }`
    const sent = await statements(corrected, { s: "nikkon" })
    expect(sent).toHaveLength(3)
    const answer = await graphql<{
      products: { total_count: number; suggestions: { search: string }[] }
    }>(shop.server(), corrected, { variables: { s: "nikkon" } })
    expect(answer.data?.products.suggestions).toEqual([{ search: "nikon" }])
    expect(answer.data?.products.total_count).toBeGreaterThan(0)
  })

  it("opens a product page in one URL lookup, its details with the page, without reading the category tree", async () => {
    const key = configurable?.url_key ?? ""
    const sent = await statements(PRODUCT_PAGE, { url: `${key}.html`, k: key })
    // Its categories and their breadcrumbs come from the process's copy of the tree.
    expect(sent.filter((sql) => /\bfrom "categories"/.test(sql))).toEqual([])
    // Its description, gallery, categories, options and variants come with the page statement.
    const separate =
      /\bfrom "(product_media|product_categories|configurable_options|configurable_variants)"|^select "id", "short_description"/
    expect(sent.filter((sql) => separate.test(sql))).toEqual([])
    // The route reads its URL's rewrite together with the rewrite its target leads to.
    expect(sent.filter((sql) => /\bfrom "url_rewrites"/.test(sql))).toHaveLength(1)
  })

  it("reads a page of a product's reviews, their votes and its review total in 1 statement", async () => {
    expect(reviewed.total).toBeGreaterThan(2 * REVIEW_PAGE)
    const variables = { sku: reviewed.sku, size: REVIEW_PAGE, page: 2 }
    const sent = await statements(REVIEWS, variables)
    expect(sent.filter((sql) => /\bfrom "?(reviews|review_votes)\b/.test(sql))).toHaveLength(1)
    // whether reviews are shown comes from the process's copy of the store's settings
    expect(sent.filter((sql) => /\bstore_config\b/.test(sql))).toEqual([])
    const answer = await graphql<{
      products: {
        items: {
          reviews: {
            items: { summary: string; nickname: string; ratings_breakdown: unknown[] }[]
            page_info: { total_pages: number }
          }
        }[]
      }
    }>(shop.server(), REVIEWS, { variables })
    const reviews = answer.data?.products.items[0]?.reviews
    expect(reviews?.page_info.total_pages).toBe(Math.ceil(reviewed.total / REVIEW_PAGE))
    expect(reviews?.items).toEqual(
      reviewed.page.map((r) => ({
        summary: r.summary,
        nickname: r.nickname,
        ratings_breakdown: r.ratings.map((v) => ({ name: v.name, value: String(v.value) })),
      })),
    )
  })
})
