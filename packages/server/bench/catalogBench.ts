// npm run bench:catalog -w @shutter/server
// Loads 100,000 synthetic products into PostgreSQL (DATABASE_URL, or a throwaway cluster started
// here with /usr/lib/postgresql/15/bin) and into PGlite, then measures four queries: a category
// listing with two filters, a sort and aggregations; a product page (route and details); a full-text search for a common and for a
// rare term, and a trivial request (the per-request overhead). Prints p50/p95 of sequential requests and requests/second under autocannon
// (10 connections, loopback, from a load generator in a process of its own: loadClient.ts). Also
// the fixture catalogue on PGlite. Prints figures; asserts nothing.
// Every p95 is also printed as a multiple of `{ __typename }`'s, measured first on the same
// server (absolute times drift with a shared machine's load; the ratio much less), with the
// CPU milliseconds the process spent per sequential request (server and client together), and on
// a local PostgreSQL the CPU milliseconds its processes spent per request (`pg_cpu_ms_per_req`).
// BENCH_CPU_PROFILE=prefix: a CPU profile of each scenario's sequential requests,
// `prefix-<scenario>.cpuprofile`, and a table of where that time went (SQL driver, query
// builder, GraphQL, HTTP and yoga, the shop's code by folder, GC).

import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import { Session } from "node:inspector/promises"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { SYNTHETIC_FIRST_ID } from "@shutter/fixtures"
import { sql } from "drizzle-orm"
import pg from "pg"
import { recordFigures } from "../../../scripts/figures.mjs"
import { seedSteps } from "../src/app/seedSteps.js"
import { type RunningServer, startServer } from "../src/app/startServer.js"
import { loadSyntheticCatalog } from "../src/catalog/syntheticLoader.js"
import { openPglite, openPostgres } from "../src/db/database.js"
import { runSeedSteps } from "../src/db/seed.js"
import { silentLogger } from "../src/platform/logger.js"
import { startTestServer } from "../src/testing.js"
import { catalogRequests, type GraphqlBody } from "./catalogRequests.js"
import { type LoadClient, startLoadClient } from "./loadClient.js"
import { postgresCpuReader } from "./postgresCpu.js"
import { type CpuProfile, cpuByKind } from "./profileSummary.js"

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 60)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const PG_BIN = "/usr/lib/postgresql/15/bin"
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE

type Scenario = { readonly name: string; readonly body: GraphqlBody }

let postgresCpu: (() => number | undefined) | undefined

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

const measure = async (load: LoadClient, server: RunningServer, scenario: Scenario) => {
  const body = JSON.stringify(scenario.body)
  const post = async () => {
    const r = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    })
    const json = (await r.json()) as {
      errors?: unknown
      data?: { products?: { total_count?: number } }
    }
    if (json.errors) throw new Error(`${scenario.name}: ${JSON.stringify(json.errors)}`)
    return json.data?.products?.total_count ?? 0
  }
  let total = 0
  for (let i = 0; i < 5; i++) total = await post() // warm-up
  const session = CPU_PROFILE === undefined ? undefined : new Session()
  if (session !== undefined) {
    session.connect()
    await session.post("Profiler.enable")
    await session.post("Profiler.start")
  }
  const times: number[] = []
  const pgCpuBefore = postgresCpu?.()
  const cpu = process.cpuUsage()
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t = performance.now()
    await post()
    times.push(performance.now() - t)
  }
  const used = process.cpuUsage(cpu)
  const pgCpuAfter = postgresCpu?.()
  if (session !== undefined) {
    const { profile } = await session.post("Profiler.stop")
    session.disconnect()
    const slug = scenario.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")
    await writeFile(`${CPU_PROFILE}-${slug}.cpuprofile`, JSON.stringify(profile))
    console.log(`${scenario.name}: where the CPU of ${SEQUENTIAL} sequential requests went`)
    console.table(cpuByKind(profile as CpuProfile))
  }
  times.sort((a, b) => a - b)
  const result = await load.run({
    url: server.graphqlUrl,
    requests: [{ body }],
    connections: 10,
    seconds: SECONDS,
  })
  return {
    scenario: scenario.name,
    matches: total,
    p50_ms: Math.round(percentile(times, 50) * 10) / 10,
    p95_ms: Math.round(percentile(times, 95) * 10) / 10,
    cpu_ms_per_req: Math.round((used.user + used.system) / SEQUENTIAL / 100) / 10,
    ...(pgCpuBefore === undefined || pgCpuAfter === undefined
      ? {}
      : { pg_cpu_ms_per_req: Math.round(((pgCpuAfter - pgCpuBefore) / SEQUENTIAL) * 10) / 10 }),
    req_per_s: Math.round((1000 * result.latencies.length) / Math.max(1, result.elapsedMs)),
    non2xx: result.non2xx + result.errors,
  }
}

const scenarios = (): Scenario[] => {
  const requests = catalogRequests()
  return [
    // Cameras (anchor, 4 levels) × Canon (manufacturer option 5000), by price, with aggregations.
    { name: "listing: category + manufacturer, price sort, aggregations", body: requests.listing },
    { name: "product page: route + details (configurable)", body: requests["product page"] },
    { name: "search: common term (camera)", body: requests["search camera"] },
    { name: "search: rare term (darkroom)", body: requests["search darkroom"] },
    // No resolver, no catalogue SQL: HTTP + yoga parse/validate/execute + the request context
    // (the store view and display currency, both cached per process).
    { name: "trivial: { __typename }", body: requests.trivial },
  ]
}

const round1 = (value: number): number => Math.round(value * 10) / 10

const report = async (label: string, server: RunningServer) => {
  console.log(`\n## ${label}`)
  console.log(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  )
  const all = scenarios()
  const load = await startLoadClient()
  const trivial = await measure(load, server, all[all.length - 1] as Scenario)
  const times = <T extends { p95_ms: number; cpu_ms_per_req: number; req_per_s: number }>(
    row: T,
  ) => ({
    ...row,
    p95_x_trivial: round1(row.p95_ms / Math.max(0.1, trivial.p95_ms)),
    cpu_x_trivial: round1(row.cpu_ms_per_req / Math.max(0.1, trivial.cpu_ms_per_req)),
    req_per_s_of_trivial: `${((100 * row.req_per_s) / Math.max(1, trivial.req_per_s)).toFixed(1)} %`,
  })
  console.table([times(trivial)])
  try {
    for (const s of all.slice(0, -1)) console.table([times(await measure(load, server, s))])
  } finally {
    await load.close()
  }
  console.log(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  )
}

const startCluster = async (): Promise<{ url: string; stop: () => void }> => {
  const dir = mkdtempSync(join(tmpdir(), "shutter-bench-pg-"))
  execFileSync("chown", ["postgres", dir])
  const run = (args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", ...args], { stdio: "ignore" })
  run([`${PG_BIN}/initdb`, "-D", `${dir}/data`, "--auth=trust", "-U", "postgres"])
  const port = 56000 + Math.floor(Math.random() * 1000)
  run([
    `${PG_BIN}/pg_ctl`,
    "-D",
    `${dir}/data`,
    "-w",
    "-l",
    `${dir}/log`,
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c shared_buffers=256MB`,
    "start",
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run([`${PG_BIN}/pg_ctl`, "-D", `${dir}/data`, "-m", "fast", "stop"])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Creates the database when missing; loads the synthetic catalogue unless it is already there. */
const preparePostgres = async (url: string) => {
  const database = await openPostgres(url)
  try {
    await database.migrate()
    await runSeedSteps(database.db, seedSteps)
    const [row] = (
      (await database.db.execute(
        sql`select count(*)::int as n from products where id >= ${SYNTHETIC_FIRST_ID}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows
    if ((row?.n ?? 0) >= PRODUCTS) {
      console.log(`PostgreSQL: reusing ${row?.n} synthetic products already loaded`)
      return
    }
    if ((row?.n ?? 0) > 0)
      throw new Error(`${url} holds ${row?.n} synthetic products, not ${PRODUCTS}`)
    const loaded = await loadSyntheticCatalog(database.db, { products: PRODUCTS })
    console.log(
      `PostgreSQL: loaded ${loaded.products} products in ${(loaded.milliseconds / 1000).toFixed(1)} s`,
    )
  } finally {
    await database.close()
  }
}

// BENCH_DATABASE=name keeps that database between runs (created and loaded on the first one).
const benchPostgres = async () => {
  const cluster = process.env.DATABASE_URL ? undefined : await startCluster()
  const admin = process.env.DATABASE_URL ?? cluster?.url ?? ""
  const kept = process.env.BENCH_DATABASE
  const name = kept ?? `shutter_bench_${Date.now()}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  const exists = await client.query("select 1 from pg_database where datname = $1", [name])
  if (exists.rowCount === 0) await client.query(`create database "${name}"`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  try {
    await preparePostgres(url.toString())
    postgresCpu = await postgresCpuReader(url.toString())
    const server = await startServer({ port: 0, databaseUrl: url.toString(), logger: silentLogger })
    try {
      await report(`PostgreSQL 15, ${PRODUCTS} + fixture products`, server)
    } finally {
      await server.close()
      postgresCpu = undefined
    }
  } finally {
    if (kept === undefined || cluster !== undefined)
      await client.query(`drop database if exists "${name}" with (force)`)
    await client.end()
    cluster?.stop()
  }
}

const benchPglite = async () => {
  const dir = mkdtempSync(join(tmpdir(), "shutter-bench-pglite-"))
  try {
    const database = await openPglite({ dataDir: dir })
    await database.migrate()
    await runSeedSteps(database.db, seedSteps)
    const loaded = await loadSyntheticCatalog(database.db, { products: PRODUCTS })
    console.log(
      `PGlite: loaded ${loaded.products} products in ${(loaded.milliseconds / 1000).toFixed(1)} s`,
    )
    await database.close()
    const server = await startServer({ port: 0, dataDir: dir, logger: silentLogger })
    try {
      await report(`PGlite, ${PRODUCTS} + fixture products`, server)
    } finally {
      await server.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const benchFixtures = async () => {
  const server = await startTestServer()
  try {
    await report("PGlite, fixture catalogue (703 products)", server)
  } finally {
    await server.close()
  }
}

// `load`: only create/migrate/load BENCH_DATABASE on DATABASE_URL's server (no measuring).
const loadOnly = async () => {
  const admin = process.env.DATABASE_URL
  const name = process.env.BENCH_DATABASE
  if (admin === undefined || name === undefined)
    throw new Error("load needs DATABASE_URL and BENCH_DATABASE")
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  const exists = await client.query("select 1 from pg_database where datname = $1", [name])
  if (exists.rowCount === 0) await client.query(`create database "${name}"`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  await preparePostgres(url.toString())
}

// `--write`: the run's output replaces the "catalog" section of docs/figures.md.
const args = process.argv.slice(2)
const only = args.find((arg) => !arg.startsWith("--"))
const figures = args.includes("--write")
  ? recordFigures("catalog", { command: `npm run bench:catalog -- ${args.join(" ")}` })
  : undefined
if (only === "load") await loadOnly()
if (only === undefined || only === "fixtures") await benchFixtures()
if (only === undefined || only === "postgres") await benchPostgres()
if (only === undefined || only === "pglite") await benchPglite()
await figures?.write()
