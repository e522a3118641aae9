// Order numbers written by the one-statement order insert, and the SQL
// round trips an add-to-cart and a placeOrder cost once the process caches are warm.
import pg from "pg"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { addProducts, createCart, getCart, placeOrder, prepareCheckout } from "./cartTestKit.js"
import { drivers, graphql } from "./helpers.js"

const FILM = "KOD-PORTRA-400-35MM-36-EXP"

const orderFor = async (server: RunningServer, store?: string): Promise<string> => {
  const created = await graphql<{ createEmptyCart: string }>(
    server,
    "mutation { createEmptyCart }",
    store === undefined ? {} : { store },
  )
  const cartId = created.data?.createEmptyCart ?? ""
  await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
  await prepareCheckout(server, cartId)
  const placed = await placeOrder(server, cartId)
  expect(placed.errors).toBeUndefined()
  return placed.data?.placeOrder.order.order_number ?? ""
}

describe.each(drivers)("order numbers on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("numbers orders with 9 random digits, the second store view's with its id in front", async () => {
    const first = [await orderFor(server), await orderFor(server)]
    const second = [await orderFor(server, "ca_en"), await orderFor(server, "ca_en")]
    for (const number of first) expect(number).toMatch(/^[1-9]\d{8}$/)
    for (const number of second) expect(number).toMatch(/^2[1-9]\d{8}$/)
    expect(new Set([...first, ...second]).size).toBe(4)
  })
})

const databaseUrl = process.env.DATABASE_URL

const isMailDelivery = (sql: string): boolean =>
  /^\s*(select|update)\b[\s\S]*\bmail_outbox\b/i.test(sql)

describe.skipIf(!databaseUrl)("SQL round trips on postgres", () => {
  let server: RunningServer
  let statements: string[] | undefined
  const query = pg.Client.prototype.query
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: databaseUrl ?? "" })
    // The server runs in this process: every statement it sends passes here.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string }
      const text = typeof first === "string" ? first : (first?.text ?? "")
      // Mail delivery reads and marks the outbox beside the requests, on its own schedule;
      // what a request queues (an insert) still counts.
      if (!isMailDelivery(text)) statements?.push(text)
      return (query as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof query
  })
  afterEach(() => {
    statements = undefined
  })
  afterAll(async () => {
    pg.Client.prototype.query = query
    await server?.close()
  })

  const counted = async <T>(run: () => Promise<T>): Promise<number> => {
    statements = []
    await run()
    const count = statements.length
    statements = undefined
    return count
  }

  it("reads a cart in 2 statements, adds to it in 6 and places its order in 11", async () => {
    await orderFor(server) // warms the store-view and checkout-table caches
    const cartId = await createCart(server)
    // begin, lock the cart, its lines, the product (+ its options), insert the line, commit
    expect(await counted(() => addProducts(server, cartId, [{ sku: FILM, quantity: 1 }]))).toBe(6)
    // Adding it again merges into the line: an update instead of the insert.
    expect(await counted(() => addProducts(server, cartId, [{ sku: FILM, quantity: 1 }]))).toBe(6)
    await prepareCheckout(server, cartId)
    // the cart, then its lines with their products (shipping, payment and tax tables are cached)
    expect(await counted(() => getCart(server, cartId))).toBe(2)
    // the confirmation e-mail's brand and locale (read before the transaction), begin, claim the
    // cart, its lines with their products, stock, sequence + order + lines, the e-mail queued in
    // a savepoint (savepoint, insert, release), commit
    expect(await counted(() => placeOrder(server, cartId))).toBe(11)
  })
})
