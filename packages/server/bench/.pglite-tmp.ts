import { performance } from "node:perf_hooks"
import { openPglite } from "../src/db/database.js"
import { runSeedSteps } from "../src/db/seed.js"
import { seedSteps } from "../src/db/seedSteps.js"
import { createGraphqlEndpoint } from "../src/graphql/yoga.js"
import { silentLogger } from "../src/logger.js"

const d = await openPglite()
await d.migrate()
await runSeedSteps(d.db, seedSteps)
const orig = d.db.execute.bind(d.db)
const log: [string, number][] = []
;(d.db as unknown as { execute: unknown }).execute = async (q: unknown) => {
  const t = performance.now()
  const r = await orig(q as never)
  const chunks = (q as { queryChunks?: { value?: string[] }[] }).queryChunks ?? []
  log.push([
    String(chunks[0]?.value?.[0] ?? "?")
      .replace(/\s+/g, " ")
      .slice(0, 70),
    performance.now() - t,
  ])
  return r
}
const yoga = createGraphqlEndpoint({ db: d.db, logger: silentLogger, fallbackHost: "localhost" })
const CARD = `uid sku name stock_status thumbnail { url } url_key
  price_range { minimum_price { final_price { value currency } regular_price { value } discount { percent_off } } }`
const body = JSON.stringify({
  query: `query ($uid: String, $m: String) { products(
      filter: { category_uid: { eq: $uid }, manufacturer: { eq: $m } }, sort: { price: ASC }, pageSize: 24) {
    total_count items { ${CARD} } aggregations { attribute_code count options { label value count } } } }`,
  variables: { uid: "NA==", m: "5000" },
})
for (let i = 0; i < 30; i++) {
  log.length = 0
  const t = performance.now()
  const r = await yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  })
  await r.text()
  const total = performance.now() - t
  if (i >= 27) {
    console.log(`total ${total.toFixed(1)} ms`)
    for (const [q, ms] of log) console.log(`  ${ms.toFixed(1)}  ${q}`)
  }
}
await d.close()
