import { performance } from "node:perf_hooks"
import { parse, validate, specifiedRules } from "graphql"
import { createGraphqlEndpoint } from "../src/graphql/yoga.js"
import { createSchema } from "../src/graphql/schema.js"
import { openPglite } from "../src/db/database.js"
import { runSeedSteps } from "../src/db/seed.js"
import { seedSteps } from "../src/db/seedSteps.js"
import { silentLogger } from "../src/logger.js"
const d = await openPglite()
await d.migrate()
await runSeedSteps(d.db, seedSteps)
const yoga = createGraphqlEndpoint({ db: d.db, logger: silentLogger, fallbackHost: "localhost" })
const run = async (query: string, n: number) => {
  const body = JSON.stringify({ query })
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    const r = await yoga.fetch("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json" }, body })
    await r.text()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return `min ${times[0]?.toFixed(2)} p50 ${times[Math.floor(n / 2)]?.toFixed(2)}`
}
console.log("{ __typename } in-process:", await run("{ __typename }", 400))
const CARD = `uid sku name stock_status thumbnail { url } url_key price_range { minimum_price { final_price { value currency } regular_price { value } discount { percent_off } } }`
const big = `query { products(filter: { category_uid: { eq: "NA==" }, manufacturer: { eq: "5000" } }, sort: { price: ASC }, pageSize: 24) { total_count items { ${CARD} } aggregations { attribute_code count options { label value count } } } }`
const schema = createSchema()
let t = performance.now()
for (let i = 0; i < 200; i++) validate(schema, parse(big), specifiedRules)
console.log("parse+validate of the listing document (no cache):", ((performance.now() - t) / 200).toFixed(3), "ms")
console.log("listing in-process:", await run(big, 60))
await d.close()
