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

const configurable = buildCatalog().products.find(
  (p) => p.type_id === "configurable" && p.visibility === 4,
)

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
})
