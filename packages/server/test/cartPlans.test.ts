// An add-to-cart's read is a named prepared statement: PostgreSQL must keep one generic plan for
// it rather than plan it again on every add (a custom plan of that statement costs about as much
// PostgreSQL CPU as the rest of the add). PostgreSQL only: PGlite's plans are per process.
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { addProducts, createCart } from "./cartTestKit.js"

const databaseUrl = process.env.DATABASE_URL
const FILM = "KOD-PORTRA-400-35MM-36-EXP"
const ADDS = 12

/** The add's read: the cart by masked id with the added skus' products beside it. */
const isAddSnapshot = (text: string) => text.includes("'added'") && text.includes('"masked_id"')

describe.skipIf(!databaseUrl)(
  databaseUrl
    ? "the add's prepared read on postgres"
    : "the add's prepared read on postgres — skipped: DATABASE_URL is not set",
  () => {
    let server: RunningServer
    /** Every connection that ran the add's read (the server runs in this process). */
    const sessions = new Set<pg.Client>()
    let statement = ""
    const query = pg.Client.prototype.query
    beforeAll(async () => {
      server = await startTestServer({ databaseUrl: databaseUrl ?? "" })
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const first = args[0] as string | { text?: string }
        const text = typeof first === "string" ? first : (first?.text ?? "")
        if (isAddSnapshot(text)) {
          sessions.add(this)
          statement = text
        }
        return (query as (...a: unknown[]) => unknown).apply(this, args)
      } as typeof query
    })
    afterAll(async () => {
      pg.Client.prototype.query = query
      await server?.close()
    })

    it(`keeps a generic plan for the add's read over ${ADDS} adds of one product`, async () => {
      for (let i = 0; i < ADDS; i++) {
        const cartId = await createCart(server)
        const added = await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
        expect(added.data?.addProductsToCart.cart.items).toHaveLength(1)
      }
      expect(statement).not.toBe("")
      let custom = 0
      let generic = 0
      for (const session of sessions) {
        const { rows } = await session.query<{ custom: number; generic: number }>(
          `select custom_plans::int as custom, generic_plans::int as generic
             from pg_prepared_statements where statement = $1`,
          [statement],
        )
        custom += rows[0]?.custom ?? 0
        generic += rows[0]?.generic ?? 0
      }
      expect(custom + generic).toBe(ADDS)
      // PostgreSQL tries five custom plans per session before it weighs the generic one.
      expect(custom).toBeLessThanOrEqual(5 * sessions.size)
      expect(generic).toBeGreaterThan(0)
    })
  },
)
