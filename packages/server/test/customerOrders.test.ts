import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { adminToken, orderIdOf, rest } from "./adminRestKit.js"
import { asCustomer, newCustomer, signIn } from "./customerTestKit.js"
import { mailTo } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const DEMO = "roni_cost@example.com"
const DEMO_PASSWORD = "roni_cost3@example.com"

const ORDERS = `query o($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages }
    items { number status email order_date comments { message }
      items { product_sku status quantity_ordered quantity_invoiced quantity_shipped quantity_refunded quantity_canceled }
      total { grand_total { value } }
      invoices { number total { grand_total { value } } items { product_sku quantity_invoiced } }
      shipments { number tracking { title carrier number } items { product_sku quantity_shipped } }
      credit_memos { number total { grand_total { value } adjustment { value } } items { quantity_refunded } }
      payment_methods { name type } shipping_method billing_address { city } } } } }`

interface Order {
  readonly number: string
  readonly status: string
  readonly email: string
  readonly items: Record<string, unknown>[]
  readonly invoices: unknown[]
  readonly shipments: { tracking: unknown[] }[]
  readonly credit_memos: unknown[]
}
type OrdersData = {
  customer: {
    orders: {
      total_count: number
      page_info: Record<string, number>
      items: Order[]
    }
  }
}

describe.each(drivers)("customer orders on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let token = ""
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    token = await signIn(server, DEMO, DEMO_PASSWORD)
  })
  afterAll(() => server?.close())

  it("lists the demo customer's history, newest first, with every state and document", async () => {
    const response = await asCustomer<OrdersData>(server, token, ORDERS)
    expect(response.errors).toBeUndefined()
    const orders = response.data?.customer.orders
    expect(orders?.total_count).toBe(5)
    expect(orders?.items.map((o) => o.status)).toEqual([
      "Pending",
      "Processing",
      "Complete",
      "Canceled",
      "Closed",
    ])
    const [pending, processing, complete, canceled, closed] = orders?.items ?? []
    expect(pending?.email).toBe(DEMO)
    expect(pending?.invoices).toEqual([])
    expect(processing?.invoices).toHaveLength(1)
    expect(pending?.items[0]).toMatchObject({ status: "Ordered", quantity_invoiced: 0 })
    expect(processing?.items[0]).toMatchObject({
      status: "Invoiced",
      quantity_ordered: 5,
      quantity_invoiced: 5,
      quantity_shipped: 0,
    })
    expect(complete?.shipments[0]?.tracking).toEqual([
      { title: "United Parcel Service", carrier: "ups", number: `1Z999AA1${complete?.number}` },
    ])
    expect(complete?.items[0]).toMatchObject({
      status: "Shipped",
      quantity_invoiced: 3,
      quantity_shipped: 3,
    })
    expect(canceled?.items[0]).toMatchObject({
      status: "Canceled",
      quantity_canceled: 1,
      quantity_invoiced: 0,
    })
    expect(closed?.credit_memos).toHaveLength(1)
    expect(closed?.items[0]).toMatchObject({ status: "Refunded", quantity_refunded: 2 })
  })

  it("filters by number, status and date, sorts and pages", async () => {
    const all = await asCustomer<OrdersData>(server, token, ORDERS)
    const numbers = all.data?.customer.orders.items.map((o) => o.number) ?? []
    const byNumber = await asCustomer<OrdersData>(server, token, ORDERS, {
      filter: { number: { eq: numbers[2] } },
    })
    expect(byNumber.data?.customer.orders.items.map((o) => o.number)).toEqual([numbers[2]])
    const byStatus = await asCustomer<OrdersData>(server, token, ORDERS, {
      filter: { status: { in: ["complete", "closed"] } },
    })
    // The filter takes status codes; the answer shows their labels.
    expect(byStatus.data?.customer.orders.items.map((o) => o.status)).toEqual([
      "Complete",
      "Closed",
    ])
    const recent = new Date(Date.now() - 10 * 86_400_000).toISOString()
    const byDate = await asCustomer<OrdersData>(server, token, ORDERS, {
      filter: { order_date: { from: recent } },
    })
    expect(byDate.data?.customer.orders.total_count).toBe(2)
    const page = await asCustomer<OrdersData>(server, token, ORDERS, {
      page: 2,
      size: 2,
      sort: { sort_field: "NUMBER", sort_direction: "ASC" },
    })
    expect(page.data?.customer.orders.page_info).toEqual({
      current_page: 2,
      page_size: 2,
      total_pages: 3,
    })
    expect(page.data?.customer.orders.items.map((o) => o.number)).toEqual(
      [...numbers].sort().slice(2, 4),
    )
    const bad = await asCustomer(server, token, ORDERS, { page: 0 })
    expect(bad.errors?.[0]?.message).toBe("currentPage value must be greater than 0.")
  })

  it("shows a customer only their own orders; a guest none", async () => {
    const other = await newCustomer(server, "no-orders")
    const theirs = await asCustomer<OrdersData>(server, other.token, ORDERS)
    expect(theirs.data?.customer.orders).toMatchObject({ total_count: 0, items: [] })
    const guest = await graphql(server, ORDERS)
    expect(guest.status).toBe(403)
    expect(guest.errors?.[0]?.message).toBe("The current customer isn't authorized.")
  })
  it("a customer checks out with a saved address; the order is theirs, in history and by e-mail", async () => {
    const buyer = await newCustomer(server, "buyer")
    const step = async <T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown>,
    ): Promise<T> => {
      const response = await asCustomer<T>(server, buyer.token, query, variables)
      expect(response.errors, query).toBeUndefined()
      return response.data as T
    }
    const { createCustomerAddress: saved } = await step<{
      createCustomerAddress: { id: number }
    }>(
      `mutation a($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
      {
        input: {
          firstname: "Ada",
          lastname: "Lovelace",
          street: ["500 Aperture Way"],
          city: "Calder",
          region: { region_id: 5 },
          postcode: "90001",
          country_code: "US",
          telephone: "5550100",
          default_shipping: true,
          default_billing: true,
        },
      },
    )
    const { customerCart } = await step<{ customerCart: { id: string } }>(
      "{ customerCart { id } }",
      {},
    )
    const cart = customerCart.id
    await step(
      `mutation a($cart: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: "PAN-LUMIX-S9", quantity: 1 }]) { user_errors { message } } }`,
      { cart },
    )
    await step(
      `mutation s($cart: String!, $address: Int!) { setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $address }] }) { cart { id } } }`,
      { cart, address: saved.id },
    )
    await step(
      `mutation b($cart: String!, $address: Int!) { setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { customer_address_id: $address } }) { cart { id } } }`,
      { cart, address: saved.id },
    )
    await step(
      `mutation m($cart: String!) { setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
      { cart },
    )
    await step(
      `mutation p($cart: String!) { setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { cart },
    )
    const { placeOrder } = await step<{ placeOrder: { order: { order_number: string } } }>(
      `mutation o($cart: String!) { placeOrder(input: { cart_id: $cart }) { order { order_number } } }`,
      { cart },
    )
    const number = placeOrder.order.order_number

    const mine = await asCustomer<OrdersData>(server, buyer.token, ORDERS)
    expect(mine.data?.customer.orders.total_count).toBe(1)
    expect(mine.data?.customer.orders.items[0]).toMatchObject({
      number,
      status: "Pending",
      email: buyer.email,
      billing_address: { city: "Calder" },
    })
    // Nobody else sees it: the demo customer's history does not grow.
    const demo = await asCustomer<OrdersData>(server, token, ORDERS, {
      filter: { number: { eq: number } },
    })
    expect(demo.data?.customer.orders.total_count).toBe(0)
    const mail = (await mailTo(server, buyer.email, 2)).find((m) =>
      m.subject?.endsWith("order confirmation"),
    )
    expect(mail?.text).toContain(`Your Order #${number}`)

    // The merchant invoices and ships it: the history shows each document as it happens.
    const admin = await adminToken(server)
    const id = await orderIdOf(server, admin, number)
    expect(
      (await rest(server, "POST", `/order/${id}/invoice`, { token: admin, body: {} })).status,
    ).toBe(200)
    const invoiced = await asCustomer<{
      customer: { orders: { items: { status: string; invoices: { number: string }[] }[] } }
    }>(
      server,
      buyer.token,
      `{ customer { orders(filter: { number: { eq: "${number}" } }) { items { status invoices { number } } } } }`,
    )
    expect(invoiced.data?.customer.orders.items[0]).toEqual({
      status: "Processing",
      invoices: [{ number }],
    })
    const shipped = await rest(server, "POST", `/order/${id}/ship`, {
      token: admin,
      body: {
        tracks: [{ track_number: "9400100000000000000000", title: "USPS", carrier_code: "usps" }],
      },
    })
    expect(shipped.status).toBe(200)
    const complete = await asCustomer<{
      customer: {
        orders: {
          items: {
            status: string
            items: { status: string; quantity_shipped: number }[]
            shipments: {
              number: string
              tracking: { number: string; carrier: string; title: string }[]
            }[]
          }[]
        }
      }
    }>(
      server,
      buyer.token,
      `{ customer { orders(filter: { number: { eq: "${number}" } }) { items { status items { status quantity_shipped } shipments { number tracking { number carrier title } } } } } }`,
    )
    expect(complete.data?.customer.orders.items[0]).toEqual({
      status: "Complete",
      items: [{ status: "Shipped", quantity_shipped: 1 }],
      shipments: [
        {
          number,
          tracking: [{ number: "9400100000000000000000", carrier: "usps", title: "USPS" }],
        },
      ],
    })
  })

  it("guestOrder refuses a registered customer's order with Magento's message, even with the right details", async () => {
    const mine = await asCustomer<{
      customer: {
        orders: {
          items: { number: string; billing_address: { lastname: string; postcode: string } }[]
        }
      }
    }>(
      server,
      token,
      `{ customer { orders(pageSize: 1) { items { number billing_address { lastname postcode } } } } }`,
    )
    const order = mine.data?.customer.orders.items[0]
    expect(order).toBeDefined()
    const res = await graphql(
      server,
      `query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`,
      {
        variables: {
          input: {
            number: order?.number,
            email: DEMO,
            lastname: order?.billing_address.lastname,
            postcode: order?.billing_address.postcode,
          },
        },
      },
    )
    expect(res.errors?.[0]).toMatchObject({
      message: "Please login to view the order.",
      extensions: { category: "graphql-authorization" },
    })
    expect(res.data?.guestOrder ?? null).toBeNull()
  })
})
