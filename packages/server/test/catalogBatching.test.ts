// The catalogue's per-request DataLoaders: however many products a page holds, each kind of
// nested row (pictures, categories, URL rewrites, linked products…) costs one statement per
// level of the tree, never one per product.
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { graphql } from "./helpers.js"

const databaseUrl = process.env.DATABASE_URL

const pageOf = (pageSize: number) => `{
  products(search: "camera", pageSize: ${pageSize}, sort: { name: ASC }) {
    items {
      sku
      media_gallery { url }
      categories { name }
      url_rewrites { url }
      related_products { sku media_gallery { url } categories { name } }
    }
  }
}`

describe.skipIf(!databaseUrl)("catalogue statements per request on postgres", () => {
  let server: RunningServer
  let statements: string[] | undefined
  const query = pg.Client.prototype.query
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: databaseUrl ?? "" })
    // The server runs in this process: every statement it sends passes here.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string }
      if (!/\bmail_outbox\b/.test(typeof first === "string" ? first : (first?.text ?? "")))
        statements?.push(typeof first === "string" ? first : (first?.text ?? ""))
      return (query as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof query
  })
  afterAll(async () => {
    pg.Client.prototype.query = query
    await server?.close()
  })

  const counted = async (document: string): Promise<{ count: number; items: number }> => {
    await graphql(server, document) // warms the process caches (store view, attributes…)
    statements = []
    const answer = await graphql<{ products: { items: unknown[] } }>(server, document)
    expect(answer.errors).toBeUndefined()
    const count = statements.length
    statements = undefined
    return { count, items: answer.data?.products.items.length ?? 0 }
  }

  it("reads a page of 12 products with nested rows in as many statements as a page of 2", async () => {
    const small = await counted(pageOf(2))
    const large = await counted(pageOf(12))
    expect(small.items).toBe(2)
    expect(large.items).toBe(12)
    expect(large.count).toBe(small.count)
  })
})
