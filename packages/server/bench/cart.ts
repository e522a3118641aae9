// Cart benchmark on PostgreSQL: p95 of addProductsToCart, placeOrder, generateCustomerToken
// (Argon2id), `customer { orders }`, and invoice and ship through the admin REST API under
// autocannon (10 connections, loopback, a bounded
// number of requests, each cart of its own).
//   DATABASE_URL=postgres://… npm run bench:cart -w @shutter/server
// The load generator runs in a child process (loadClient.ts), so this process is the server
// alone: its CPU milliseconds per request (`cpu_ms`) are the server's, on a local PostgreSQL
// `pg_cpu_ms` are its backends', and `client_cpu_ms` the load generator's. req/s is requests
// over the run's wall-clock time.
// placeOrder runs twice: with the offline check / money order, and with a card through Stripe
// (the local Stripe-compatible API, in the load generator's process: PaymentIntent create +
// confirm at order, capture after commit).
// BENCH_ADDS (2000) add-to-cart requests, BENCH_ORDERS (600) orders (as many by card), BENCH_TOKENS (200) sign-ins
// and BENCH_ORDER_LISTS (600) order-history reads, spread over BENCH_CUSTOMERS (10) customers.
// BENCH_CPU_PROFILE=prefix writes a CPU profile of each measured phase of addProductsToCart and
// placeOrder (the server's process), `prefix-add.cpuprofile`, `prefix-order.cpuprofile`,
// `prefix-card-order.cpuprofile`, and prints where that time went (profileSummary.ts).
// BENCH_TRACE=1 first prints the SQL statements (round trips) of one request of each kind.
// Each run first measures `{ __typename }` (HTTP, yoga and the request context, no SQL): every
// p95 is also printed as a multiple of that one, which holds better than milliseconds on a
// shared machine.
//
// --smoke (run by `npm test`): a few dozen sequential requests of each kind on PGlite (on
// PostgreSQL when DATABASE_URL is set), printing p50/p95, the ratio to `{ __typename }` and the
// statements per request of addProductsToCart and placeOrder; exits 1 if a request fails. The
// statement counts themselves are asserted in test/cartRoundTrips.test.ts.
import { randomBytes } from "node:crypto"
import { writeFile } from "node:fs/promises"
import { Session } from "node:inspector/promises"
import { loadavg } from "node:os"
import pg from "pg"
import { recordFigures } from "../../../scripts/figures.mjs"
import { seedSteps } from "../src/app/seedSteps.js"
import { startServer } from "../src/app/startServer.js"
import { newMaskedCartId } from "../src/cart/maskedId.js"
import { openPostgres } from "../src/db/database.js"
import { runSeedSteps } from "../src/db/seed.js"
import { silentLogger } from "../src/platform/logger.js"
import { startTestServer } from "../src/testing.js"
import { installStatementCounter } from "../test/statementCounter.js"
import { type LoadClient, type LoadRequest, startLoadClient } from "./loadClient.js"
import { postgresCpuReader } from "./postgresCpu.js"
import { type CpuProfile, cpuByKind } from "./profileSummary.js"

const adminUrl = process.env.DATABASE_URL
const SMOKE = process.argv.includes("--smoke")
if (!adminUrl && !SMOKE) {
  console.error(
    "Set DATABASE_URL to a PostgreSQL server (the bench creates and drops its own database).",
  )
  process.exit(2)
}
const ADDS = Number(process.env.BENCH_ADDS ?? 2000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 600)
const TOKENS = Number(process.env.BENCH_TOKENS ?? 200)
const ORDER_LISTS = Number(process.env.BENCH_ORDER_LISTS ?? 600)
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10)
const PASSWORD = "Bench-Shutter-2024!"
const SKU = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const TRACE = process.env.BENCH_TRACE === "1"
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE

// Every statement the server sends goes through pg.Client#query (the pool delegates to it):
// count them, and keep their text while tracing one request.
let statements = 0
let traced: string[] | undefined
const clientQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++
  if (traced !== undefined) {
    const first = args[0] as string | { text?: string }
    const text = typeof first === "string" ? first : (first?.text ?? "?")
    traced.push(text.replace(/\s+/g, " ").slice(0, 160))
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args)
} as typeof pg.Client.prototype.query

/** Sends one request and prints the statements it caused. */
const trace = async (url: string, name: string, body: string) => {
  traced = []
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  })
  await response.text()
  console.log(`${name}: ${traced.length} statements`)
  for (const text of traced) console.log(`  ${text}`)
  traced = undefined
}

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

const round1 = (value: number): number => Math.round(value * 10) / 10

/** The p95 of `{ __typename }` in this run: every other p95 is also shown as a multiple of it. */
let trivialP95: number | undefined
const timesTrivial = (p95: number): number =>
  trivialP95 === undefined || trivialP95 === 0 ? 1 : round1(p95 / trivialP95)

const TRIVIAL = JSON.stringify({ query: "{ __typename }" })

const printLoad = (when: string) =>
  console.log(
    `Load average ${when} (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  )

const ADDRESS = {
  firstname: "Ansel",
  lastname: "Adams",
  company: null,
  street: ["1 Yosemite Way"],
  city: "Los Angeles",
  regionId: 5,
  regionCode: "CA",
  regionLabel: "California",
  postcode: "90001",
  countryCode: "US",
  countryLabel: "United States",
  telephone: "5551234567",
  vatId: null,
}

/** A request body, with a bearer token when it is a signed-in customer's. */
type BenchRequest = string | { readonly body: string; readonly token: string }

/** Sends one request and returns its JSON. */
const post = async (url: string, body: string, token?: string) => {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  const response = await fetch(url, { method: "POST", headers, body })
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
}

let postgresCpu: (() => number | undefined) | undefined

const perRequest = (total: number, requests: number): number =>
  Math.round((total / Math.max(1, requests)) * 100) / 100

/**
 * Sends every request once over 10 connections from the load generator; returns latency
 * percentiles (ms), requests per second, and per request the statements and the CPU of this
 * (the server's) process and of PostgreSQL.
 */
const measure = async (
  load: LoadClient,
  name: string,
  url: string,
  requests: readonly LoadRequest[],
  headers?: Readonly<Record<string, string>>,
) => {
  const before = statements
  const pgBefore = postgresCpu?.()
  const cpu = process.cpuUsage()
  const result = await load.run({
    url,
    connections: 10,
    requests,
    ...(headers === undefined ? {} : { headers }),
  })
  const used = process.cpuUsage(cpu)
  const pgAfter = postgresCpu?.()
  const latencies = result.latencies
  const p95 = percentile(latencies, 95)
  return {
    operation: name,
    requests: latencies.length,
    p50_ms: round1(percentile(latencies, 50)),
    p95_ms: round1(p95),
    p99_ms: round1(percentile(latencies, 99)),
    p95_x_trivial: timesTrivial(p95),
    req_per_s: Math.round((1000 * latencies.length) / Math.max(1, result.elapsedMs)),
    cpu_ms: perRequest((used.user + used.system) / 1000, requests.length),
    ...(pgBefore === undefined || pgAfter === undefined
      ? {}
      : { pg_cpu_ms: perRequest(pgAfter - pgBefore, requests.length) }),
    client_cpu_ms: perRequest(result.clientCpuMs, requests.length),
    non2xx: result.non2xx + result.errors,
    statements_per_req: round1((statements - before) / Math.max(1, requests.length)),
  }
}

/** Runs `phase` under the CPU profiler when BENCH_CPU_PROFILE is set; prints where it went. */
const profiled = async <T>(name: string, phase: () => Promise<T>): Promise<T> => {
  if (CPU_PROFILE === undefined) return phase()
  const session = new Session()
  session.connect()
  await session.post("Profiler.enable")
  await session.post("Profiler.start")
  try {
    return await phase()
  } finally {
    const { profile } = await session.post("Profiler.stop")
    session.disconnect()
    await writeFile(`${CPU_PROFILE}-${name}.cpuprofile`, JSON.stringify(profile))
    console.log(`${name}: where the server's CPU went`)
    console.table(cpuByKind(profile as CpuProfile))
  }
}

/** GraphQL requests of the load generator, a customer's with its bearer token. */
const graphqlRequests = (bodies: readonly BenchRequest[]): LoadRequest[] =>
  bodies.map((request) =>
    typeof request === "string"
      ? { body: request }
      : { body: request.body, headers: { authorization: `Bearer ${request.token}` } },
  )

const run = (load: LoadClient, url: string, name: string, bodies: readonly BenchRequest[]) =>
  measure(load, name, url, graphqlRequests(bodies))

/**
 * Signs customers in (generateCustomerToken) and reads their order history (`customer { orders }`),
 * the orders placed above shared out among them.
 */
const customerRuns = async (load: LoadClient, url: string, client: pg.Client) => {
  const emails: string[] = []
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `bench.${i}.${randomBytes(3).toString("hex")}@example.com`
    const created = await post(
      url,
      JSON.stringify({
        query: `mutation c($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
        variables: { input: { firstname: "Ansel", lastname: "Adams", email, password: PASSWORD } },
      }),
    )
    if (created.errors) throw new Error(JSON.stringify(created.errors))
    emails.push(email)
  }
  const tokenBody = (email: string) =>
    JSON.stringify({
      query: `mutation t($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      variables: { email, password: PASSWORD },
    })
  const tokens: string[] = []
  for (const email of emails) {
    const signedIn = await post(url, tokenBody(email))
    const token = (signedIn.data?.generateCustomerToken as { token?: string } | null)?.token
    if (!token) throw new Error(JSON.stringify(signedIn.errors))
    tokens.push(token)
  }
  await client.query(
    `update orders o set customer_id = c.id, email = c.email
       from (select id, email, row_number() over (order by id) - 1 as slot from customers) c
      where c.slot = o.id % (select count(*) from customers)`,
  )
  const ordersBody = JSON.stringify({
    query: `{ customer { orders(pageSize: 20) { total_count items { number order_date status total { grand_total { value currency } } } } } }`,
  })
  return [
    await run(
      load,
      url,
      "generateCustomerToken",
      Array.from({ length: TOKENS }, (_, i) => tokenBody(emails[i % emails.length] ?? "")),
    ),
    await run(
      load,
      url,
      "customer { orders }",
      Array.from({ length: ORDER_LISTS }, (_, i) => ({
        body: ordersBody,
        token: tokens[i % tokens.length] ?? "",
      })),
    ),
  ]
}

/**
 * The merchant's side through the admin REST API: invoices (capture), then ships with a
 * tracking number, every order placed above, over 10 connections.
 */
const fulfilmentRuns = async (load: LoadClient, baseUrl: string, client: pg.Client) => {
  const tokenResponse = await fetch(`${baseUrl}/rest/V1/integration/admin/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "shutter-admin1" }),
  })
  const token = (await tokenResponse.json()) as string
  const ids: number[] = (
    await client.query(
      "select id from orders where state = 'new' and created_at > now() - interval '1 hour' order by id",
    )
  ).rows.map((r: { id: number }) => r.id)
  const restRun = (name: string, path: (id: number) => string, body: string) =>
    measure(
      load,
      name,
      baseUrl,
      ids.map((id) => ({ path: path(id), body })),
      { authorization: `Bearer ${token}` },
    )
  return [
    await restRun(
      "REST invoice (capture)",
      (id) => `/rest/V1/order/${id}/invoice`,
      JSON.stringify({ capture: true, notify: true }),
    ),
    await restRun(
      "REST ship (tracking)",
      (id) => `/rest/V1/order/${id}/ship`,
      JSON.stringify({
        notify: true,
        tracks: [{ track_number: "1Z999AA10123456784", title: "UPS", carrier_code: "ups" }],
      }),
    ),
  ]
}

const SMOKE_REQUESTS = Number(process.env.BENCH_SMOKE_REQUESTS ?? 30)

/** Runs `request` once per input, one after the other; latency percentiles and statements. */
const sequential = async <T>(
  name: string,
  inputs: readonly T[],
  request: (input: T) => Promise<void>,
  counted: () => number,
) => {
  const latencies: number[] = []
  const before = counted()
  for (const input of inputs) {
    const started = performance.now()
    await request(input)
    latencies.push(performance.now() - started)
  }
  latencies.sort((a, b) => a - b)
  const p95 = percentile(latencies, 95)
  return {
    operation: name,
    requests: latencies.length,
    p50_ms: round1(percentile(latencies, 50)),
    p95_ms: round1(p95),
    p95_x_trivial: timesTrivial(p95),
    statements_per_req: round1((counted() - before) / Math.max(1, inputs.length)),
  }
}

/**
 * `--smoke`: addProductsToCart and placeOrder, sequentially, on a test server (PGlite, or
 * PostgreSQL with DATABASE_URL), beside `{ __typename }`. Throws on the first failed request.
 */
const smoke = async () => {
  const server = await startTestServer({
    rateLimits: false,
    ...(adminUrl ? { databaseUrl: adminUrl } : {}),
  })
  const counter = installStatementCounter()
  const ok = async (body: string) => {
    const answer = await post(server.graphqlUrl, body)
    if (answer.errors !== undefined) throw new Error(JSON.stringify(answer.errors))
    return answer.data ?? {}
  }
  const mutation = (query: string, variables: Record<string, unknown>) =>
    ok(JSON.stringify({ query, variables }))
  const newCart = async () =>
    String((await mutation("mutation { createEmptyCart }", {})).createEmptyCart)
  const add = (cartId: string) =>
    mutation(
      `mutation add($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "${SKU}", quantity: 1 }]) { cart { id total_quantity items { uid quantity product { sku name } prices { row_total { value } } } prices { grand_total { value } subtotal_excluding_tax { value } } } user_errors { code message } } }`,
      { cartId },
    )
  const address = {
    firstname: "Ansel",
    lastname: "Adams",
    street: ["1 Yosemite Way"],
    city: "Los Angeles",
    region_id: 5,
    postcode: "90001",
    country_code: "US",
    telephone: "5551234567",
  }
  /** A cart with one line, e-mail, addresses, flat rate and check / money order. */
  const readyCart = async () => {
    const id = await newCart()
    await add(id)
    const step = (field: string, input: string) =>
      mutation(
        `mutation ($id: String!${input.includes("$a") ? ", $a: CartAddressInput!" : ""}) { ${field}(input: { cart_id: $id, ${input} }) { cart { id } } }`,
        { id, ...(input.includes("$a") ? { a: address } : {}) },
      )
    await step("setGuestEmailOnCart", `email: "smoke@example.com"`)
    await step("setShippingAddressesOnCart", "shipping_addresses: [{ address: $a }]")
    await step("setBillingAddressOnCart", "billing_address: { same_as_shipping: true }")
    await step(
      "setShippingMethodsOnCart",
      `shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }]`,
    )
    await step("setPaymentMethodOnCart", `payment_method: { code: "checkmo" }`)
    return id
  }
  const place = (cartId: string) =>
    mutation(
      "mutation place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }",
      { cartId },
    )
  try {
    await server.admin.setProductStock(SKU, 1_000_000)
    // Warm-up (process caches, yoga's document cache), not measured.
    for (let i = 0; i < 5; i++) {
      await ok(TRIVIAL)
      await add(await newCart())
    }
    await place(await readyCart())
    const addCarts: string[] = []
    const orderCarts: string[] = []
    for (let i = 0; i < SMOKE_REQUESTS; i++) {
      addCarts.push(await newCart())
      orderCarts.push(await readyCart())
    }
    printLoad("at the start")
    const trivial = await sequential(
      "{ __typename }",
      addCarts,
      async () => void (await ok(TRIVIAL)),
      counter.total,
    )
    trivialP95 = trivial.p95_ms
    const rows = [
      { ...trivial, p95_x_trivial: 1 },
      await sequential(
        "addProductsToCart",
        addCarts,
        async (id) => void (await add(id)),
        counter.total,
      ),
      await sequential(
        "placeOrder",
        orderCarts,
        async (id) => void (await place(id)),
        counter.total,
      ),
    ]
    console.log(
      `bench:cart smoke on ${adminUrl ? "PostgreSQL" : "PGlite"}, ${SMOKE_REQUESTS} sequential requests each:`,
    )
    console.table(rows)
    printLoad("at the end")
  } finally {
    counter.uninstall()
    await server.close()
  }
}

const main = async (adminUrl: string) => {
  const name = `shutter_bench_cart_${randomBytes(4).toString("hex")}`
  await admin(`create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString())
  const client = new pg.Client({ connectionString: url.toString() })
  try {
    await database.migrate()
    await runSeedSteps(database.db, seedSteps)
    await database.close()
    await client.connect()
    // Enough stock for every order of the run.
    await client.query("update products set qty = 1000000 where sku = $1", [SKU])
    const product = (await client.query("select id, price from products where sku = $1", [SKU]))
      .rows[0]
    postgresCpu = await postgresCpuReader(url.toString())
    const load = await startLoadClient()
    const stripe = await load.startStripe()
    // One client places hundreds of orders a minute: the per-address limits would refuse it.
    const server = await startServer({
      databaseUrl: url.toString(),
      port: 0,
      logger: silentLogger,
      rateLimits: false,
      stripe: { secretKey: stripe.secretKey, apiBase: stripe.url },
    })
    try {
      // addProductsToCart: a fresh cart per request.
      const addCarts: string[] = []
      for (let i = 0; i < ADDS; i++) addCarts.push(newMaskedCartId())
      await client.query("insert into carts (masked_id, store_id) select unnest($1::text[]), 1", [
        addCarts,
      ])
      const addBodies = addCarts.map((cartId) =>
        JSON.stringify({
          query: `mutation add($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "${SKU}", quantity: 1 }]) { cart { id total_quantity items { uid quantity product { sku name } prices { row_total { value } } } prices { grand_total { value } subtotal_excluding_tax { value } } } user_errors { code message } } }`,
          variables: { cartId },
        }),
      )
      // placeOrder: carts ready for checkout (e-mail, addresses, flat rate, checkmo, one line).
      const orderCarts: string[] = []
      for (let i = 0; i < ORDERS; i++) orderCarts.push(newMaskedCartId())
      await client.query(
        `with c as (
           insert into carts (masked_id, store_id, email, shipping_address, billing_address,
             shipping_carrier_code, shipping_method_code, payment_method_code)
           select unnest($1::text[]), 1, 'bench@example.com', $2::jsonb, $2::jsonb, 'flatrate', 'flatrate', 'checkmo'
           returning id)
         insert into cart_items (cart_id, product_id, quantity, unit_price, options)
         select id, $3, 1, $4, '{}'::jsonb from c`,
        [orderCarts, JSON.stringify(ADDRESS), product.id, product.price],
      )
      const placeBody = (cartId: string) =>
        JSON.stringify({
          query: `mutation place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`,
          variables: { cartId },
        })
      const orderBodies = orderCarts.map(placeBody)
      // The same carts paying by card (Stripe's test PaymentMethod that succeeds).
      const cardCarts: string[] = []
      for (let i = 0; i < ORDERS; i++) cardCarts.push(newMaskedCartId())
      await client.query(
        `with c as (
           insert into carts (masked_id, store_id, email, shipping_address, billing_address,
             shipping_carrier_code, shipping_method_code, payment_method_code, payment_data)
           select unnest($1::text[]), 1, 'bench@example.com', $2::jsonb, $2::jsonb, 'flatrate', 'flatrate',
             'stripe_payments', '{"paymentMethodId":"pm_card_visa"}'::jsonb
           returning id)
         insert into cart_items (cart_id, product_id, quantity, unit_price, options)
         select id, $3, 1, $4, '{}'::jsonb from c`,
        [cardCarts, JSON.stringify(ADDRESS), product.id, product.price],
      )
      const cardBodies = cardCarts.map(placeBody)
      if (TRACE) {
        await trace(server.graphqlUrl, "addProductsToCart", addBodies.shift() ?? "")
        await trace(server.graphqlUrl, "placeOrder", orderBodies.shift() ?? "")
      }
      // Warm-up: a few of each, not measured.
      await run(load, server.graphqlUrl, "warm-up", addBodies.splice(0, 50))
      printLoad("at the start")
      const trivial = await run(
        load,
        server.graphqlUrl,
        "{ __typename }",
        Array(ADDS).fill(TRIVIAL),
      )
      trivialP95 = trivial.p95_ms
      const rows = [
        { ...trivial, p95_x_trivial: 1 },
        await profiled("add", () => run(load, server.graphqlUrl, "addProductsToCart", addBodies)),
        await profiled("order", () => run(load, server.graphqlUrl, "placeOrder", orderBodies)),
        await profiled("card-order", () =>
          run(load, server.graphqlUrl, "placeOrder (card, Stripe)", cardBodies),
        ),
      ]
      rows.push(...(await customerRuns(load, server.graphqlUrl, client)))
      rows.push(...(await fulfilmentRuns(load, server.url, client)))
      const placed = (await client.query("select count(*)::int as n from orders")).rows[0].n
      console.table(rows)
      printLoad("at the end")
      console.log(`orders written: ${placed} of ${orderCarts.length + cardCarts.length}`)
      console.log(`cards charged: ${await load.succeededIntents()} of ${cardCarts.length}`)
    } finally {
      await server.close()
      await load.close()
    }
  } finally {
    await client.end().catch(() => {})
    await admin(`drop database if exists "${name}" with (force)`)
  }
}

// `--write`: the run's output replaces the "cart" section of docs/figures.md.
const figures = process.argv.includes("--write")
  ? recordFigures("cart", { command: "npm run bench:cart -- --write" })
  : undefined
if (SMOKE) await smoke()
else if (adminUrl) await main(adminUrl)
await figures?.write()
