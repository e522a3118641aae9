import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { addProducts, CALIFORNIA, cartMutation, createCart, getCart } from "./cartTestKit.js"
import { ANN_TO_BEN, amountUid, giftCardFields } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const FILM = "ILF-FP4-PLUS-125-35MM-36-EXP" // $12.99, 59 in stock
const CAMERA = "NIK-Z6-II" // $1,599.00

describe.each(drivers)("cart on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("creates empty carts with 32-character unguessable ids", async () => {
    const a = await createCart(server)
    const b = await createCart(server)
    // Magento's QuoteIdMask: Math\Random::getUniqueHash(), 32 characters of [0-9a-zA-Z].
    expect(a).toMatch(/^[0-9a-zA-Z]{32}$/)
    expect(b).toMatch(/^[0-9a-zA-Z]{32}$/)
    expect(a).not.toBe(b)
    const cart = await getCart(server, a)
    expect(cart.data?.cart).toMatchObject({
      id: a,
      email: null,
      total_quantity: 0,
      items: [],
      applied_coupons: null,
      is_virtual: false,
      shipping_addresses: [],
      billing_address: null,
    })
    expect(cart.data?.cart.prices.grand_total).toEqual({ value: 0, currency: "USD" })
  })

  it("answers Magento's errors for unknown and missing cart ids", async () => {
    const unknown = await getCart(server, "nope")
    expect(unknown.errors?.[0]?.message).toBe('Could not find a cart with ID "nope"')
    expect(unknown.errors?.[0]?.extensions?.category).toBe("graphql-no-such-entity")
    const empty = await getCart(server, "")
    expect(empty.errors?.[0]?.message).toBe('Required parameter "cart_id" is missing')
    expect(empty.errors?.[0]?.extensions?.category).toBe("graphql-input")
  })

  it("adds a simple product, merges repeated adds, and prices the rows", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 2 }])
    const res = await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    const cart = res.data?.addProductsToCart.cart
    expect(res.data?.addProductsToCart.user_errors).toEqual([])
    expect(cart?.total_quantity).toBe(3)
    expect(cart?.items).toHaveLength(1)
    expect(cart?.items[0]).toMatchObject({
      __typename: "SimpleCartItem",
      quantity: 3,
      hasWarranty: 0,
      warranty: null,
      product: { sku: FILM, __typename: "SimpleProduct" },
      prices: { price: { value: 12.99 }, row_total: { value: 38.97 } },
    })
    expect(cart?.prices.subtotal_excluding_tax).toEqual({ value: 38.97, currency: "USD" })
    expect(cart?.prices.applied_taxes).toEqual([])
  })

  it("reports bad lines in user_errors and still saves the good ones", async () => {
    const cartId = await createCart(server)
    const res = await addProducts(server, cartId, [
      { sku: "NO-SUCH-SKU", quantity: 1 },
      { sku: FILM, quantity: 1 },
      { sku: "PAN-LUMIX-S1RII", quantity: 1 },
      { sku: "PAN-LUMIX-S9", quantity: 2 },
      { sku: "NIK-FM10", quantity: 1 },
      { sku: FILM, quantity: 0 },
    ])
    expect(res.errors).toBeUndefined()
    expect(res.data?.addProductsToCart.user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: "NOT_SALABLE", message: "Product that you are trying to add is not available." },
      { code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
      { code: "UNDEFINED", message: "You need to choose options for your item." },
      { code: "UNDEFINED", message: "The product quantity should be greater than 0" },
    ])
    expect(res.data?.addProductsToCart.cart.items.map((i) => i.product.sku)).toEqual([FILM])
  })

  it("adds every product type with its options", async () => {
    const cartId = await createCart(server)
    const res = await addProducts(server, cartId, [
      { sku: "NIK-FM10", quantity: 1, selected_options: ["Y29uZmlndXJhYmxlLzIwMy81MDMz"] },
      { sku: "CAN-EOS-R3-KIT", quantity: 1 },
      { sku: "SHT-SHUTTER-DARKROOM-STARTER-SET", quantity: 2 },
      {
        sku: "SHT-INTRO-TO-YOUR-MIRRORLESS-CAMERA",
        quantity: 1,
        selected_options: ["Y3VzdG9tLW9wdGlvbi82NzMwLzY3MzAx"],
      },
      {
        sku: "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS",
        quantity: 1,
        selected_options: ["ZG93bmxvYWRhYmxlLzY5MTA="],
      },
      {
        sku: "SHT-SHUTTER-DIGITAL-GIFT-CARD",
        quantity: 1,
        selected_options: [amountUid(100)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
    ])
    expect(res.data?.addProductsToCart.user_errors).toEqual([])
    const items = res.data?.addProductsToCart.cart.items ?? []
    const configurable = items.find((i) => i.__typename === "ConfigurableCartItem")
    expect(configurable?.configurable_options).toEqual([
      {
        option_label: "Color",
        value_label: "Silver",
        configurable_product_option_value_uid: "Y29uZmlndXJhYmxlLzIwMy81MDMz",
      },
    ])
    expect(configurable?.configured_variant?.sku).toBe("NIK-FM10-SILVER")
    const bundle = items.find((i) => i.__typename === "BundleCartItem")
    expect(bundle?.bundle_options?.[0]).toMatchObject({
      label: "Camera Body",
      values: [{ quantity: 1 }],
    })
    // Grouped: each child becomes its own line with the requested quantity.
    expect(items.filter((i) => i.__typename === "SimpleCartItem").map((i) => i.quantity)).toEqual([
      2, 2, 2, 2,
    ])
    const virtual = items.filter((i) => i.__typename === "VirtualCartItem")
    expect(virtual[0]?.customizable_options?.[0]).toMatchObject({
      label: "Session",
      values: [{ value: "Tuesday evening, 18:30–21:30" }],
    })
    const giftCard = items.find((i) => i.__typename === "GiftCardCartItem")
    expect(giftCard?.product.sku).toBe("SHT-SHUTTER-DIGITAL-GIFT-CARD")
    expect(giftCard?.prices.price.value).toBe(100)
    const download = items.find((i) => i.__typename === "DownloadableCartItem")
    expect(download?.links).toEqual(
      [{ title: "Lightroom Classic (.xmp)", price: 9.99, uid: "ZG93bmxvYWRhYmxlLzY5MTA=" }]
        .map(({ title, price }) => ({ title, price }))
        .map((l) => expect.objectContaining(l)),
    )
    expect(download?.prices.price.value).toBe(38.99)
    const required = await addProducts(server, cartId, [
      { sku: "SHT-PORTRAIT-LIGHTING-WORKSHOP", quantity: 1 },
    ])
    expect(required.data?.addProductsToCart.user_errors).toEqual([
      {
        code: "UNDEFINED",
        message:
          "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
      },
    ])
  })

  it("a cart of virtual products only is virtual", async () => {
    const cartId = await createCart(server)
    const res = await addProducts(server, cartId, [
      {
        sku: "SHT-SHUTTER-DIGITAL-GIFT-CARD",
        quantity: 1,
        selected_options: [amountUid(25)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
    ])
    expect(res.data?.addProductsToCart.cart.is_virtual).toBe(true)
  })

  it("updates quantities, removes with quantity 0 and removeItemFromCart", async () => {
    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [
      { sku: FILM, quantity: 1 },
      { sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 1 },
    ])
    const [film, superia] = added.data?.addProductsToCart.cart.items ?? []
    const updated = await cartMutation(server, "updateCartItems", "UpdateCartItemsInput", {
      cart_id: cartId,
      cart_items: [{ cart_item_uid: film?.uid, quantity: 5 }],
    })
    expect(updated.data?.updateCartItems.cart.total_quantity).toBe(6)
    const tooMany = await cartMutation(server, "updateCartItems", "UpdateCartItemsInput", {
      cart_id: cartId,
      cart_items: [{ cart_item_uid: film?.uid, quantity: 500 }],
    })
    expect(tooMany.errors?.[0]).toMatchObject({
      message: `Could not update the product with SKU ${FILM}: The requested qty is not available`,
      extensions: { category: "graphql-input" },
    })
    const zero = await cartMutation(server, "updateCartItems", "UpdateCartItemsInput", {
      cart_id: cartId,
      cart_items: [{ cart_item_uid: film?.uid, quantity: 0 }],
    })
    expect(zero.data?.updateCartItems.cart.items.map((i) => i.product.sku)).toEqual([
      "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
    ])
    const unknown = await cartMutation(server, "updateCartItems", "UpdateCartItemsInput", {
      cart_id: cartId,
      cart_items: [{ cart_item_uid: "OTk5OTk5", quantity: 1 }],
    })
    expect(unknown.errors?.[0]).toMatchObject({
      message: "Could not find cart item with id: 999999.",
      extensions: { category: "graphql-no-such-entity" },
    })
    const removed = await cartMutation(server, "removeItemFromCart", "RemoveItemFromCartInput", {
      cart_id: cartId,
      cart_item_uid: superia?.uid,
    })
    expect(removed.data?.removeItemFromCart.cart.items).toEqual([])
    const again = await cartMutation(server, "removeItemFromCart", "RemoveItemFromCartInput", {
      cart_id: cartId,
      cart_item_uid: superia?.uid,
    })
    expect(again.errors?.[0]).toMatchObject({
      message: "The cart doesn't contain the item",
      extensions: { category: "graphql-no-such-entity" },
    })
  })

  it("taxes the shipping address's state and shows subtotals with and without tax", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: CAMERA, quantity: 1 }])
    const res = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [{ address: CALIFORNIA }],
      },
    )
    const cart = res.data?.setShippingAddressesOnCart.cart
    // 7.25 % of $1,599.00 = $115.93
    expect(cart?.prices.applied_taxes).toEqual([
      { label: "CA Sales Tax 7.25%", amount: { value: 115.93, currency: "USD" } },
    ])
    expect(cart?.prices.subtotal_including_tax.value).toBe(1714.93)
    expect(cart?.prices.grand_total.value).toBe(1714.93)
    expect(cart?.items[0]?.prices.row_total_including_tax.value).toBe(1714.93)
    expect(cart?.shipping_addresses[0]).toMatchObject({
      region: { code: "CA", label: "California", region_id: 5 },
      country: { code: "US", label: "United States" },
    })
  })

  it("mergeCarts and customerCart need a signed-in customer", async () => {
    const a = await createCart(server)
    const b = await createCart(server)
    const merged = await graphql(
      server,
      `mutation { mergeCarts(source_cart_id: "${a}", destination_cart_id: "${b}") { id } }`,
    )
    expect(merged.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: "graphql-authorization" },
    })
    const customer = await graphql(server, "{ customerCart { id } }")
    expect(customer.errors?.[0]).toMatchObject({
      message: "The request is allowed for logged in customer",
      extensions: { category: "graphql-authorization" },
    })
  })
})
