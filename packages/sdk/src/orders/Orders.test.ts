import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Analytics } from "../analytics/Analytics.js"
import { Cart } from "../cart/Cart.js"
import { testCart, testLine } from "../cart/testCart.js"
import { guardAuthorization, Session } from "../customer/Session.js"
import { Notifications } from "../notifications/Notifications.js"
import { memoryStorage } from "../storage/memoryStorage.js"
import { Storage } from "../storage/Storage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Orders } from "./Orders.js"

const setup = (handlers: Record<string, StubResponse>) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Orders.layer.pipe(
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(guardAuthorization(stub.layer).pipe(Layer.provideMerge(Session.layer))),
    Layer.provideMerge(Layer.merge(Notifications.layer, Analytics.noop)),
    Layer.provideMerge(memoryStorage({ cookies: { customerToken: "tok" } })),
  )
  return { stub, layer }
}

const usd = (value: number) => ({ value, currency: "USD" as const })

describe("Orders (spec §3 Order, §7)", () => {
  it.effect("list: page 1 of 10 by default, newest first, camelCase summaries", () => {
    const { stub, layer } = setup({
      customerOrders: () => ({
        customer: {
          orders: {
            items: [
              {
                id: "MQ==",
                number: "000000005",
                order_date: "2026-11-01 10:00:00",
                status: "Complete",
                total: { grand_total: usd(42) },
                shipments: [
                  {
                    id: "c2hpcC0x",
                    tracking: [
                      {
                        carrier: "ups",
                        number: "1Z999AA10123456784",
                        title: "United Parcel Service",
                      },
                      { carrier: "custom", number: "RM-42", title: "Royal Mail" },
                    ],
                  },
                ],
              },
            ],
            page_info: { current_page: 1, page_size: 10, total_pages: 1 },
            total_count: 1,
          },
        },
      }),
    })
    return Effect.gen(function* () {
      const page = yield* (yield* Orders).list()
      assert.deepStrictEqual(stub.calls[0]?.variables, { currentPage: 1, pageSize: 10 })
      assert.deepStrictEqual(page, {
        orders: [
          {
            id: "MQ==",
            number: "000000005",
            orderDate: "2026-11-01 10:00:00",
            status: "Complete",
            grandTotal: usd(42),
            tracking: [
              {
                carrier: "ups",
                number: "1Z999AA10123456784",
                title: "United Parcel Service",
                url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
              },
              { carrier: "custom", number: "RM-42", title: "Royal Mail", url: null },
            ],
          },
        ],
        currentPage: 1,
        pageSize: 10,
        totalPages: 1,
        totalCount: 1,
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("get: an unknown number is OrderNotFoundError", () => {
    const { layer } = setup({ customerOrder: () => ({ customer: { orders: { items: [] } } }) })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Orders).get({ number: "999" }))
      assert.strictEqual(error._tag, "OrderNotFoundError")
    }).pipe(Effect.provide(layer))
  })

  it.effect("reorder: the returned cart becomes the cart; lines that failed are reported", () => {
    const lens = testLine({ uid: "l1", sku: "LENS-50", name: "50mm Lens", price: 200 })
    const { layer } = setup({
      reorderItems: () => ({
        reorderItems: {
          cart: testCart({ id: "cust-cart", items: [lens] }),
          userInputErrors: [
            {
              code: "NOT_SALABLE",
              message: "Product that you are trying to add is not available.",
              path: ["orderNumber"],
            },
          ],
        },
      }),
    })
    return Effect.gen(function* () {
      const result = yield* (yield* Orders).reorder({ number: "000000001" })
      assert.strictEqual((yield* Cart).cart.get()?.id, "cust-cart")
      assert.strictEqual(yield* (yield* Storage).get("cart"), "cust-cart")
      assert.deepStrictEqual(result.errors, [
        { code: "NOT_SALABLE", message: "Product that you are trying to add is not available." },
      ])
    }).pipe(Effect.provide(layer))
  })
})
