import { performance } from "node:perf_hooks"
import { sql } from "drizzle-orm"
import { PgDialect } from "drizzle-orm/pg-core"
import { attributeCatalog } from "../src/catalog/attributeRepository.js"
import { parseProductsArgs } from "../src/catalog/listingInput.js"
import { listProducts, rowsOf } from "../src/catalog/productRepository.js"
import type { Db } from "../src/db/database.js"
import { openPglite } from "../src/db/database.js"
import { runSeedSteps } from "../src/db/seed.js"
import { seedSteps } from "../src/db/seedSteps.js"

const d = await openPglite()
await d.migrate()
await runSeedSteps(d.db, seedSteps)
const attributes = await attributeCatalog(d.db)
const request = parseProductsArgs({
  filter: { category_uid: { eq: "NA==" }, manufacturer: { eq: "5000" } },
  sort: { price: "ASC" },
  pageSize: 24,
})
let captured: unknown
const fake = {
  execute: async (q: unknown) => {
    captured = q
    return { rows: [] }
  },
} as unknown as Db
await listProducts(fake, request, attributes.idOf)
const { sql: text, params } = new PgDialect().sqlToQuery(captured as never)
const r = await rowsOf<{ "QUERY PLAN": string }>(
  d.db,
  sql.raw(`explain (analyze) ${text.replace(/\$(\d+)/g, (_, i) => String(params[Number(i) - 1]))}`),
)
for (const row of r) console.log(row["QUERY PLAN"])
const ids = (await rowsOf<{ id: number }>(d.db, sql`select id from products limit 19`)).map(
  (x) => x.id,
)
for (const cols of ["p.*", "p.id, p.uid, p.sku, p.name, p.price"]) {
  const times: number[] = []
  for (let i = 0; i < 30; i++) {
    const t = performance.now()
    await rowsOf(d.db, sql.raw(`select ${cols} from products p where id in (${ids.join(",")})`))
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(cols, "min", times[0]?.toFixed(2), "p50", times[15]?.toFixed(2))
}
await d.close()
