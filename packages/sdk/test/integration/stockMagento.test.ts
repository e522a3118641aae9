import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { buildSchema, parse, validate } from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  COUPON_NOT_VALID_MESSAGE,
  createStorefront,
  memoryStorage,
  type Storefront,
  thirdPartyScriptsOf,
} from "../../src/index.js"
import { startRealServer, type TestServer } from "./realServer.js"

// A storefront configured for stock Magento 2.4 (`magento: { extensions: [] }`) runs the whole
// guest checkout against the REAL server over HTTP. Every request it sends is recorded and must
// be valid against stock Magento's schema alone, so no extension operation or field went out.

const stockSchema = buildSchema(
  ["../../../../schema/magento/schema-2.4.graphql", "../../../../schema/magento/attributes.graphql"]
    .map((path) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8"))
    .join("\n"),
)

const FILM = {
  __typename: "SimpleProduct",
  sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
  name: "Superia X-TRA 400",
}

const EXTENSION_NAMES = [
  "amastyApplyCouponToCart",
  "addWarrantyToCart",
  "getMegaMenuByGroupTitle",
  "warranty",
  "hasWarranty",
  "manufacturer_name",
  "am_category_labels",
  "am_product_labels",
  "applied_gift_cards",
  "GiftCardCartItem",
  "giftCardAccount",
  "chat_widget_script_url",
  "ratings_widget_script_url",
]

/** Every query valid against stock Magento's schema alone, no extension name in it. */
const expectOnlyStockMagento = (queries: ReadonlyArray<string>) => {
  expect(queries.length).toBeGreaterThan(0)
  for (const query of queries) {
    expect(validate(stockSchema, parse(query)).map((e) => e.message)).toEqual([])
    for (const name of EXTENSION_NAMES) expect(query).not.toMatch(new RegExp(`\\b${name}\\b`))
  }
}

/** A stock-Magento storefront that records the query text of every request (POST body or GET URL). */
const stockStorefront = (server: TestServer) => {
  const queries: string[] = []
  const storefront = createStorefront({
    endpoint: server.graphqlUrl,
    storage: memoryStorage(),
    magento: { extensions: [] },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init)
      const body = typeof init?.body === "string" ? init.body : await request.clone().text()
      const query =
        body === ""
          ? new URL(request.url).searchParams.get("query")
          : (JSON.parse(body) as { query?: string }).query
      if (query) queries.push(query)
      return fetch(input, init)
    },
  })
  return { storefront, queries }
}

describe("stock Magento 2.4: the guest checkout sends only Magento's own operations", () => {
  let server: TestServer
  let storefront: Storefront
  let queries: string[]

  beforeAll(async () => {
    server = await startRealServer()
    ;({ storefront, queries } = stockStorefront(server))
  })

  afterAll(async () => {
    await storefront?.dispose()
    await server?.close()
  })

  it("browse, add to cart, coupon, addresses, shipping, payment, place order", async () => {
    const route = await storefront.routing.resolve({ path: "/photography.html" })
    expect(route._tag).toBe("Category")
    const listing = await storefront.catalog.listProducts({ query: "term=superia" })
    expect(listing.items.map((p) => p.sku)).toContain(FILM.sku)
    const product = await storefront.catalog.productBySku({ sku: FILM.sku })
    expect(product.name).toBe("Fujifilm Superia X-TRA 400 35mm 36 exp")
    expect(product.am_product_labels).toBeUndefined()
    expect(product.manufacturer_name).toBeUndefined()

    const added = await storefront.cart.addItem({ product: FILM, quantity: 10 })
    expect(added.total_quantity).toBe(10)
    expect(added.items?.[0]?.hasWarranty).toBeUndefined()
    expect(added.applied_gift_cards).toBeUndefined()

    // Magento's applyCouponToCart with Amasty's semantics: a bad code keeps the applied one.
    const coupon = await storefront.cart.applyCoupon({ code: "SAVE10" })
    expect(coupon.applied).toBe(true)
    expect(coupon.cart.prices?.discounts?.[0]?.label).toBe("10% off")
    const bad = await storefront.cart.applyCoupon({ code: "SAVE1O" })
    expect(bad.applied).toBe(false)
    expect(bad.cart.applied_coupons).toEqual([{ code: "SAVE10" }])
    expect(storefront.notifications.get().map((n) => n.message)).toContain(COUPON_NOT_VALID_MESSAGE)

    const address = {
      firstname: "Ansel",
      lastname: "Adams",
      street: "1 Yosemite Way",
      city: "Los Angeles",
      region_id: 5,
      postcode: "90001",
      country_code: "US",
      telephone: "5551234567",
    }
    // The steps saved together travel as one mutation of several fields, as Magento runs them.
    const withAddress = await storefront.checkout.setShippingAddress({
      address,
      email: "stock-guest@example.com",
    })
    expect(withAddress.email).toBe("stock-guest@example.com")
    expect(withAddress.shipping_addresses[0]?.region?.code).toBe("CA")
    const methods = await storefront.checkout.shippingMethods()
    expect(methods.map((m) => m.carrier_code)).toEqual(["flatrate", "freeshipping", "express"])
    const billed = await storefront.checkout.setBillingAddress({
      address: { ...address, sameAsShipping: true },
      shippingMethod: { carrier_code: "freeshipping", method_code: "freeshipping" },
    })
    expect(billed.billing_address?.city).toBe("Los Angeles")
    expect(billed.shipping_addresses[0]?.selected_shipping_method?.carrier_code).toBe(
      "freeshipping",
    )
    await storefront.checkout.setPaymentMethod({ code: "checkmo" })
    const order = await storefront.checkout.placeOrder()
    expect(order.orderNumber).toMatch(/^\d{9}$/)

    const operations = queries.map((q) => /(?:query|mutation)\s+(\w+)/.exec(q)?.[1])
    expect(operations).toEqual(
      expect.arrayContaining([
        "route",
        "productList",
        "productDetails",
        "addProductsToCart",
        "applyCouponToCart",
        "setGuestEmailAndShippingAddressOnCart",
        "setBillingAddressAndShippingMethodOnCart",
        "setPaymentMethodOnCart",
        "placeOrder",
      ]),
    )
    expectOnlyStockMagento(queries)
  })

  it("the store config without the third-party scripts' settings: every script off", async () => {
    const config = await storefront.store.config()
    expect(config.store_code).toBe("default")
    expect(config.chat_widget_script_url).toBeUndefined()
    expect(thirdPartyScriptsOf(config)).toEqual([])
    expectOnlyStockMagento(queries)
  })

  it("the main menu from the category tree; other features of missing extensions fail without a request", async () => {
    const menu = await storefront.content.megaMenu()
    const categories = storefront.content.categories.get() ?? []
    expect(menu.map((entry) => entry.title)).toEqual(categories.map((c) => c.name))
    const photography = menu.find((entry) => entry.title === "Photography")
    expect(photography?.href).toBe("/photography.html")
    const column = photography?.children[0]
    expect(column).toMatchObject({ title: "Col-1", showTitle: false, depth: 2 })
    const firstChild = categories.find((c) => c.name === "Photography")?.children?.[0]
    expect(column?.children[0]).toMatchObject({
      title: firstChild?.name,
      href: `/${firstChild?.url_path}${firstChild?.url_suffix}`,
      depth: 3,
    })

    const before = queries.length
    expect(await storefront.cart.warrantyOffers({ sku: FILM.sku })).toEqual({
      sku: FILM.sku,
      product: null,
      plans: [],
    })
    await expect(storefront.content.megaMenu({ title: "footer-links" })).rejects.toMatchObject({
      _tag: "FeatureUnavailableError",
      capability: "mega-menu",
      message: 'getMegaMenuByGroupTitle needs the Magento extension "mega-menu"',
    })
    await expect(storefront.cart.giftCardBalance({ code: "ABCDEFGHIJKL" })).rejects.toMatchObject({
      _tag: "FeatureUnavailableError",
      capability: "gift-cards",
    })
    await expect(
      storefront.cart.addItem({
        product: FILM,
        quantity: 1,
        warranty: {
          planId: "P-24",
          price: 1999,
          term: 24,
          title: "2 Year Protection",
          product: "1",
          offerPlanId: "O-1",
        },
      }),
    ).rejects.toMatchObject({ _tag: "FeatureUnavailableError", capability: "warranty" })
    expect(queries.length).toBe(before)
    expectOnlyStockMagento(queries)
  })
})
