// reorderItems: a customer's own order back into their cart, Magento's userInputErrors for lines
// that cannot be added, and Magento's refusals for guests and for another customer's order.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  createCart,
  placeOrder,
  prepareCheckout,
  productStock,
} from "./cartTestKit.js"
import { asCustomer, newCustomer, signIn } from "./customerTestKit.js"
import { drivers, graphql } from "./helpers.js"

const DEMO = "roni_cost@example.com"
const DEMO_PASSWORD = "roni_cost3@example.com"
const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const KIT = "CAN-EOS-R3-KIT" // bundle
const PRESETS = "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS" // downloadable
const PRESET_LINK = "ZG93bmxvYWRhYmxlLzY5MTA="
/** The FM10's silver variant (configurable/203/5033). */
const FM10_SILVER = "Y29uZmlndXJhYmxlLzIwMy81MDMz"

const REORDER = `mutation r($number: String!) { reorderItems(orderNumber: $number) {
  cart { id total_quantity items { quantity product { sku } } }
  userInputErrors { code message path } } }`

interface ReorderData {
  reorderItems: {
    cart: {
      id: string
      total_quantity: number
      items: { quantity: number; product: { sku: string } }[]
    }
    userInputErrors: { code: string; message: string; path: string[] }[]
  }
}

interface OrderLines {
  customer: {
    orders: {
      items: { number: string; items: { product_sku: string; quantity_ordered: number }[] }[]
    }
  }
}

describe.each(drivers)("reorderItems on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let token = ""
  let orders: OrderLines["customer"]["orders"]["items"] = []
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    token = await signIn(server, DEMO, DEMO_PASSWORD)
    const listed = await asCustomer<OrderLines>(
      server,
      token,
      "{ customer { orders { items { number items { product_sku quantity_ordered } } } } }",
    )
    orders = listed.data?.customer.orders.items ?? []
  })
  afterAll(() => server?.close())

  const reorder = (number: string, as: string = token) =>
    asCustomer<ReorderData>(server, as, REORDER, { number })

  /** A guest buys `quantity` of the film, leaving the shop less of it. */
  const guestBuys = async (quantity: number) => {
    const cart = await createCart(server)
    const added = await addProducts(server, cart, [{ sku: FILM, quantity }])
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    await prepareCheckout(server, cart)
    expect((await placeOrder(server, cart)).errors).toBeUndefined()
  }

  it("puts the customer's own order's lines into their cart", async () => {
    const order = orders.find((o) => o.items[0]?.quantity_ordered === 3)
    expect(order?.items).toEqual([{ product_sku: FILM, quantity_ordered: 3 }])
    const response = await reorder(order?.number ?? "")
    expect(response.errors).toBeUndefined()
    const own = await asCustomer<{ customerCart: { id: string } }>(
      server,
      token,
      "{ customerCart { id } }",
    )
    expect(response.data?.reorderItems).toEqual({
      cart: {
        id: own.data?.customerCart.id,
        total_quantity: 3,
        items: [{ quantity: 3, product: { sku: FILM } }],
      },
      userInputErrors: [],
    })
  })

  it("puts a configurable line back as the same variant", async () => {
    const buyer = await newCustomer(server, "variant")
    const ask = <T>(query: string, variables: Record<string, unknown> = {}) =>
      asCustomer<T>(server, buyer.token, query, variables)
    const cartId = (await ask<{ customerCart: { id: string } }>("{ customerCart { id } }")).data
      ?.customerCart.id
    const added = await ask<{ addProductsToCart: { user_errors: unknown[] } }>(
      `mutation a($id: String!) { addProductsToCart(cartId: $id, cartItems: [
        { sku: "NIK-FM10", quantity: 1, selected_options: ["${FM10_SILVER}"] }]) { user_errors { message } } }`,
      { id: cartId },
    )
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    for (const [step, input] of [
      ["setShippingAddressesOnCart", { shipping_addresses: [{ address: CALIFORNIA }] }],
      ["setBillingAddressOnCart", { billing_address: { same_as_shipping: true } }],
      [
        "setShippingMethodsOnCart",
        { shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] },
      ],
      ["setPaymentMethodOnCart", { payment_method: { code: "checkmo" } }],
    ] as const) {
      const done = await ask(
        `mutation s($input: ${step.charAt(0).toUpperCase()}${step.slice(1)}Input) { ${step}(input: $input) { cart { id } } }`,
        { input: { cart_id: cartId, ...input } },
      )
      expect(done.errors).toBeUndefined()
    }
    const placed = await ask<{ placeOrder: { order: { order_number: string } } }>(
      `mutation p($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`,
      { id: cartId },
    )
    expect(placed.errors).toBeUndefined()
    const reordered = await ask<{
      reorderItems: {
        cart: {
          items: {
            quantity: number
            product: { sku: string }
            configurable_options: { value_label: string }[]
          }[]
        }
        userInputErrors: { code: string }[]
      }
    }>(
      `mutation r($number: String!) { reorderItems(orderNumber: $number) { cart { items { quantity product { sku }
        ... on ConfigurableCartItem { configurable_options { value_label } } } } userInputErrors { code } } }`,
      { number: placed.data?.placeOrder.order.order_number },
    )
    expect(reordered.data?.reorderItems.userInputErrors).toEqual([])
    expect(reordered.data?.reorderItems.cart.items).toEqual([
      {
        quantity: 1,
        product: { sku: "NIK-FM10" },
        configurable_options: [{ value_label: "Silver" }],
      },
    ])
  })

  /** A new customer orders these lines; answers the customer and the order number. */
  const customerOrders = async (name: string, cartItems: Record<string, unknown>[]) => {
    const buyer = await newCustomer(server, name)
    const ask = <T>(query: string, variables: Record<string, unknown> = {}) =>
      asCustomer<T>(server, buyer.token, query, variables)
    const cartId = (await ask<{ customerCart: { id: string } }>("{ customerCart { id } }")).data
      ?.customerCart.id
    const added = await ask<{ addProductsToCart: { user_errors: unknown[] } }>(
      `mutation a($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id: cartId, items: cartItems },
    )
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    for (const [step, input] of [
      ["setShippingAddressesOnCart", { shipping_addresses: [{ address: CALIFORNIA }] }],
      ["setBillingAddressOnCart", { billing_address: { same_as_shipping: true } }],
      [
        "setShippingMethodsOnCart",
        { shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] },
      ],
      ["setPaymentMethodOnCart", { payment_method: { code: "checkmo" } }],
    ] as const) {
      const done = await ask(
        `mutation s($input: ${step.charAt(0).toUpperCase()}${step.slice(1)}Input) { ${step}(input: $input) { cart { id } } }`,
        { input: { cart_id: cartId, ...input } },
      )
      expect(done.errors).toBeUndefined()
    }
    const placed = await ask<{ placeOrder: { order: { order_number: string } } }>(
      `mutation p($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`,
      { id: cartId },
    )
    expect(placed.errors).toBeUndefined()
    return { token: buyer.token, number: placed.data?.placeOrder.order.order_number ?? "" }
  }

  it("puts bundle and downloadable lines back with the selections and links bought", async () => {
    const { token: buyer, number } = await customerOrders("bundler", [
      { sku: KIT, quantity: 1 },
      { sku: PRESETS, quantity: 1, selected_options: [PRESET_LINK] },
    ])
    const orderedBundle = await asCustomer<{
      customer: {
        orders: {
          items: {
            items: { bundle_options?: { values: { product_sku: string; quantity: number }[] }[] }[]
          }[]
        }
      }
    }>(
      server,
      buyer,
      `{ customer { orders { items { items { ... on BundleOrderItem { bundle_options { values { product_sku quantity } } } } } } } }`,
    )
    const bought = orderedBundle.data?.customer.orders.items[0]?.items[0]?.bundle_options ?? []
    const reordered = await asCustomer<{
      reorderItems: {
        cart: {
          items: {
            product: { sku: string }
            bundle_options?: { values: { quantity: number }[] }[]
            links?: { title: string }[]
          }[]
        }
        userInputErrors: unknown[]
      }
    }>(
      server,
      buyer,
      `mutation r($number: String!) { reorderItems(orderNumber: $number) {
        cart { items { product { sku }
          ... on BundleCartItem { bundle_options { values { quantity } } }
          ... on DownloadableCartItem { links { title } } } }
        userInputErrors { code message } } }`,
      { number },
    )
    expect(reordered.data?.reorderItems.userInputErrors).toEqual([])
    const [bundle, download] = reordered.data?.reorderItems.cart.items ?? []
    expect(bundle?.product.sku).toBe(KIT)
    expect(bundle?.bundle_options?.map((o) => o.values.map((v) => v.quantity))).toEqual(
      bought.map((o) => o.values.map((v) => v.quantity)),
    )
    expect(download).toEqual({
      product: { sku: PRESETS },
      links: [{ title: "Lightroom Classic (.xmp)" }],
    })
  })

  it("answers REORDER_NOT_AVAILABLE while the store switches reorders off", async () => {
    const { token: buyer, number } = await customerOrders("noreorder", [{ sku: FILM, quantity: 1 }])
    await server.admin.setStoreConfig("sales_reorder_allow", "0")
    try {
      const refused = await asCustomer<ReorderData>(server, buyer, REORDER, { number })
      expect(refused.data?.reorderItems.userInputErrors).toEqual([
        {
          code: "REORDER_NOT_AVAILABLE",
          message: "Reorders are not allowed.",
          path: ["orderNumber"],
        },
      ])
      expect(refused.data?.reorderItems.cart.items).toEqual([])
    } finally {
      await server.admin.setStoreConfig("sales_reorder_allow", null)
    }
  })

  it("refuses a guest, another customer's order and an unknown number with Magento's messages", async () => {
    const guest = await graphql(server, REORDER, { variables: { number: orders[0]?.number } })
    expect(guest.status).toBe(403)
    expect(guest.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: "graphql-authorization" },
    })
    const other = await newCustomer(server, "other")
    for (const number of [orders[0]?.number ?? "", "000000000"]) {
      const refused = await reorder(number, other.token)
      expect(refused.errors?.[0]).toMatchObject({
        message: `Order number "${number}" doesn't belong to the current customer`,
        extensions: { category: "graphql-input" },
      })
      expect(refused.data).toEqual({ reorderItems: null })
    }
  })

  it("answers INSUFFICIENT_STOCK and then NOT_SALABLE for lines the shop can no longer supply", async () => {
    const order = orders.find((o) => o.items[0]?.quantity_ordered === 5)
    const { qty } = await productStock(server, FILM)
    // Two left: the cart's 3 plus the order's 5 cannot be supplied.
    await guestBuys(qty - 2)
    const short = await reorder(order?.number ?? "")
    expect(short.errors).toBeUndefined()
    expect(short.data?.reorderItems.userInputErrors).toEqual([
      {
        code: "INSUFFICIENT_STOCK",
        message: "The requested qty is not available",
        path: ["orderNumber"],
      },
    ])
    expect(short.data?.reorderItems.cart.total_quantity).toBe(3)
    await guestBuys(2)
    expect(await productStock(server, FILM)).toEqual({ qty: 0, stock_status: "OUT_OF_STOCK" })
    const soldOut = await reorder(order?.number ?? "")
    expect(soldOut.data?.reorderItems.userInputErrors).toEqual([
      {
        code: "NOT_SALABLE",
        message: "Product that you are trying to add is not available.",
        path: ["orderNumber"],
      },
    ])
  })
})
