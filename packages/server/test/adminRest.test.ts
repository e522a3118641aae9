import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SIGN_IN_INCORRECT } from "../src/admin/adminAccounts.js"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { adminToken, placeGuestOrder, type RestOrder, rest } from "./adminRestKit.js"
import { productStock } from "./cartTestKit.js"
import { mailTo } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const UNAUTHORIZED = "The consumer isn't authorized to access %resources."

describe.each(drivers)("admin REST API on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let token = ""
  beforeAll(async () => {
    server = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      admin: { username: "fulfil", password: "Fulfil-secret9" },
    })
    token = await adminToken(server)
  })
  afterAll(() => server?.close())

  const order = async (id: number) =>
    (await rest<RestOrder>(server, "GET", `/orders/${id}`, { token })).body

  it("answers a token for the right password, Magento's errors otherwise, and locks after 6 failures", async () => {
    expect(
      typeof (await adminToken(server, { username: "fulfil", password: "Fulfil-secret9" })),
    ).toBe("string")
    const empty = await rest(server, "POST", "/integration/admin/token", {
      body: { username: "", password: "" },
    })
    expect(empty).toEqual({
      status: 400,
      body: {
        message: "One or more input exceptions have occurred.",
        errors: [
          {
            message: '"%fieldName" is required. Enter and try again.',
            parameters: { fieldName: "username" },
          },
          {
            message: '"%fieldName" is required. Enter and try again.',
            parameters: { fieldName: "password" },
          },
        ],
      },
    })
    const wrong = { username: "fulfil", password: "wrong" }
    // Five failures, then the right password still works (Magento's testThrottlingMaxAttempts).
    for (let i = 0; i < 5; i++)
      expect(await rest(server, "POST", "/integration/admin/token", { body: wrong })).toEqual({
        status: 401,
        body: { message: SIGN_IN_INCORRECT },
      })
    expect(
      (
        await rest(server, "POST", "/integration/admin/token", {
          body: { username: "fulfil", password: "Fulfil-secret9" },
        })
      ).status,
    ).toBe(200)
    // A burst of 20 wrong passwords at once, then the right one: refused (locked).
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        rest(server, "POST", "/integration/admin/token", { body: wrong }),
      ),
    )
    expect(burst.every((a) => a.status === 401)).toBe(true)
    expect(
      await rest(server, "POST", "/integration/admin/token", {
        body: { username: "fulfil", password: "Fulfil-secret9" },
      }),
    ).toEqual({ status: 401, body: { message: SIGN_IN_INCORRECT } })
  })

  it("refuses an expired token", async () => {
    const shortLived = await startTestServer({ adminAuth: { tokenLifetimeMs: 0 } })
    try {
      const expired = await adminToken(shortLived)
      expect(await rest(shortLived, "GET", "/orders", { token: expired })).toEqual({
        status: 401,
        body: { message: UNAUTHORIZED, parameters: { resources: "Magento_Sales::actions_view" } },
      })
    } finally {
      await shortLived.close()
    }
  })

  it("refuses calls without a valid admin token with Magento's 401", async () => {
    expect(await rest(server, "GET", "/orders")).toEqual({
      status: 401,
      body: { message: UNAUTHORIZED, parameters: { resources: "Magento_Sales::actions_view" } },
    })
    expect(
      await rest(server, "POST", "/order/1/invoice", { token: "not-a-token", body: {} }),
    ).toEqual({
      status: 401,
      body: { message: UNAUTHORIZED, parameters: { resources: "Magento_Sales::sales_invoice" } },
    })
    expect(await rest(server, "GET", "/nothing/here", { token })).toEqual({
      status: 404,
      body: { message: "Request does not match any route." },
    })
    expect(await rest(server, "GET", "/orders/999999", { token })).toEqual({
      status: 404,
      body: {
        message: "The entity that was requested doesn't exist. Verify the entity and try again.",
      },
    })
  })

  it("invoices (partly, then the rest), ships with tracking, completes, refunds and closes, mailing each step", async () => {
    const email = "lifecycle@example.com"
    const placed = await placeGuestOrder(server, [{ sku: FILM, quantity: 3 }], email, token)
    let o = await order(placed.id)
    expect([o.state, o.status]).toEqual(["new", "pending"])
    const itemId = o.items[0]?.item_id ?? 0

    const first = await rest<string>(server, "POST", `/order/${placed.id}/invoice`, {
      token,
      body: { capture: true, notify: true, items: [{ order_item_id: itemId, qty: 1 }] },
    })
    expect(first.status).toBe(200)
    expect(first.body).toMatch(/^\d+$/)
    o = await order(placed.id)
    expect([o.state, o.status, o.items[0]?.qty_invoiced]).toEqual(["processing", "processing", 1])

    const tooMany = await rest(server, "POST", `/order/${placed.id}/invoice`, {
      token,
      body: { items: [{ order_item_id: itemId, qty: 5 }] },
    })
    expect(tooMany).toEqual({
      status: 400,
      body: {
        message: `Invoice Document Validation Error(s):\nThe quantity to invoice must not be greater than the uninvoiced quantity for product SKU "${FILM}".`,
      },
    })
    expect(
      (await rest(server, "POST", `/order/${placed.id}/invoice`, { token, body: { notify: true } }))
        .status,
    ).toBe(200)
    // Invoicing twice: nothing is left to invoice.
    expect(await rest(server, "POST", `/order/${placed.id}/invoice`, { token, body: {} })).toEqual({
      status: 400,
      body: {
        message:
          "Invoice Document Validation Error(s):\nThe order does not allow an invoice to be created.",
      },
    })

    const shipped = await rest<string>(server, "POST", `/order/${placed.id}/ship`, {
      token,
      body: {
        notify: true,
        tracks: [
          {
            track_number: "1Z999AA10123456784",
            title: "United Parcel Service",
            carrier_code: "ups",
          },
        ],
      },
    })
    expect(shipped.status).toBe(200)
    o = await order(placed.id)
    expect([o.state, o.status, o.items[0]?.qty_shipped]).toEqual(["complete", "complete", 3])
    expect(o.extension_attributes.shipments[0]?.tracks).toEqual([
      { track_number: "1Z999AA10123456784", title: "United Parcel Service", carrier_code: "ups" },
    ])
    // A complete order cannot be canceled: Magento answers false.
    expect(await rest(server, "POST", `/orders/${placed.id}/cancel`, { token })).toEqual({
      status: 200,
      body: false,
    })

    // Refunding more than was invoiced.
    expect(
      await rest(server, "POST", `/order/${placed.id}/refund`, {
        token,
        body: { items: [{ order_item_id: itemId, qty: 4 }] },
      }),
    ).toEqual({
      status: 400,
      body: {
        message: `Creditmemo Document Validation Error(s):\nThe quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${FILM}".`,
      },
    })
    const stockBefore = (await productStock(server, FILM)).qty
    const memo = await rest<string>(server, "POST", `/order/${placed.id}/refund`, {
      token,
      body: { notify: true, arguments: { return_to_stock_items: [itemId] } },
    })
    expect(memo.status).toBe(200)
    o = await order(placed.id)
    expect([o.state, o.status, o.items[0]?.qty_refunded, o.total_refunded]).toEqual([
      "closed",
      "closed",
      3,
      o.total_paid,
    ])
    expect((await productStock(server, FILM)).qty).toBe(stockBefore + 3)
    expect(await rest(server, "POST", `/order/${placed.id}/refund`, { token, body: {} })).toEqual({
      status: 400,
      body: {
        message:
          "Creditmemo Document Validation Error(s):\nA creditmemo can not be created when an order has a status of closed\nWe can't create creditmemo for the order.",
      },
    })

    const subjects = (await mailTo(server, email, 5)).map((m) => m.subject)
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Your Shutter Camera & Photo order confirmation",
        "Invoice for your Shutter Camera & Photo order",
        "Your Shutter Camera & Photo order has shipped",
        "Credit memo for your Shutter Camera & Photo order",
      ]),
    )
    const shipMail = (await mailTo(server, email, 5)).find((m) =>
      m.subject?.includes("has shipped"),
    )
    expect(shipMail?.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784")

    // The shopper sees each document in the guest order view.
    const seen = await graphql<{
      guestOrder: {
        status: string
        invoices: { number: string }[]
        shipments: { number: string; tracking: { number: string; carrier: string }[] }[]
        credit_memos: { number: string }[]
      }
    }>(
      server,
      `query g($input: OrderInformationInput!) { guestOrder(input: $input) {
        status invoices { number } shipments { number tracking { number carrier } } credit_memos { number } } }`,
      { variables: { input: { number: placed.number, email, postcode: "90001" } } },
    )
    expect(seen.errors).toBeUndefined()
    expect(seen.data?.guestOrder.status).toBe("Closed")
    expect(seen.data?.guestOrder.invoices.map((i) => i.number)).toEqual([
      placed.number,
      `${placed.number}-2`,
    ])
    expect(seen.data?.guestOrder.shipments[0]?.tracking).toEqual([
      { number: "1Z999AA10123456784", carrier: "ups" },
    ])
    expect(seen.data?.guestOrder.credit_memos).toHaveLength(1)
  })

  it("cancels a pending order (stock back, e-mail), then refuses to ship or invoice it", async () => {
    const email = "cancel@example.com"
    const before = (await productStock(server, FILM)).qty
    const placed = await placeGuestOrder(server, [{ sku: FILM, quantity: 2 }], email, token)
    expect((await productStock(server, FILM)).qty).toBe(before - 2)
    expect(await rest(server, "POST", `/orders/${placed.id}/cancel`, { token })).toEqual({
      status: 200,
      body: true,
    })
    expect((await productStock(server, FILM)).qty).toBe(before)
    const o = await order(placed.id)
    expect([o.state, o.status, o.items[0]?.qty_canceled]).toEqual(["canceled", "canceled", 2])
    expect(await rest(server, "POST", `/order/${placed.id}/ship`, { token, body: {} })).toEqual({
      status: 400,
      body: {
        message:
          "Shipment Document Validation Error(s):\nA shipment cannot be created when an order has a status of canceled",
      },
    })
    expect(await rest(server, "POST", `/order/${placed.id}/invoice`, { token, body: {} })).toEqual({
      status: 400,
      body: {
        message:
          "Invoice Document Validation Error(s):\nAn invoice cannot be created when an order has a status of canceled",
      },
    })
    expect(await rest(server, "POST", `/orders/${placed.id}/cancel`, { token })).toEqual({
      status: 200,
      body: false,
    })
    const mails = await mailTo(server, email, 2)
    const update = mails.find((m) => m.subject === "Update to your Shutter Camera & Photo order")
    expect(update?.text).toContain(
      `Your order #${placed.number} has been updated with a status of Canceled.`,
    )
  })

  it("ships part of an order (processing until the rest ships) and refuses lines it does not have", async () => {
    const placed = await placeGuestOrder(
      server,
      [{ sku: FILM, quantity: 2 }],
      "partial@example.com",
      token,
    )
    const itemId = (await order(placed.id)).items[0]?.item_id ?? 0
    expect(
      await rest(server, "POST", `/order/${placed.id}/ship`, {
        token,
        body: { items: [{ order_item_id: 999999, qty: 1 }] },
      }),
    ).toEqual({
      status: 400,
      body: {
        message:
          'Shipment Document Validation Error(s):\nWe can not found item "999999" in order.\nYou can\'t create a shipment without products.',
      },
    })
    expect(
      (await rest(server, "POST", `/order/${placed.id}/invoice`, { token, body: {} })).status,
    ).toBe(200)
    expect(
      (
        await rest(server, "POST", `/order/${placed.id}/ship`, {
          token,
          body: { items: [{ order_item_id: itemId, qty: 1 }] },
        })
      ).status,
    ).toBe(200)
    let o = await order(placed.id)
    expect([o.status, o.items[0]?.qty_shipped]).toEqual(["processing", 1])
    expect(
      (await rest(server, "POST", `/order/${placed.id}/ship`, { token, body: {} })).status,
    ).toBe(200)
    o = await order(placed.id)
    expect([o.status, o.items[0]?.qty_shipped]).toEqual(["complete", 2])
    expect(await rest(server, "POST", `/order/${placed.id}/ship`, { token, body: {} })).toEqual({
      status: 400,
      body: {
        message:
          "Shipment Document Validation Error(s):\nThe order does not allow a shipment to be created.",
      },
    })
  })

  it("two invoices at once make one", async () => {
    const placed = await placeGuestOrder(
      server,
      [{ sku: FILM, quantity: 1 }],
      "race@example.com",
      token,
    )
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        rest(server, "POST", `/order/${placed.id}/invoice`, { token, body: {} }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3)
    expect((await order(placed.id)).items[0]?.qty_invoiced).toBe(1)
  })

  it("lists orders by searchCriteria with paging, and adds comments", async () => {
    const placed = await placeGuestOrder(
      server,
      [{ sku: FILM, quantity: 1 }],
      "list@example.com",
      token,
    )
    const query = new URLSearchParams({
      "searchCriteria[filter_groups][0][filters][0][field]": "status",
      "searchCriteria[filter_groups][0][filters][0][value]": "pending",
      "searchCriteria[filter_groups][0][filters][0][condition_type]": "eq",
      "searchCriteria[sortOrders][0][field]": "created_at",
      "searchCriteria[sortOrders][0][direction]": "DESC",
      "searchCriteria[pageSize]": "1",
      "searchCriteria[currentPage]": "1",
    })
    const listed = await rest<{
      items: RestOrder[]
      total_count: number
      search_criteria: unknown
    }>(server, "GET", `/orders?${query}`, { token })
    expect(listed.status).toBe(200)
    expect(listed.body.items.map((o) => o.increment_id)).toEqual([placed.number])
    expect(listed.body.total_count).toBeGreaterThanOrEqual(1)
    expect(listed.body.search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: "status", value: "pending", condition_type: "eq" }] }],
      sort_orders: [{ field: "created_at", direction: "DESC" }],
      page_size: 1,
      current_page: 1,
    })
    expect(
      await rest(server, "POST", `/orders/${placed.id}/comments`, {
        token,
        body: {
          statusHistory: {
            comment: "Packed with care",
            is_customer_notified: 1,
            is_visible_on_front: 1,
          },
        },
      }),
    ).toEqual({ status: 200, body: true })
    expect((await order(placed.id)).status_histories[0]).toMatchObject({
      comment: "Packed with care",
      is_customer_notified: 1,
    })
  })

  it("reads and sets a product's price, status and stock", async () => {
    const product = await rest<{
      sku: string
      price: number
      extension_attributes: { stock_item: { item_id: number; qty: number } }
    }>(server, "GET", `/products/${FILM}`, { token })
    expect(product.status).toBe(200)
    const itemId = product.body.extension_attributes.stock_item.item_id
    const updated = await rest<{ price: number }>(server, "PUT", `/products/${FILM}`, {
      token,
      body: { product: { price: 12.5 } },
    })
    expect(updated.body.price).toBe(12.5)
    expect(
      await rest(server, "PUT", `/products/${FILM}/stockItems/${itemId}`, {
        token,
        body: { stockItem: { qty: 42, is_in_stock: true } },
      }),
    ).toEqual({ status: 200, body: itemId })
    expect((await productStock(server, FILM)).qty).toBe(42)
    const disabled = await rest<{ status: number }>(server, "PUT", `/products/${FILM}`, {
      token,
      body: { product: { status: 2 } },
    })
    expect(disabled.body.status).toBe(2)
    await rest(server, "PUT", `/products/${FILM}`, { token, body: { product: { status: 1 } } })
    expect(await rest(server, "GET", "/products/NO-SUCH-SKU", { token })).toEqual({
      status: 404,
      body: {
        message: "The product that was requested doesn't exist. Verify the product and try again.",
      },
    })
  })
})
