// The Magento fields beyond the storefront's everyday ones, answered from our data as Magento
// answers them: deprecated price and gallery shapes, layered filters, configurable option
// selection (api-functional ConfigurableOptionsSelectionTest), store config of the modules we
// run or switch off, cart and order details, and the customer's wish list (off) and reviews.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { CALIFORNIA } from "./cartTestKit.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { drivers, type GraphqlResponse, graphql } from "./helpers.js"

const CAMERA = "NIK-FM10" // configurable: Color
const SILVER = "Y29uZmlndXJhYmxlLzIwMy81MDMz"
const KIT = "CAN-EOS-R3-KIT" // bundle
const PRESETS = "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS" // downloadable
const PRESET_LINK = "ZG93bmxvYWRhYmxlLzY5MTA="
const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"

const ok = <T>(response: GraphqlResponse<T>): T => {
  expect(response.errors).toBeUndefined()
  if (response.data === undefined || response.data === null) throw new Error("no data")
  return response.data
}

describe.each(drivers)("Magento's further fields on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  }, 300_000)
  afterAll(() => server?.close())

  it("storeConfig answers the settings of the modules we run, and switched-off ones as off", async () => {
    const { storeConfig } = ok(
      await graphql<{ storeConfig: Record<string, unknown> }>(
        server,
        `{ storeConfig { code store_code front no_route cms_no_cookies show_cms_breadcrumbs
            zero_subtotal_enabled zero_subtotal_title check_money_order_enabled check_money_order_title
            check_money_order_new_order_status product_reviews_enabled allow_guests_to_write_product_reviews
            allow_order allow_items send_friend { enabled_for_customers enabled_for_guests }
            product_fixed_product_tax_display_setting magento_wishlist_general_is_enabled
            configurable_thumbnail_source demonotice } }`,
      ),
    )
    expect(storeConfig).toEqual({
      code: "default",
      store_code: "default",
      front: "cms",
      no_route: "cms/noroute/index",
      cms_no_cookies: "enable-cookies",
      show_cms_breadcrumbs: 1,
      zero_subtotal_enabled: true,
      zero_subtotal_title: "No Payment Information Required",
      check_money_order_enabled: true,
      check_money_order_title: "Check / Money order",
      check_money_order_new_order_status: "pending",
      product_reviews_enabled: "1",
      allow_guests_to_write_product_reviews: "1",
      allow_order: "0",
      allow_items: "0",
      send_friend: { enabled_for_customers: false, enabled_for_guests: false },
      product_fixed_product_tax_display_setting: "FPT_DISABLED",
      magento_wishlist_general_is_enabled: "0",
      configurable_thumbnail_source: "parent",
      demonotice: 0,
    })
    const { currency } = ok(
      await graphql<{ currency: Record<string, unknown> }>(
        server,
        "{ currency { default_display_currecy_code default_display_currency_code default_display_currecy_symbol } }",
      ),
    )
    expect(currency).toEqual({
      default_display_currecy_code: "USD",
      default_display_currency_code: "USD",
      default_display_currecy_symbol: "$",
    })
  })

  it("products keep the deprecated price, gallery and website shapes, from the same data", async () => {
    type Item = {
      price: Record<string, { amount: { value: number }; adjustments: unknown[] }>
      price_range: {
        minimum_price: {
          final_price: { value: number }
          regular_price: { value: number }
          fixed_product_taxes: unknown[]
        }
        maximum_price: { final_price: { value: number } }
      }
      tier_prices: unknown[]
      price_tiers: unknown[]
      websites: { code: string; is_default: boolean; default_group_id: string }[]
      media_gallery: { label: string; position: number }[]
      media_gallery_entries: {
        uid: string
        file: string
        label: string
        position: number
        media_type: string
      }[]
    }
    const { products } = ok(
      await graphql<{ products: { items: Item[] } }>(
        server,
        `{ products(filter: { sku: { eq: "${CAMERA}" } }) { items {
            price { minimalPrice { amount { value } adjustments { code } } maximalPrice { amount { value } adjustments { code } } regularPrice { amount { value } adjustments { code } } }
            price_range { minimum_price { final_price { value } regular_price { value } fixed_product_taxes { label } } maximum_price { final_price { value } } }
            tier_prices { qty } price_tiers { quantity }
            websites { code is_default default_group_id }
            media_gallery { label position }
            media_gallery_entries { uid file label position media_type }
          } } }`,
      ),
    )
    const item = products.items[0] as Item
    expect(item.price.minimalPrice?.amount.value).toBe(
      item.price_range.minimum_price.final_price.value,
    )
    expect(item.price.maximalPrice?.amount.value).toBe(
      item.price_range.maximum_price.final_price.value,
    )
    expect(item.price.regularPrice?.amount.value).toBe(
      item.price_range.minimum_price.regular_price.value,
    )
    expect(item.price.minimalPrice?.adjustments).toEqual([])
    expect(item.price_range.minimum_price.fixed_product_taxes).toEqual([])
    expect(item.tier_prices).toEqual([])
    expect(item.price_tiers).toEqual([])
    expect(item.websites).toEqual([
      { code: "base", is_default: true, default_group_id: expect.stringMatching(/^\d+$/) },
    ])
    expect(item.media_gallery_entries.length).toBeGreaterThan(0)
    expect(item.media_gallery_entries.map((m) => [m.label, m.position])).toEqual(
      item.media_gallery.map((m) => [m.label, m.position]),
    )
    for (const entry of item.media_gallery_entries) {
      expect(entry.media_type).toBe("image")
      expect(entry.file).toMatch(/^\/\S+\.\w+$/)
    }
  })

  it("Products.filters lists the aggregations as Magento's layered filters; no suggestions for a word it knows", async () => {
    type Filter = {
      name: string
      request_var: string
      filter_items_count: number
      filter_items: { label: string; value_string: string; items_count: number }[]
    }
    type Aggregation = {
      label: string
      attribute_code: string
      options: { label: string; value: string; count: number }[]
    }
    const { products } = ok(
      await graphql<{
        products: { filters: Filter[]; aggregations: Aggregation[]; suggestions: unknown[] }
      }>(
        server,
        `{ products(search: "lens", pageSize: 1) {
            filters { name request_var filter_items_count filter_items { label value_string items_count } }
            aggregations { label attribute_code options { label value count } }
            suggestions { search } } }`,
      ),
    )
    // A search whose words the catalogue knows corrects nothing: an empty list, as Magento answers.
    expect(products.suggestions).toEqual([])
    expect(products.filters.length).toBe(products.aggregations.length)
    products.aggregations.forEach((a, i) => {
      const filter = products.filters[i] as Filter
      const category = a.attribute_code === "category_uid"
      expect(filter.name).toBe(a.label)
      expect(filter.request_var).toBe(category ? "cat" : a.attribute_code)
      expect(filter.filter_items_count).toBe(a.options.length)
      expect(filter.filter_items).toEqual(
        a.options.map((o) => ({
          label: o.label,
          value_string: category ? Buffer.from(o.value, "base64").toString() : o.value,
          items_count: o.count,
        })),
      )
    })
    const categories = ok(
      await graphql<{ categoryList: { cms_block: null }[] }>(
        server,
        `{ categoryList(filters: { url_key: { eq: "lenses" } }) { cms_block { identifier } } }`,
      ),
    )
    expect(categories.categoryList).toEqual([{ cms_block: null }])
  })

  it("configurable_product_options_selection narrows options and finds the variant", async () => {
    type Selection = {
      configurable_options: {
        attribute_code: string
        values: { uid: string; label: string; is_available: boolean }[]
      }[]
      options_available_for_selection: { attribute_code: string; option_value_uids: string[] }[]
      variant: { sku: string } | null
      media_gallery: { url: string }[]
    }
    const select = (uids: string[]) =>
      graphql<{ products: { items: { configurable_product_options_selection: Selection }[] } }>(
        server,
        `query ($uids: [ID!]) { products(filter: { sku: { eq: "${CAMERA}" } }) { items { ... on ConfigurableProduct {
            configurable_product_options_selection(configurableOptionValueUids: $uids) {
              configurable_options { attribute_code values { uid label is_available } }
              options_available_for_selection { attribute_code option_value_uids }
              variant { sku }
              media_gallery { url } } } } } }`,
        { variables: { uids } },
      )
    const none = ok(await select([])).products.items[0]?.configurable_product_options_selection
    expect(none?.variant).toBeNull()
    expect(none?.configurable_options.map((o) => o.attribute_code)).toEqual(["color"])
    expect(none?.configurable_options[0]?.values.map((v) => v.uid)).toContain(SILVER)
    expect(none?.media_gallery.length).toBeGreaterThan(0)
    const silver = ok(await select([SILVER])).products.items[0]
      ?.configurable_product_options_selection
    expect(silver?.variant).toEqual({ sku: "NIK-FM10-SILVER" })
    // Every option chosen: none left to choose.
    expect(silver?.configurable_options).toEqual([])
    expect(silver?.options_available_for_selection[0]?.option_value_uids).toContain(SILVER)
    const wrong = await select([Buffer.from("configurable/1/1").toString("base64")])
    expect(wrong.errors?.[0]).toMatchObject({
      message: "configurableOptionValueUids values are incorrect",
      extensions: { category: "graphql-input" },
    })
  })

  it("a customer's cart and order: discount, notes, weights, line lists, bundle and download lines", async () => {
    const { token } = await newCustomer(server, "fields")
    const ask = <T>(query: string, variables?: Record<string, unknown>) =>
      asCustomer<T>(server, token, query, variables)
    const cartId = ok(await ask<{ customerCart: { id: string } }>("{ customerCart { id } }"))
      .customerCart.id
    const added = await ask<{ addProductsToCart: { user_errors: unknown[] } }>(
      `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }`,
      {
        id: cartId,
        items: [
          { sku: FILM, quantity: 2 },
          { sku: KIT, quantity: 1 },
          { sku: PRESETS, quantity: 1, selected_options: [PRESET_LINK] },
        ],
      },
    )
    expect(ok(added).addProductsToCart.user_errors).toEqual([])
    for (const [mutation, input] of [
      ["applyCouponToCart", { cart_id: cartId, coupon_code: "SAVE10" }],
      [
        "setShippingAddressesOnCart",
        {
          cart_id: cartId,
          shipping_addresses: [{ address: CALIFORNIA, customer_notes: "Leave it at the door" }],
        },
      ],
      ["setBillingAddressOnCart", { cart_id: cartId, billing_address: { same_as_shipping: true } }],
      [
        "setShippingMethodsOnCart",
        {
          cart_id: cartId,
          shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }],
        },
      ],
      ["setPaymentMethodOnCart", { cart_id: cartId, payment_method: { code: "checkmo" } }],
    ] as const) {
      const type = `${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}Input`
      ok(
        await ask(`mutation ($input: ${type}) { ${mutation}(input: $input) { cart { id } } }`, {
          input,
        }),
      )
    }
    type Cart = {
      gift_message: null
      prices: {
        discount: { amount: { value: number }; label: string[] } | null
        discounts: { label: string; amount: { value: number } }[]
      }
      items: {
        uid: string
        quantity: number
        prices: { fixed_product_taxes: unknown[] }
        samples?: { title: string }[]
      }[]
      selected_payment_method: { purchase_order_number: null }
      shipping_addresses: {
        customer_notes: string
        items_weight: number
        cart_items: { cart_item_id: number; quantity: number }[]
        cart_items_v2: { uid: string }[]
        available_shipping_methods: { base_amount: null }[]
        selected_shipping_method: { base_amount: null }
      }[]
      billing_address: { customer_notes: string | null }
    }
    const { cart } = ok(
      await ask<{ cart: Cart }>(
        `query ($id: String!) { cart(cart_id: $id) {
            gift_message { to }
            prices { discount { amount { value } label } discounts { label amount { value } } }
            items { uid quantity prices { fixed_product_taxes { label } } ... on DownloadableCartItem { samples { title } } }
            selected_payment_method { purchase_order_number }
            shipping_addresses { customer_notes items_weight cart_items { cart_item_id quantity } cart_items_v2 { uid }
              available_shipping_methods { base_amount { value } } selected_shipping_method { base_amount { value } } }
            billing_address { customer_notes } } }`,
        { id: cartId },
      ),
    )
    expect(cart.gift_message).toBeNull()
    const discount = cart.prices.discounts.reduce((sum, d) => sum + d.amount.value, 0)
    expect(cart.prices.discount).toEqual({
      amount: { value: discount },
      label: cart.prices.discounts.map((d) => d.label),
    })
    expect(cart.items.every((i) => i.prices.fixed_product_taxes.length === 0)).toBe(true)
    const download = cart.items.find((i) => i.samples !== undefined)
    expect(Array.isArray(download?.samples)).toBe(true)
    expect(cart.selected_payment_method.purchase_order_number).toBeNull()
    const address = cart.shipping_addresses[0]
    expect(address?.customer_notes).toBe("Leave it at the door")
    expect(address?.items_weight).toBeGreaterThan(0)
    expect(address?.cart_items).toEqual(
      cart.items.map((i) => ({
        cart_item_id: Number(Buffer.from(i.uid, "base64").toString()),
        quantity: i.quantity,
      })),
    )
    expect(address?.cart_items_v2).toEqual(cart.items.map((i) => ({ uid: i.uid })))
    expect(address?.available_shipping_methods.every((m) => m.base_amount === null)).toBe(true)
    expect(address?.selected_shipping_method.base_amount).toBeNull()

    const placed = ok(
      await ask<{ placeOrder: { order: { order_number: string } } }>(
        `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`,
        { id: cartId },
      ),
    )
    type Line = {
      __typename: string
      product_sku: string
      gift_message: null
      bundle_options?: {
        label: string
        values: { product_sku: string; quantity: number; price: { value: number } }[]
      }[]
      downloadable_links?: { title: string; uid: string }[]
    }
    const { customer } = ok(
      await ask<{ customer: { orders: { items: { gift_message: null; items: Line[] }[] } } }>(
        `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
            gift_message { to }
            items { __typename product_sku gift_message { to }
              ... on BundleOrderItem { bundle_options { label values { product_sku quantity price { value } } } }
              ... on DownloadableOrderItem { downloadable_links { title uid } } } } } } }`,
        { number: placed.placeOrder.order.order_number },
      ),
    )
    const order = customer.orders.items[0]
    expect(order?.gift_message).toBeNull()
    expect(order?.items.map((l) => l.__typename)).toEqual([
      "OrderItem",
      "BundleOrderItem",
      "DownloadableOrderItem",
    ])
    const bundle = order?.items[1]
    expect(bundle?.bundle_options?.length).toBeGreaterThan(0)
    for (const option of bundle?.bundle_options ?? [])
      for (const value of option.values) {
        expect(value.product_sku).not.toBe("")
        expect(value.quantity).toBeGreaterThan(0)
      }
    expect(order?.items[2]?.downloadable_links).toEqual([
      { title: "Lightroom Classic (.xmp)", uid: PRESET_LINK },
    ])
  })

  it("one wish list per customer, no compare list, and reviews are the customer's own", async () => {
    const { token } = await newCustomer(server, "reviewer")
    const wishlists = ok(
      await asCustomer<{ customer: { wishlists: { items_count: number }[] } }>(
        server,
        token,
        "{ customer { wishlists { items_count } } }",
      ),
    )
    expect(wishlists.customer.wishlists).toEqual([{ items_count: 0 }])
    const compare = ok(
      await asCustomer<{ customer: { compare_list: null } }>(
        server,
        token,
        "{ customer { compare_list { uid } } }",
      ),
    )
    expect(compare.customer.compare_list).toBeNull()
    const written = await asCustomer(
      server,
      token,
      `mutation { createProductReview(input: { sku: "${FILM}", nickname: "Roni", summary: "Lovely grain", text: "Shot it at 400.", ratings: [] }) { review { summary } } }`,
    )
    expect(written.errors).toBeUndefined()
    const mine = ok(
      await asCustomer<{
        customer: {
          reviews: {
            items: { summary: string; product: { sku: string } }[]
            page_info: { total_pages: number }
          }
        }
      }>(
        server,
        token,
        "{ customer { reviews { items { summary product { sku } } page_info { total_pages } } } }",
      ),
    )
    expect(mine.customer.reviews).toEqual({
      items: [{ summary: "Lovely grain", product: { sku: FILM } }],
      page_info: { total_pages: 1 },
    })
  })
})
