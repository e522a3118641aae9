// What fsync costs on PGlite: add-to-cart and placeOrder latency (p50/p95) on a data folder with
// each commit fsynced (the default) and without (SHUTTER_PGLITE_FSYNC=off). Sequential requests
// from one client, each on a fresh folder's server, so the numbers compare the write path only.
//   npm run bench:durability -w @shutter/server      BENCH_ADDS (100), BENCH_ORDERS (40)
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startServer } from "../src/app/startServer.js"
import { silentLogger } from "../src/platform/logger.js"

const ADDS = Number(process.env.BENCH_ADDS ?? 100)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 40)
const SKU = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const ADDRESS = `{ firstname: "Ansel", lastname: "Adams", street: ["1 Main St"], city: "Los Angeles",
  region_id: 5, postcode: "90001", country_code: "US", telephone: "5551234567" }`

const post = async (url: string, query: string): Promise<Record<string, unknown>> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  })
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
  if (body.errors !== undefined) throw new Error(JSON.stringify(body.errors))
  return body.data ?? {}
}

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now()
  await work()
  return performance.now() - started
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const newCart = async (url: string): Promise<string> =>
  (await post(url, "mutation { createEmptyCart }")).createEmptyCart as string

const add = (url: string, cart: string) =>
  post(
    url,
    `mutation { addProductsToCart(cartId: "${cart}", cartItems: [{ sku: "${SKU}", quantity: 1 }]) { cart { id } } }`,
  )

const readyForOrder = async (url: string): Promise<string> => {
  const cart = await newCart(url)
  await add(url, cart)
  await post(
    url,
    `mutation { setGuestEmailOnCart(input: { cart_id: "${cart}", email: "a@example.com" }) { cart { id } } }`,
  )
  await post(
    url,
    `mutation { setShippingAddressesOnCart(input: { cart_id: "${cart}", shipping_addresses: [{ address: ${ADDRESS} }] }) { cart { id } } }`,
  )
  await post(
    url,
    `mutation { setBillingAddressOnCart(input: { cart_id: "${cart}", billing_address: { address: ${ADDRESS} } }) { cart { id } } }`,
  )
  await post(
    url,
    `mutation { setShippingMethodsOnCart(input: { cart_id: "${cart}", shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
  )
  await post(
    url,
    `mutation { setPaymentMethodOnCart(input: { cart_id: "${cart}", payment_method: { code: "checkmo" } }) { cart { id } } }`,
  )
  return cart
}

const measure = async (fsync: boolean) => {
  const dir = await mkdtemp(join(tmpdir(), "shutter-durability-"))
  const server = await startServer({
    port: 0,
    dataDir: join(dir, "db"),
    pgliteFsync: fsync,
    logger: silentLogger,
    rateLimits: false,
    mail: { outboxDir: join(dir, "outbox") },
  })
  try {
    const url = server.graphqlUrl
    await add(url, await newCart(url)) // warm the caches
    const adds: number[] = []
    for (let i = 0; i < ADDS; i++) {
      const cart = await newCart(url)
      adds.push(await timed(() => add(url, cart)))
    }
    const orders: number[] = []
    for (let i = 0; i < ORDERS; i++) {
      const cart = await readyForOrder(url)
      orders.push(
        await timed(() =>
          post(
            url,
            `mutation { placeOrder(input: { cart_id: "${cart}" }) { order { order_number } } }`,
          ),
        ),
      )
    }
    const ms = (v: number) => v.toFixed(1)
    console.log(
      `PGlite fsync ${fsync ? "on " : "off"}: add to cart p50 ${ms(percentile(adds, 50))} / p95 ${ms(percentile(adds, 95))} ms (${ADDS}), placeOrder p50 ${ms(percentile(orders, 50))} / p95 ${ms(percentile(orders, 95))} ms (${ORDERS})`,
    )
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
}

console.log(
  `load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
)
await measure(true)
await measure(false)
await measure(true)
await measure(false)
