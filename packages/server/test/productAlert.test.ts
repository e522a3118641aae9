// Product alerts (extension schema): a customer subscribes to a product's return to stock or
// price drop; the stock and price changes of the shop mail one e-mail per subscriber and mark
// the alert sent; customers list and remove only their own alerts.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { mailTo } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"

const SUBSCRIBE = `mutation s($sku: String!, $type: ProductAlertTypeEnum!) {
  subscribeProductAlert(input: { sku: $sku, type: $type }) {
    message alert { id type price { value currency } sent_at send_count product { sku } } } }`
const LIST = `{ customer { product_alerts { id type price { value } sent_at send_count product { sku } } } }`
const UNSUBSCRIBE = `mutation u($id: ID!) { unsubscribeProductAlert(id: $id) { message } }`

interface Alert {
  id: string
  type: string
  price: { value: number } | null
  sent_at: string | null
  send_count: number
  product: { sku: string }
}

describe.each(drivers)("product alerts on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const subscribe = (token: string, sku: string, type: "STOCK" | "PRICE") =>
    asCustomer<{ subscribeProductAlert: { message: string; alert: Alert } }>(
      server,
      token,
      SUBSCRIBE,
      { sku, type },
    )
  /** The alert e-mails an address got (after its welcome e-mail). */
  const alertMails = async (email: string, count = 1) =>
    (await mailTo(server, email, count + 1)).filter((m) => m.subject?.startsWith("Products"))
  const list = async (token: string) =>
    (await asCustomer<{ customer: { product_alerts: Alert[] } }>(server, token, LIST)).data
      ?.customer.product_alerts ?? []

  it("refuses guests and unknown products with Magento's messages", async () => {
    const guest = await graphql(server, SUBSCRIBE, { variables: { sku: FILM, type: "STOCK" } })
    expect(guest.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: "graphql-authorization" },
    })
    const { token } = await newCustomer(server, "alerted")
    const unknown = await subscribe(token, "NO-SUCH-SKU", "STOCK")
    expect(unknown.errors?.[0]).toMatchObject({
      message: "The product was not found.",
      extensions: { category: "graphql-no-such-entity" },
    })
  })

  it("mails every stock subscriber once when the product is back in stock", async () => {
    expect(await server.admin.setProductStock(FILM, 0)).toBe(0)
    const ann = await newCustomer(server, "ann")
    const ben = await newCustomer(server, "ben")
    const saved = await subscribe(ann.token, FILM, "STOCK")
    expect(saved.data?.subscribeProductAlert).toMatchObject({
      message: "Alert subscription has been saved.",
      alert: { type: "STOCK", price: null, sent_at: null, send_count: 0, product: { sku: FILM } },
    })
    await subscribe(ben.token, FILM, "STOCK")
    expect(await server.admin.setProductStock(FILM, 25)).toBe(2)
    for (const who of [ann, ben]) {
      const [mail] = await alertMails(who.email)
      expect(mail?.subject).toBe("Products back in stock alert")
      expect(mail?.text).toContain("In stock alert!")
      expect(mail?.text).toContain("Fujifilm")
    }
    const [alert] = await list(ann.token)
    expect(alert?.send_count).toBe(1)
    expect(alert?.sent_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    // Sent once: out of stock and back again mails nobody.
    await server.admin.setProductStock(FILM, 0)
    expect(await server.admin.setProductStock(FILM, 25)).toBe(0)
    expect(await alertMails(ann.email)).toHaveLength(1)
    const stock = await graphql<{ products: { items: { stock_status: string }[] } }>(
      server,
      `{ products(filter: { sku: { eq: "${FILM}" } }) { items { stock_status } } }`,
    )
    expect(stock.data?.products.items).toEqual([{ stock_status: "IN_STOCK" }])
  })

  it("mails a price alert when the final price falls below the price the customer saw", async () => {
    const { email, token } = await newCustomer(server, "bargain")
    const saved = await subscribe(token, FILM, "PRICE")
    expect(saved.data?.subscribeProductAlert.message).toBe("You saved the alert subscription.")
    const seen = saved.data?.subscribeProductAlert.alert.price?.value ?? 0
    const cents = Math.round(seen * 100)
    expect(await server.admin.setProductPrice(FILM, cents + 100)).toBe(0)
    expect(await server.admin.setProductPrice(FILM, cents + 100, cents - 200)).toBe(1)
    const [mail] = await alertMails(email)
    expect(mail?.subject).toBe("Products price alert")
    expect(mail?.text).toContain(`now $${((cents - 200) / 100).toFixed(2)}`)
    const [alert] = await list(token)
    expect(alert?.price?.value).toBe((cents - 200) / 100)
    // The same price again is no drop; a further one alerts again.
    expect(await server.admin.setProductPrice(FILM, cents + 100, cents - 200)).toBe(0)
    expect(await server.admin.setProductPrice(FILM, cents + 100, cents - 300)).toBe(1)
    const price = await graphql<{
      products: { items: { price_range: { minimum_price: { final_price: { value: number } } } }[] }
    }>(
      server,
      `{ products(filter: { sku: { eq: "${FILM}" } }) { items { price_range { minimum_price { final_price { value } } } } } }`,
    )
    expect(price.data?.products.items[0]?.price_range.minimum_price.final_price.value).toBe(
      (cents - 300) / 100,
    )
  })

  it("lists and removes only the customer's own alerts", async () => {
    const owner = await newCustomer(server, "owner")
    const other = await newCustomer(server, "other")
    const saved = await subscribe(owner.token, FILM, "STOCK")
    const id = saved.data?.subscribeProductAlert.alert.id ?? ""
    expect((await list(owner.token)).map((a) => a.id)).toEqual([id])
    expect(await list(other.token)).toEqual([])
    const refused = await asCustomer(server, other.token, UNSUBSCRIBE, { id })
    expect(refused.errors?.[0]).toMatchObject({
      message: `Could not find a product alert with ID "${id}"`,
      extensions: { category: "graphql-input" },
    })
    const removed = await asCustomer(server, owner.token, UNSUBSCRIBE, { id })
    expect(removed.data).toEqual({
      unsubscribeProductAlert: {
        message: "You will no longer receive stock alerts for this product.",
      },
    })
    expect(await list(owner.token)).toEqual([])
  })
})
