// The GraphQL requests the catalogue benches send: a category listing with two filters, a sort
// and aggregations; a product page (route and details); a common and a rare search; and
// `{ __typename }` (the fixed per-request cost).
import { buildCatalog } from "@shutter/fixtures"

export interface GraphqlBody {
  readonly query: string
  readonly variables: Readonly<Record<string, unknown>>
}

const CARD = `uid sku name stock_status thumbnail { url } url_key
  price_range { minimum_price { final_price { value currency } regular_price { value } discount { percent_off } } }`

const listing = (categoryUid: string, manufacturer: number): GraphqlBody => ({
  query: `query ($uid: String, $m: String) { products(
      filter: { category_uid: { eq: $uid }, manufacturer: { eq: $m } }, sort: { price: ASC }, pageSize: 24) {
    total_count items { ${CARD} } aggregations { attribute_code count options { label value count } } } }`,
  variables: { uid: categoryUid, m: String(manufacturer) },
})

const search = (term: string): GraphqlBody => ({
  query: `query ($s: String) { products(search: $s, pageSize: 24) { total_count items { ${CARD} }
    aggregations { attribute_code count options { value count } } } }`,
  variables: { s: term },
})

// A product page as the storefront opens it: the route of its URL and the product's details
// (texts, gallery, categories with breadcrumbs, options, variants, labels, related products).
const productPage = (urlKey: string): GraphqlBody => ({
  query: `query ($url: String!, $k: String) {
    route(url: $url) { __typename ... on ConfigurableProduct { sku } }
    products(filter: { url_key: { eq: $k } }) { total_count items {
      ${CARD} meta_title meta_description short_description { html } description { html }
      tab_box tab_specs_dims special_price
      am_product_labels { label_id name txt }
      media_gallery { url label position disabled }
      categories { uid name url_path breadcrumbs { category_uid category_name category_url_path } }
      url_rewrites { url }
      ... on CustomizableProductInterface { options { uid title required sort_order } }
      ... on ConfigurableProduct {
        configurable_options { attribute_code label values { value_index label swatch_data { value } } }
        variants { attributes { code value_index } product { uid sku stock_status thumbnail { url } } } }
      related_products { ${CARD} } } } }`,
  variables: { url: `${urlKey}.html`, k: urlKey },
})

const configurableUrlKey = (): string => {
  const product = buildCatalog().products.find(
    (p) => p.type_id === "configurable" && p.visibility === 4,
  )
  if (product === undefined) throw new Error("the fixtures hold no visible configurable product")
  return product.url_key
}

/** By name: Cameras (anchor, 4 levels) × Canon (option 5000) by price; a configurable's page. */
export const catalogRequests = () =>
  ({
    trivial: { query: "{ __typename }", variables: {} },
    listing: listing("NA==", 5000),
    "product page": productPage(configurableUrlKey()),
    "search camera": search("camera"),
    "search darkroom": search("darkroom"),
  }) satisfies Record<string, GraphqlBody>
