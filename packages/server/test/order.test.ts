import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  cartMutation,
  createCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { bothDrivers, graphql } from "./helpers.js"

const ORDER_QUERY = /* GraphQL */ `
  query guestOrder($input: OrderInformationInput!) {
    guestOrder(input: $input) {
      number
      order_number
      status
      order_date
      items { product_name product_sku product_type product_url_key product_sale_price { value currency } quantity_ordered quantity_invoiced selected_options { label value } status }
      total {
        subtotal { value }
        grand_total { value }
        base_grand_total { value }
        total_tax { value }
        taxes { amount { value } title rate }
        total_shipping { value }
        discounts { amount { value } label }
        shipping_handling { amount_excluding_tax { value } amount_including_tax { value } }
      }
      shipping_address { firstname lastname city postcode country_code region street }
      billing_address { lastname postcode }
      shipping_method
      carrier
      payment_methods { name type }
      invoices { number }
      shipments { number }
    }
  }
`

describe.each(bothDrivers)("orders on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let number = ""
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    const cartId = await createCart(server)
    await addProducts(server, cartId, [
      { sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 10 },
      { sku: "NIK-FM10", quantity: 1, selected_options: ["Y29uZmlndXJhYmxlLzIwMy81MDMz"] },
    ])
    await cartMutation(server, "applyCouponToCart", "ApplyCouponToCartInput", {
      cart_id: cartId,
      coupon_code: "SAVE10",
    })
    await prepareCheckout(server, cartId, "Track.Me@example.com")
    number = (await placeOrder(server, cartId)).data?.placeOrder.order.order_number ?? ""
  })
  afterAll(() => server?.close())

  it("lets a guest look the order up by number, e-mail and postcode", async () => {
    const res = await graphql<{ guestOrder: Record<string, unknown> }>(server, ORDER_QUERY, {
      variables: { input: { number, email: "track.me@example.com", postcode: "90001" } },
    })
    expect(res.errors).toBeUndefined()
    const order = res.data?.guestOrder
    expect(order).toMatchObject({
      number,
      order_number: number,
      status: "Pending",
      shipping_method: "Flat Rate - Fixed",
      carrier: "Flat Rate",
      payment_methods: [{ name: "Check / Money order", type: "checkmo" }],
      shipping_address: {
        firstname: "Ansel",
        city: "Los Angeles",
        postcode: "90001",
        country_code: "US",
        region: "California",
      },
      invoices: [],
      shipments: [],
    })
    expect(order?.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(order?.items).toEqual([
      expect.objectContaining({
        product_sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
        product_type: "simple",
        quantity_ordered: 10,
        quantity_invoiced: 0,
        product_sale_price: { value: 11.99, currency: "USD" },
      }),
      expect.objectContaining({
        product_sku: "NIK-FM10-SILVER",
        product_type: "configurable",
        selected_options: [{ label: "Color", value: "Silver" }],
      }),
    ])
    const total = order?.total as Record<string, unknown>
    expect(total.discounts).toEqual([{ label: "10% off", amount: { value: expect.any(Number) } }])
    expect(total.total_shipping).toEqual({ value: 5 })
    expect((total.taxes as { title: string; rate: number }[])[0]).toMatchObject({
      title: "CA Sales Tax 7.25%",
      rate: 7.25,
    })
    const sub = (total.subtotal as { value: number }).value
    const discount = (total.discounts as { amount: { value: number } }[])[0]?.amount.value ?? 0
    const tax = (total.total_tax as { value: number }).value
    expect((total.grand_total as { value: number }).value).toBeCloseTo(sub - discount + tax + 5, 2)
  })

  it("also finds it by last name, and refuses wrong details", async () => {
    const byName = await graphql(server, ORDER_QUERY, {
      variables: { input: { number, email: "track.me@example.com", lastname: "adams" } },
    })
    expect(byName.errors).toBeUndefined()
    for (const input of [
      { number, email: "other@example.com", postcode: "90001" },
      { number, email: "track.me@example.com", postcode: "10001" },
      { number: "000009999", email: "track.me@example.com", postcode: "90001" },
    ]) {
      const res = await graphql(server, ORDER_QUERY, { variables: { input } })
      expect(res.errors?.[0]).toMatchObject({
        message: "We couldn't locate an order with the information provided.",
        extensions: { category: "graphql-no-such-entity" },
      })
    }
    const neither = await graphql(server, ORDER_QUERY, {
      variables: { input: { number, email: "track.me@example.com" } },
    })
    expect(neither.errors?.[0]?.message).toBe('Either "lastname" or "postcode" must be specified.')
  })
})
