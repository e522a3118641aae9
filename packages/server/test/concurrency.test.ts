// The stock guarantee under real concurrency: PostgreSQL only (PGlite runs one query at a time,
// so no race can show there).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  cartMutation,
  createCart,
  getCart,
  placeOrder,
  prepareCheckout,
  productStock,
} from "./cartTestKit.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(!databaseUrl)(
  databaseUrl
    ? "placeOrder under concurrency on postgres"
    : "placeOrder under concurrency — skipped: DATABASE_URL is not set",
  () => {
    let server: RunningServer
    beforeAll(async () => {
      server = await startTestServer({ databaseUrl: databaseUrl ?? "" })
    })
    afterAll(() => server?.close())

    it("sells M units to N concurrent buyers exactly M times, never below zero", async () => {
      const sku = "NIK-D6" // 6 in stock
      const { qty: units } = await productStock(server, sku)
      const buyers = 20
      const carts = await Promise.all(Array.from({ length: buyers }, () => createCart(server)))
      for (const cartId of carts) {
        const added = await addProducts(server, cartId, [{ sku, quantity: 1 }])
        expect(added.data?.addProductsToCart.user_errors).toEqual([])
        await prepareCheckout(server, cartId, `buyer-${cartId.slice(0, 6)}@example.com`)
      }
      const started = performance.now()
      const results = await Promise.all(carts.map((cartId) => placeOrder(server, cartId)))
      const elapsed = performance.now() - started
      const orders = results.filter((r) => r.data?.placeOrder?.order.order_number)
      const refused = results.filter((r) => r.errors)
      expect(orders).toHaveLength(units)
      expect(refused).toHaveLength(buyers - units)
      for (const r of refused)
        expect(r.errors?.[0]?.message).toBe(
          "Unable to place order: Some of the products are out of stock.",
        )
      expect(new Set(orders.map((r) => r.data?.placeOrder.order.order_number)).size).toBe(units)
      expect(await productStock(server, sku)).toEqual({ qty: 0, stock_status: "OUT_OF_STOCK" })
      console.info(
        `race: ${buyers} buyers for ${units} units → ${orders.length} orders in ${elapsed.toFixed(0)} ms`,
      )
    })

    it("concurrent adds to one cart keep every unit, in one line per product", async () => {
      const film = "KOD-PORTRA-400-35MM-36-EXP"
      const other = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
      const cartId = await createCart(server)
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          addProducts(server, cartId, [{ sku: i % 3 === 0 ? other : film, quantity: 1 }]),
        ),
      )
      for (const r of results) expect(r.data?.addProductsToCart.user_errors).toEqual([])
      const cart = (await getCart(server, cartId)).data?.cart
      expect(cart?.items.map((i) => [i.product.sku, i.quantity]).sort()).toEqual([
        [other, 4],
        [film, 8],
      ])
    })

    it("a new customer's first cart requests at once share one cart, which keeps what is added", async () => {
      const { token } = await newCustomer(server, "firstcart")
      const asked = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          asCustomer<{ customerCart: { id: string } }>(server, token, "{ customerCart { id } }"),
        ),
        asCustomer<{ createEmptyCart: string }>(server, token, "mutation { createEmptyCart }"),
      ])
      const ids = asked.map((r) => {
        expect(r.errors).toBeUndefined()
        return r.data && "customerCart" in r.data ? r.data.customerCart.id : r.data?.createEmptyCart
      })
      expect(new Set(ids).size).toBe(1)
      const [cartId = ""] = ids
      const sku = "KOD-PORTRA-400-35MM-36-EXP"
      const added = await asCustomer<{ addProductsToCart: { user_errors: unknown[] } }>(
        server,
        token,
        `mutation { addProductsToCart(cartId: "${cartId}", cartItems: [{ sku: "${sku}", quantity: 1 }]) { user_errors { message } } }`,
      )
      expect(added.data?.addProductsToCart.user_errors).toEqual([])
      const again = await asCustomer<{ customerCart: { id: string; total_quantity: number } }>(
        server,
        token,
        "{ customerCart { id total_quantity } }",
      )
      expect(again.data?.customerCart).toEqual({ id: cartId, total_quantity: 1 })
    })

    it("checkout steps racing adds on one cart keep every step and every unit", async () => {
      const film = "KOD-PORTRA-400-35MM-36-EXP"
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: film, quantity: 1 }])
      await prepareCheckout(server, cartId)
      // Each step reads the cart, then writes only if no other request changed it meanwhile;
      // one that lost the race runs again under the row lock.
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => [
          addProducts(server, cartId, [{ sku: film, quantity: 1 }]),
          cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
            cart_id: cartId,
            email: `racer-${i}@example.com`,
          }),
          cartMutation(server, "setBillingAddressOnCart", "SetBillingAddressOnCartInput", {
            cart_id: cartId,
            billing_address: { address: { ...CALIFORNIA, city: `Town ${i}` } },
          }),
          cartMutation(server, "setShippingMethodsOnCart", "SetShippingMethodsOnCartInput", {
            cart_id: cartId,
            shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }],
          }),
          cartMutation(server, "setPaymentMethodOnCart", "SetPaymentMethodOnCartInput", {
            cart_id: cartId,
            payment_method: { code: "checkmo" },
          }),
        ]).flat(),
      )
      for (const r of results) expect(r.errors).toBeUndefined()
      const cart = (await getCart(server, cartId)).data?.cart
      expect(cart?.items.map((i) => [i.product.sku, i.quantity])).toEqual([[film, 7]])
      expect(cart?.email).toMatch(/^racer-[0-5]@example\.com$/)
      expect(cart?.billing_address?.city).toMatch(/^Town [0-5]$/)
      expect(cart?.shipping_addresses[0]?.city).toBe(CALIFORNIA.city)
      expect(cart?.shipping_addresses[0]?.selected_shipping_method?.carrier_code).toBe("flatrate")
      expect(cart?.selected_payment_method?.code).toBe("checkmo")
    })

    it("a double submit of one cart makes exactly one order", async () => {
      const sku = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
      const before = await productStock(server, sku)
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku, quantity: 2 }])
      await prepareCheckout(server, cartId)
      const results = await Promise.all(Array.from({ length: 5 }, () => placeOrder(server, cartId)))
      const orders = results.filter((r) => r.data?.placeOrder?.order.order_number)
      expect(orders).toHaveLength(1)
      for (const r of results.filter((x) => x.errors))
        expect(r.errors?.[0]).toMatchObject({
          message: "The cart isn't active.",
          extensions: { category: "graphql-no-such-entity" },
        })
      expect((await productStock(server, sku)).qty).toBe(before.qty - 2)
    })
  },
)
