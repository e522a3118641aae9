// DATABASE_URL=postgres://…/loaded_db npx tsx bench/statementCpu.ts [runs]
// PostgreSQL's CPU per catalogue request, the statements alone: the products query's SQL (the
// search plan's lookups, the page with its counts) run over one connection whose backend's CPU
// time is read from /proc before and after (the server must be local). Unlike latency, CPU time
// hardly moves with what else a shared machine runs. Prints figures; asserts nothing.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { drizzle } from "drizzle-orm/node-postgres"
import pg from "pg"
import { attributeCatalog } from "../src/catalog/attributeRepository.js"
import type { ProductsArgs } from "../src/catalog/listingInput.js"
import type { Db } from "../src/db/database.js"
import * as schema from "../src/db/schema.js"
import { CATALOGUE_REQUESTS, runProductsStatements } from "./productsStatements.js"

const url = process.env.DATABASE_URL
if (url === undefined) throw new Error("DATABASE_URL names the loaded database")
const RUNS = Number(process.argv[2] ?? 30)

const pool = new pg.Pool({ connectionString: url, max: 1 })
const db = drizzle(pool, { schema }) as unknown as Db
const backend = (await pool.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid
const ticks = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100
const cpuMs = () => {
  const stat = readFileSync(`/proc/${backend}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return (1000 * (Number(fields[11]) + Number(fields[12]))) / ticks
}

const attributes = await attributeCatalog(db)
const run = (args: ProductsArgs) => runProductsStatements(db, attributes, args)

console.log(`load average ${execFileSync("cat", ["/proc/loadavg"]).toString().trim()}`)
for (const [name, args] of Object.entries(CATALOGUE_REQUESTS)) {
  for (let i = 0; i < 3; i++) await run(args)
  const before = cpuMs()
  const started = performance.now()
  let total = 0
  for (let i = 0; i < RUNS; i++) total = (await run(args)).total
  const wall = (performance.now() - started) / RUNS
  const cpu = (cpuMs() - before) / RUNS
  console.log(
    `${name} (${total}): PostgreSQL CPU ${cpu.toFixed(1)} ms/request, wall ${wall.toFixed(1)} ms`,
  )
}
await pool.end()
