import { performance } from "node:perf_hooks"
import { sql } from "drizzle-orm"
import { countAggregations } from "../src/catalog/aggregations.js"
import { attributeCatalog } from "../src/catalog/attributeRepository.js"
import { loadCategoryIndex } from "../src/catalog/categoryRepository.js"
import { parseProductsArgs } from "../src/catalog/listingInput.js"
import { listProducts, rowsOf } from "../src/catalog/productRepository.js"
import { openPglite } from "../src/db/database.js"
import { runSeedSteps } from "../src/db/seed.js"
import { seedSteps } from "../src/db/seedSteps.js"
import { findDefaultStoreView } from "../src/store/storeRepository.js"

const d = await openPglite()
await d.migrate()
await runSeedSteps(d.db, seedSteps)
const attributes = await attributeCatalog(d.db)
const request = parseProductsArgs({
  filter: { category_uid: { eq: "NA==" }, manufacturer: { eq: "5000" } },
  sort: { price: "ASC" },
  pageSize: 24,
})
const steps: Record<string, () => Promise<unknown>> = {
  "select 1": () => rowsOf(d.db, sql`select 1`),
  store: () => findDefaultStoreView(d.db),
  page: () => listProducts(d.db, request, attributes.idOf),
  counts: () => countAggregations(d.db, request, attributes),
  categories: () => loadCategoryIndex(d.db),
  "categories narrow": () =>
    rowsOf(d.db, sql`select id, uid, parent_id, level, name from categories`),
}
for (const [name, fn] of Object.entries(steps)) {
  const times: number[] = []
  for (let i = 0; i < 40; i++) {
    const t = performance.now()
    await fn()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(name.padEnd(20), "min", times[0]?.toFixed(2), "p50", times[20]?.toFixed(2))
}
await d.close()
