// The statements of one products query with aggregations, as the resolvers send them: the
// search plan's lookups, the page with its counts and what a filter needs without its own, then
// the counting. Shared by the benches that replay them on a connection of their own.
import { countAggregations, extraCountQueries } from "../src/catalog/aggregations.js"
import type { AttributeCatalog } from "../src/catalog/attributeRepository.js"
import type { ProductsArgs } from "../src/catalog/listingInput.js"
import { listProducts, pageCountsOf } from "../src/catalog/productRepository.js"
import { listingRequestOf } from "../src/catalog/productsQuery.js"
import type { Db } from "../src/db/database.js"

/** The catalogue requests the statement benches measure: a filtered listing and two searches. */
export const CATALOGUE_REQUESTS: Readonly<Record<string, ProductsArgs>> = {
  listing: {
    filter: { category_uid: { eq: "NA==" }, manufacturer: { eq: "5000" } },
    sort: { price: "ASC" },
    pageSize: 24,
  },
  "search camera": { search: "camera", pageSize: 24 },
  "search darkroom": { search: "darkroom", pageSize: 24 },
}

export const runProductsStatements = async (
  db: Db,
  attributes: AttributeCatalog,
  args: ProductsArgs,
) => {
  const { request } = await listingRequestOf(db, 1, args)
  const page = await listProducts(db, request, attributes.idOf, {
    withCounts: true,
    extraCounts: extraCountQueries(request, attributes),
  })
  await countAggregations(db, request, attributes, Promise.resolve(pageCountsOf(page)))
  return page
}
