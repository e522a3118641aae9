// `npm run bench:load`: the whole shop (backend + web server, started like `npm start`) under
// Magento's performance-toolkit mix — browse 30 %, search 30 %, add to cart 28 %, wishlist 2 %,
// compare 2 %, checkout 8 % — on PGlite and on PostgreSQL (1 and 2 server workers), reporting
// req/s, p50/p95/p99 per step, errors and the RSS of each process over the run.
//
//   npm run bench:load -- [--duration 10] [--connections 50] [--db pglite,postgres]
//                         [--workers 1,2] [--transport get|post] [--mix toolkit|listing]
//                         [--json file]
//   npm run bench:load -- --smoke
//
// --smoke: a few seconds on PGlite with one worker and a few shoppers, no warm-up, exiting 1
// when any request failed (npm test runs it, so the benchmark keeps working).
//
// PostgreSQL: DATABASE_URL (any database of the server; the bench creates and drops its own).
// REDIS_URL, when set, is passed on: the workers then share rate limits, the response cache and
// page invalidations through it (as they must in production with more than one process).
// Each connection is one shopper with an address of its own (X-Forwarded-For).
// --transport post sends every query as a POST (how the SDK talked before cacheable GETs);
// --server-dist / --web-dist run another build (e.g. a copy of an older one) of the two servers.
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import http from "node:http"
import { createServer } from "node:net"
import { loadavg, tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import {
  AddProductsToCartMutation,
  CreateEmptyCartMutation,
  PlaceOrderMutation,
  ProductDetailsQuery,
  ProductListQuery,
  SetBillingAddressOnCartMutation,
  SetGuestEmailOnCartMutation,
  SetPaymentMethodOnCartMutation,
  SetShippingAddressesOnCartMutation,
  SetShippingMethodsOnCartMutation,
} from "@shutter/sdk/effect"
import pg from "pg"
import { recordFigures } from "./figures.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    db: { type: "string", default: "pglite,postgres" },
    workers: { type: "string", default: "1,2" },
    transport: { type: "string", default: "get" },
    json: { type: "string" },
    // replace the "load" section of docs/figures.md with this run's output
    write: { type: "boolean", default: false },
    "server-dist": { type: "string", default: join(root, "packages/server/dist") },
    "web-dist": { type: "string", default: join(root, "packages/web") },
    warmup: { type: "string", default: "3" },
    mix: { type: "string", default: "toolkit" },
    smoke: { type: "boolean", default: false },
  },
})
const SMOKE = args.smoke
if (SMOKE) {
  args.db = "pglite"
  args.duration = "4"
  args.connections = "8"
  args.warmup = "0"
}
const figures = args.write
  ? recordFigures("load", { command: `npm run bench:load -- ${process.argv.slice(2).join(" ")}` })
  : undefined
const DURATION_S = Number(args.duration)
const CONNECTIONS = Number(args.connections)
const WARMUP_S = Number(args.warmup)
const USE_GET = args.transport !== "post"
const host = "127.0.0.1"

// ── the shop's documents, exactly as the SDK sends them ─────────────────────────────────────
// The SDK's documents are their text and their definitions (`TypedDocumentString`).
const text = (document) => document.text
const nameOf = (document) =>
  document.definitions.find((definition) => definition.kind !== "fragment").name
const compact = (query) => query.replace(/\s+/g, " ").trim()
const LISTING = text(ProductListQuery)
const LISTING_NAME = nameOf(ProductListQuery)
const DETAILS = text(ProductDetailsQuery)
const DETAILS_NAME = nameOf(ProductDetailsQuery)

// ── processes ───────────────────────────────────────────────────────────────────────────────
const freePort = () =>
  new Promise((resolvePort) => {
    const probe = createServer()
    probe.listen(0, host, () => {
      const { port } = probe.address()
      probe.close(() => resolvePort(port))
    })
  })

const waitForHealth = async (url, child, name) => {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${name} did not become healthy`)
}

const startProcess = (script, env) => {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let stderr = ""
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  child.lastErrors = () => stderr
  return child
}

const stopProcess = (child) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise((r) => {
        child.once("exit", r)
        child.kill("SIGTERM")
        setTimeout(() => child.kill("SIGKILL"), 15_000).unref()
      })

/** Resident memory (MiB) of a process and its descendants (cluster workers). */
const rssOf = async (pid) => {
  let total = 0
  const visit = async (id) => {
    const status = await readFile(`/proc/${id}/status`, "utf8").catch(() => "")
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    total += kb / 1024
    const children = await readFile(`/proc/${id}/task/${id}/children`, "utf8").catch(() => "")
    for (const child of children.trim().split(/\s+/).filter(Boolean)) await visit(child)
  }
  await visit(pid)
  return total
}

const watchRss = (processes) => {
  const samples = Object.fromEntries(Object.keys(processes).map((name) => [name, []]))
  const timer = setInterval(async () => {
    for (const [name, child] of Object.entries(processes))
      samples[name].push(await rssOf(child.pid))
  }, 500)
  return () => {
    clearInterval(timer)
    return Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name,
        {
          mean: Math.round(list.reduce((a, b) => a + b, 0) / Math.max(1, list.length)),
          max: Math.round(Math.max(0, ...list)),
        },
      ]),
    )
  }
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 })

const request = (base, method, path, headers = {}, body) =>
  new Promise((resolveRequest) => {
    const started = performance.now()
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          accept: "application/json",
          ...headers,
          ...(body !== undefined
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
            : {}),
        },
      },
      (res) => {
        const chunks = []
        res.on("data", (c) => chunks.push(c))
        res.on("end", () =>
          resolveRequest({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        )
        res.on("error", () =>
          resolveRequest({ status: 0, headers: {}, text: "", ms: performance.now() - started }),
        )
      },
    )
    req.on("error", (error) =>
      resolveRequest({
        status: 0,
        headers: {},
        text: String(error.code ?? error.message),
        ms: performance.now() - started,
      }),
    )
    req.end(body)
  })

const shopHeaders = { store: "default", "content-currency": "USD" }

/** One GraphQL operation through the shop's /graphql: GET for cacheable queries, like the SDK. */
const graphql = async (base, query, operationName, variables, cacheable, headers = shopHeaders) => {
  const answer =
    cacheable && USE_GET
      ? await request(
          base,
          "GET",
          `/graphql?query=${encodeURIComponent(compact(query))}&operationName=${operationName}${
            Object.keys(variables).length > 0
              ? `&variables=${encodeURIComponent(JSON.stringify(variables))}`
              : ""
          }`,
          headers,
        )
      : await request(
          base,
          "POST",
          "/graphql",
          headers,
          JSON.stringify({ query, operationName, variables }),
        )
  let parsed
  try {
    parsed = JSON.parse(answer.text)
  } catch {
    parsed = undefined
  }
  // A mutation's user errors (e.g. "The requested qty is not available") are failures too.
  const userErrors = Object.values(parsed?.data ?? {}).flatMap((field) => field?.user_errors ?? [])
  const ok =
    answer.status === 200 &&
    parsed?.data != null &&
    !(parsed.errors?.length > 0) &&
    userErrors.length === 0
  return { ...answer, ok, data: parsed?.data, errors: parsed?.errors ?? userErrors }
}

// ── the catalogue the shoppers browse ───────────────────────────────────────────────────────
const discover = async (base) => {
  const categories = await graphql(
    base,
    "query cats { categoryList(filters: {}) { uid url_path url_suffix children { uid url_path url_suffix children { uid url_path url_suffix } } } }",
    "cats",
    {},
    false,
  )
  const flat = []
  const walk = (nodes) => {
    for (const node of nodes ?? []) {
      if (node.url_path) flat.push(node)
      walk(node.children)
    }
  }
  walk(categories.data?.categoryList)
  const products = await graphql(
    base,
    'query all($page: Int) { products(search: "", pageSize: 200, currentPage: $page) { items { __typename sku name url_key stock_status qty } } }',
    "all",
    { page: 1 },
    false,
  )
  const items = products.data?.products?.items ?? []
  const candidates = items.filter(
    (p) => p.__typename === "SimpleProduct" && p.stock_status === "IN_STOCK" && p.qty >= 150,
  )
  // Only what a shopper can put in a cart one at a time (some products sell in twos or more).
  const probe = await graphql(
    base,
    text(CreateEmptyCartMutation),
    nameOf(CreateEmptyCartMutation),
    {},
    false,
  )
  const singles = []
  for (const product of SMOKE ? candidates.slice(0, 8) : candidates) {
    const added = await graphql(
      base,
      text(AddProductsToCartMutation),
      nameOf(AddProductsToCartMutation),
      { cartId: probe.data?.createEmptyCart, cartItems: [{ sku: product.sku, quantity: 1 }] },
      false,
    )
    if (added.ok) singles.push(product)
  }
  const buyable = singles
  const words = [
    ...new Set(items.flatMap((p) => p.name.split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w)))),
  ].slice(0, 40)
  if (flat.length === 0 || buyable.length === 0 || words.length === 0)
    throw new Error(
      `Nothing to browse: ${JSON.stringify({ c: flat.length, b: buyable.length, w: words.length, e: categories.errors ?? products.errors })}`,
    )
  // The pages shoppers browse: a few dozen products, as most traffic goes to few pages.
  const browsed = items.filter((p) => p.url_key).slice(0, 60)
  return { categories: flat, products: browsed, buyable, words }
}

// ── the mix ─────────────────────────────────────────────────────────────────────────────────
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const SORTS = [undefined, { price: "ASC" }, { name: "ASC" }]
const PAGE_SIZE = 24

const ADDRESS = {
  firstname: "Ansel",
  lastname: "Adams",
  street: ["1 Yosemite Way"],
  city: "Los Angeles",
  region_id: 5,
  postcode: "90001",
  country_code: "US",
  telephone: "5551234567",
}

// This run's network: the server keeps per-address rate limits (in Redis when REDIS_URL is set,
// where they outlive the run), so every run's shoppers come from addresses of their own.
const RUN_NETWORK = randomBytes(4)
  .toString("hex")
  .replace(/^(.{4})/, "$1:")

/** Shopper `i`'s address: an IPv6 /64 of its own (the rate limits count an IPv6 client per /64). */
const shopperAddress = (i) => `fd00:${RUN_NETWORK}:${i.toString(16)}::1`

/**
 * A shopper on one connection, from an address of its own (`X-Forwarded-For`, believed by the
 * web server, which trusts loopback here, as it would a load balancer), so the backend's
 * per-address rate limits count each shopper as they would in production; every step records
 * its requests under its step name.
 */
const shopper = (base, catalog, record, address) => {
  let cartId
  let cartLines = 0
  const headers = { ...shopHeaders, "x-forwarded-for": address }
  const op = async (step, query, name, variables, cacheable) => {
    const answer = await graphql(base, query, name, variables, cacheable, headers)
    record(step, answer.ms, answer.ok, answer)
    return answer
  }
  const newCart = async (step) =>
    (await op(step, text(CreateEmptyCartMutation), nameOf(CreateEmptyCartMutation), {}, false)).data
      ?.createEmptyCart
  const listing = (step, variables) =>
    op(step, LISTING, LISTING_NAME, { pageSize: PAGE_SIZE, ...variables }, true)
  const bySkus = (step, count) =>
    listing(step, {
      filter: { sku: { in: Array.from({ length: count }, () => pick(catalog.products).sku) } },
    })

  return {
    browse: async () => {
      const category = pick(catalog.categories)
      const sort = pick(SORTS)
      await listing("browse: category listing", {
        filter: { category_uid: { eq: category.uid } },
        ...(sort ? { sort } : {}),
      })
      const product = pick(catalog.products)
      await op(
        "browse: product page",
        DETAILS,
        DETAILS_NAME,
        { filter: { url_key: { eq: product.url_key } } },
        true,
      )
      if (Math.random() < 0.34) {
        // A first visit: the server-rendered HTML (the web server's page cache).
        const page = await request(
          base,
          "GET",
          `/${category.url_path}${category.url_suffix ?? ""}`,
          {
            accept: "text/html",
          },
        )
        record("browse: HTML page", page.ms, page.status === 200, page)
      }
    },
    listing: () => {
      const sort = pick(SORTS)
      return listing("category listing only", {
        filter: { category_uid: { eq: pick(catalog.categories).uid } },
        ...(sort ? { sort } : {}),
      })
    },
    search: () => listing("search", { search: pick(catalog.words) }),
    addToCart: async () => {
      if (cartId === undefined || cartLines >= 10) {
        cartId = await newCart("add to cart: new cart")
        cartLines = 0
      }
      cartLines += 1
      await op(
        "add to cart",
        text(AddProductsToCartMutation),
        nameOf(AddProductsToCartMutation),
        { cartId, cartItems: [{ sku: pick(catalog.buyable).sku, quantity: 1 }] },
        false,
      )
    },
    // The storefront keeps the wishlist and the compare list in the browser; their pages load
    // the products by sku.
    wishlist: () => bySkus("wishlist", 4),
    compare: () => bySkus("compare", 3),
    checkout: async () => {
      const started = performance.now()
      const id = await newCart("checkout: steps")
      const steps = [
        [
          AddProductsToCartMutation,
          { cartId: id, cartItems: [{ sku: pick(catalog.buyable).sku, quantity: 1 }] },
        ],
        [SetGuestEmailOnCartMutation, { input: { cart_id: id, email: "bench@example.com" } }],
        [
          SetShippingAddressesOnCartMutation,
          { input: { cart_id: id, shipping_addresses: [{ address: ADDRESS }] } },
        ],
        [
          SetBillingAddressOnCartMutation,
          { input: { cart_id: id, billing_address: { same_as_shipping: true } } },
        ],
        [
          SetShippingMethodsOnCartMutation,
          {
            input: {
              cart_id: id,
              shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }],
            },
          },
        ],
        [
          SetPaymentMethodOnCartMutation,
          { input: { cart_id: id, payment_method: { code: "checkmo" } } },
        ],
      ]
      let ok = id !== undefined
      for (const [document, variables] of steps) {
        if (!ok) break
        ok = (await op("checkout: steps", text(document), nameOf(document), variables, false)).ok
      }
      if (ok)
        ok = (
          await op(
            "checkout: placeOrder",
            text(PlaceOrderMutation),
            nameOf(PlaceOrderMutation),
            { input: { cart_id: id } },
            false,
          )
        ).ok
      record("checkout (whole flow)", performance.now() - started, ok)
    },
  }
}

const MIX = [
  ["browse", 30],
  ["search", 30],
  ["addToCart", 28],
  ["wishlist", 2],
  ["compare", 2],
  ["checkout", 8],
]
// --mix listing: only the category listing (the issue's headline figure), no other traffic.
const ONLY_LISTING = args.mix === "listing"
const pickStep = () => {
  if (ONLY_LISTING) return "listing"
  let roll = Math.random() * 100
  for (const [name, weight] of MIX) {
    roll -= weight
    if (roll < 0) return name
  }
  return "browse"
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

const runMix = async (base, catalog, seconds, measure) => {
  const stats = new Map()
  let requests = 0
  const firstErrors = []
  const record = (step, ms, ok, answer) => {
    if (!measure) return
    let s = stats.get(step)
    if (s === undefined) {
      s = { latencies: [], errors: 0 }
      stats.set(step, s)
    }
    s.latencies.push(ms)
    if (!ok) {
      s.errors += 1
      if (firstErrors.length < 5)
        firstErrors.push(
          `${step}: ${answer?.status} ${JSON.stringify(answer?.errors ?? answer?.text?.slice(0, 200))}`,
        )
    }
    if (!step.includes("whole flow")) requests += 1
  }
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const one = shopper(base, catalog, record, shopperAddress(i))
      while (performance.now() < deadline) await one[pickStep()]()
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const rows = [...stats].map(([step, s]) => {
    const sorted = s.latencies.sort((a, b) => a - b)
    return {
      step,
      requests: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
      errors: s.errors,
    }
  })
  rows.sort((a, b) => a.step.localeCompare(b.step))
  return { reqPerS: Math.round(requests / elapsed), rows, firstErrors }
}

/**
 * Every listing, search and product page of the mix once (8 at a time), so the run measures a
 * shop in its steady state (warm database buffers, warm caches) rather than its first minute.
 */
const warmUp = async (base, catalog) => {
  const queue = [
    ...catalog.categories.flatMap((category) =>
      SORTS.map((sort) => [
        LISTING,
        LISTING_NAME,
        {
          pageSize: PAGE_SIZE,
          filter: { category_uid: { eq: category.uid } },
          ...(sort ? { sort } : {}),
        },
      ]),
    ),
    ...catalog.words.map((word) => [LISTING, LISTING_NAME, { pageSize: PAGE_SIZE, search: word }]),
    ...catalog.products.map((p) => [
      DETAILS,
      DETAILS_NAME,
      { filter: { url_key: { eq: p.url_key } } },
    ]),
  ]
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift())
        await graphql(base, next[0], next[1], next[2], true)
    }),
  )
}

// ── one configuration ───────────────────────────────────────────────────────────────────────
const adminQuery = async (url, statement) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * The backend as `npm start` runs it (its bin, a fresh PGlite folder or PostgreSQL database);
 * with --smoke, in this process from the seeded test template (`@shutter/server/testing`), so it
 * answers within a second instead of seeding a database first.
 */
const startBackend = async ({ db, workers }) => {
  if (SMOKE) {
    const { startTestServer } = await import("@shutter/server/testing")
    const backend = await startTestServer()
    return {
      url: backend.url,
      process: { pid: process.pid },
      lastErrors: () => "",
      stop: () => backend.close(),
    }
  }
  const serverPort = await freePort()
  const env = { PORT: String(serverPort), HOST: host, SHUTTER_WORKERS: String(workers) }
  let cleanup = async () => {}
  if (db === "pglite") {
    const dir = await mkdtemp(join(tmpdir(), "shutter-bench-load-"))
    env.SHUTTER_DATA_DIR = dir
    env.DATABASE_URL = ""
    cleanup = () => rm(dir, { recursive: true, force: true })
  } else {
    const admin = process.env.DATABASE_URL
    if (!admin) throw new Error("Set DATABASE_URL for the PostgreSQL runs")
    const name = `shutter_bench_load_${randomBytes(4).toString("hex")}`
    await adminQuery(admin, `create database "${name}"`)
    const url = new URL(admin)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
    cleanup = () => adminQuery(admin, `drop database if exists "${name}" with (force)`)
  }
  const server = startProcess(join(resolve(args["server-dist"]), "bin.js"), env)
  const stop = async () => {
    await stopProcess(server)
    await cleanup()
  }
  try {
    await waitForHealth(`http://${host}:${serverPort}/health`, server, "server")
  } catch (error) {
    console.error(server.lastErrors())
    await stop()
    throw error
  }
  return {
    url: `http://${host}:${serverPort}`,
    process: server,
    lastErrors: server.lastErrors,
    stop,
  }
}

const runConfiguration = async ({ db, workers }) => {
  const webPort = await freePort()
  const server = await startBackend({ db, workers })
  let web
  try {
    web = startProcess(join(resolve(args["web-dist"]), "dist-server/serve.js"), {
      PORT: String(webPort),
      HOST: host,
      SHUTTER_BACKEND_URL: server.url,
      // The shoppers' X-Forwarded-For (see `shopper`) comes from this machine.
      SHUTTER_TRUSTED_PROXIES: "127.0.0.1,::1",
    })
    await waitForHealth(`http://${host}:${webPort}/health`, web, "web")
    const base = `http://${host}:${webPort}`
    const catalog = await discover(base)
    if (!SMOKE) await warmUp(base, catalog)
    if (WARMUP_S > 0) await runMix(base, catalog, WARMUP_S, false)
    const load = loadavg()[0]
    const stopRss = watchRss({ server: server.process, web })
    const result = await runMix(base, catalog, DURATION_S, true)
    const rss = stopRss()
    return { db, workers, loadAverage: Math.round(load * 10) / 10, ...result, rss }
  } catch (error) {
    console.error(server.lastErrors(), web?.lastErrors?.() ?? "")
    throw error
  } finally {
    if (web) await stopProcess(web)
    await server.stop()
  }
}

const configurations = []
for (const db of args.db.split(",")) {
  if (db === "pglite") configurations.push({ db, workers: 1 })
  else for (const w of args.workers.split(",")) configurations.push({ db, workers: Number(w) })
}

const results = []
for (const configuration of configurations) {
  console.log(
    `\n▶ ${configuration.db}, ${configuration.workers} worker(s), ${CONNECTIONS} connections, ${DURATION_S} s, queries as ${USE_GET ? "GET" : "POST"}`,
  )
  const result = await runConfiguration(configuration)
  results.push(result)
  console.log(
    `  ${result.reqPerS} req/s, load average ${result.loadAverage}; RSS MiB mean/max: server ${result.rss.server.mean}/${result.rss.server.max}, web ${result.rss.web.mean}/${result.rss.web.max}`,
  )
  console.table(result.rows)
  if (result.firstErrors.length > 0) console.log("  first errors:", result.firstErrors)
}
if (args.json) await writeFile(args.json, JSON.stringify(results, null, 2))
await figures?.write()
agent.destroy()
if (SMOKE) {
  const failed = results.reduce(
    (sum, result) => sum + result.rows.reduce((n, row) => n + row.errors, 0),
    0,
  )
  const answered = results.every((result) => result.reqPerS > 0)
  console.log(`bench:load smoke: ${failed === 0 && answered ? "ok" : `${failed} failed requests`}`)
  if (failed > 0 || !answered) process.exitCode = 1
}
