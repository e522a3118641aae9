import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  cartMutation,
  createCart,
  getCart,
  OREGON,
  placeOrder,
  prepareCheckout,
  productStock,
} from "./cartTestKit.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { bothDrivers } from "./helpers.js"

const FILM = "KOD-PORTRA-400-35MM-36-EXP" // $16.99, 99 in stock

describe.each(bothDrivers)("checkout and orders on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("walks the guest checkout to an order number and takes the stock", async () => {
    const before = await productStock(server, FILM)
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 2 }])
    await prepareCheckout(server, cartId)
    const cart = (await getCart(server, cartId)).data?.cart
    expect(cart?.email).toBe("guest@example.com")
    expect(cart?.billing_address).toMatchObject({ firstname: "Ansel", country: { code: "US" } })
    expect(cart?.shipping_addresses[0]?.selected_shipping_method).toEqual({
      carrier_code: "flatrate",
      method_code: "flatrate",
      amount: { value: 5 },
    })
    expect(cart?.selected_payment_method).toEqual({ code: "checkmo", title: "Check / Money order" })
    // $33.98 + 7.25 % tax ($2.46) + $5 flat rate
    expect(cart?.prices.grand_total.value).toBe(41.44)
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    expect(placed.data?.placeOrder.order.order_number).toMatch(/^\d{9}$/)
    expect((await productStock(server, FILM)).qty).toBe(before.qty - 2)
    const again = await placeOrder(server, cartId)
    expect(again.errors?.[0]).toMatchObject({
      message: "The cart isn't active.",
      extensions: { category: "graphql-no-such-entity" },
    })
    expect((await getCart(server, cartId)).errors?.[0]?.message).toBe("The cart isn't active.")
  })

  it("numbers orders so that one number does not give away the next", async () => {
    const numbers: string[] = []
    for (let i = 0; i < 2; i++) {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
      await prepareCheckout(server, cartId)
      numbers.push((await placeOrder(server, cartId)).data?.placeOrder.order.order_number ?? "")
    }
    for (const number of numbers) expect(number).toMatch(/^[1-9]\d{8}$/)
    expect(Math.abs(Number(numbers[1]) - Number(numbers[0]))).toBeGreaterThan(1)
  })

  it("offers flat rate, express, and free shipping only over $100 after discount", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    const small = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [{ address: OREGON }],
      },
    )
    const methods = (c: typeof small) =>
      c.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods.map(
        (m) => `${m.carrier_code}/${m.method_code} ${m.amount.value}`,
      )
    expect(methods(small)).toEqual(["flatrate/flatrate 5", "express/nextday 25"])
    // Oregon has no sales tax.
    expect(small.data?.setShippingAddressesOnCart.cart.prices.applied_taxes).toEqual([])
    await addProducts(server, cartId, [{ sku: FILM, quantity: 6 }])
    const big = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [{ address: OREGON }],
      },
    )
    expect(methods(big)).toEqual([
      "flatrate/flatrate 5",
      "freeshipping/freeshipping 0",
      "express/nextday 25",
    ])
    const unknown = await cartMutation(
      server,
      "setShippingMethodsOnCart",
      "SetShippingMethodsOnCartInput",
      {
        cart_id: cartId,
        shipping_methods: [{ carrier_code: "ups", method_code: "ground" }],
      },
    )
    expect(unknown.errors?.[0]).toMatchObject({
      message: "Carrier with such method not found: ups, ground",
      extensions: { category: "graphql-no-such-entity" },
    })
  })

  it("labels the applied tax with the rate's title, as shoppers read it", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    const newYork = { ...CALIFORNIA, city: "New York", region_id: undefined, region: "NY" }
    const res = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      { cart_id: cartId, shipping_addresses: [{ address: { ...newYork, postcode: "10001" } }] },
    )
    // 8.875 % of $16.99 = $1.51 (Magento's label: the rate's title, else its code)
    expect(res.data?.setShippingAddressesOnCart.cart.prices.applied_taxes).toEqual([
      { label: "NY Sales Tax 8.875%", amount: { value: 1.51, currency: "USD" } },
    ])
  })

  it("offers the offline payment methods, and rejects unknown ones", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    const noAddress = await cartMutation(
      server,
      "setPaymentMethodOnCart",
      "SetPaymentMethodOnCartInput",
      {
        cart_id: cartId,
        payment_method: { code: "checkmo" },
      },
    )
    expect(noAddress.errors?.[0]?.message).toBe(
      "The shipping address is missing. Set the address and try again.",
    )
    const cart = (await getCart(server, cartId)).data?.cart
    expect(cart?.available_payment_methods.map((m) => m.code)).toEqual([
      "checkmo",
      "banktransfer",
      "cashondelivery",
    ])
    await cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
      cart_id: cartId,
      shipping_addresses: [{ address: CALIFORNIA }],
    })
    const free = await cartMutation(
      server,
      "setPaymentMethodOnCart",
      "SetPaymentMethodOnCartInput",
      {
        cart_id: cartId,
        payment_method: { code: "free" },
      },
    )
    expect(free.errors?.[0]).toMatchObject({
      message: "The requested Payment Method is not available.",
      extensions: { category: "graphql-input" },
    })
  })

  it("checks a guest e-mail and the shopper before the cart, as Magento does", async () => {
    const unknown = "0123456789abcdef0123456789abcdef"
    const bad = await cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
      cart_id: unknown,
      email: "not-an-email",
    })
    expect(bad.errors?.[0]).toMatchObject({
      message: "Invalid email format",
      extensions: { category: "graphql-input" },
    })
    const { token } = await newCustomer(server, "guestemail")
    const own = await asCustomer<{ customerCart: { id: string } }>(
      server,
      token,
      "{ customerCart { id } }",
    )
    for (const cartId of [unknown, own.data?.customerCart.id]) {
      const refused = await asCustomer(
        server,
        token,
        `mutation m($input: SetGuestEmailOnCartInput) {
          setGuestEmailOnCart(input: $input) { cart { email } } }`,
        { input: { cart_id: cartId, email: "someone@example.com" } },
      )
      expect(refused.errors?.[0]).toMatchObject({
        message: "The request is not allowed for logged in customers",
        extensions: { category: "graphql-input" },
      })
    }
  })

  it("refuses a guest's e-mail on a cart it may not change, with Magento's message, writing nothing", async () => {
    const setEmail = (cartId: string | undefined) =>
      cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
        cart_id: cartId,
        email: "late@example.com",
      })
    const unknown = "0123456789abcdef0123456789abcdef"
    expect((await setEmail(unknown)).errors?.[0]).toMatchObject({
      message: `Could not find a cart with ID "${unknown}"`,
      extensions: { category: "graphql-no-such-entity" },
    })
    const { email, token } = await newCustomer(server, "notyourcart")
    const own = await asCustomer<{ customerCart: { id: string } }>(
      server,
      token,
      "{ customerCart { id } }",
    )
    const customerCart = own.data?.customerCart.id
    expect((await setEmail(customerCart)).errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${customerCart}"`,
      extensions: { category: "graphql-authorization" },
    })
    const kept = await asCustomer<{ cart: { email: string } }>(
      server,
      token,
      "query c($id: String!) { cart(cart_id: $id) { email } }",
      { id: customerCart },
    )
    expect(kept.data?.cart.email).toBe(email)
    const ordered = await createCart(server)
    await addProducts(server, ordered, [{ sku: FILM, quantity: 1 }])
    await prepareCheckout(server, ordered)
    expect((await placeOrder(server, ordered)).errors).toBeUndefined()
    expect((await setEmail(ordered)).errors?.[0]).toMatchObject({
      message: "The cart isn't active.",
      extensions: { category: "graphql-no-such-entity" },
    })
  })

  it("checks what the other steps' resolvers check before the cart, then the rest after it", async () => {
    const unknown = "0123456789abcdef0123456789abcdef"
    const step = (name: string, input: Record<string, unknown>) =>
      cartMutation(server, name, `${name[0]?.toUpperCase()}${name.slice(1)}Input`, {
        cart_id: unknown,
        ...input,
      })
    const before: Array<[string, Record<string, unknown>, string]> = [
      [
        "setShippingAddressesOnCart",
        { shipping_addresses: [] },
        'Required parameter "shipping_addresses" is missing',
      ],
      [
        "setShippingMethodsOnCart",
        { shipping_methods: [] },
        'Required parameter "shipping_methods" is missing',
      ],
      [
        "setPaymentMethodOnCart",
        { payment_method: { code: " " } },
        'Required parameter "code" for "payment_method" is missing.',
      ],
    ]
    for (const [name, input, message] of before)
      expect((await step(name, input)).errors?.[0]).toMatchObject({
        message,
        extensions: { category: "graphql-input" },
      })
    // Magento checks these in its model, with the cart in hand: an unknown cart answers first.
    const cartFirst = await step("setShippingMethodsOnCart", {
      shipping_methods: [{ carrier_code: "", method_code: "flatrate" }],
    })
    expect(cartFirst.errors?.[0]).toMatchObject({
      message: `Could not find a cart with ID "${unknown}"`,
      extensions: { category: "graphql-no-such-entity" },
    })
    const cartId = await createCart(server)
    const blankCarrier = await cartMutation(
      server,
      "setShippingMethodsOnCart",
      "SetShippingMethodsOnCartInput",
      { cart_id: cartId, shipping_methods: [{ carrier_code: "", method_code: "flatrate" }] },
    )
    expect(blankCarrier.errors?.[0]).toMatchObject({
      message: 'Required parameter "carrier_code" is missing.',
      extensions: { category: "graphql-input" },
    })
  })

  it("validates the e-mail and the address input like Magento", async () => {
    const cartId = await createCart(server)
    const bad = await cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
      cart_id: cartId,
      email: "not-an-email",
    })
    expect(bad.errors?.[0]).toMatchObject({
      message: "Invalid email format",
      extensions: { category: "graphql-input" },
    })
    const saved = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [{ customer_address_id: 1 }],
      },
    )
    expect(saved.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: "graphql-authorization" },
    })
    const two = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [{ address: CALIFORNIA }, { address: OREGON }],
      },
    )
    expect(two.errors?.[0]?.message).toBe("You cannot specify multiple shipping addresses.")
    const sameAs = await cartMutation(
      server,
      "setBillingAddressOnCart",
      "SetBillingAddressOnCartInput",
      {
        cart_id: cartId,
        billing_address: { same_as_shipping: true },
      },
    )
    expect(sameAs.errors?.[0]?.message).toBe(
      'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
    )
    const country = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [{ address: { ...CALIFORNIA, country_code: "XX" } }],
      },
    )
    expect(country.errors?.[0]?.message).toBe("Country is not available")
  })

  it("refuses to place an order for each missing step, with Magento's messages", async () => {
    const cartId = await createCart(server)
    const step = async () => (await placeOrder(server, cartId)).errors?.[0]
    expect(await step()).toMatchObject({
      message: "Guest email for cart is missing.",
      extensions: { category: "graphql-input" },
    })
    await cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
      cart_id: cartId,
      email: "a@b.co",
    })
    expect((await step())?.message).toBe(
      "Unable to place order: A server error stopped your order from being placed. Please try to place your order again",
    )
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    expect((await step())?.message).toBe(
      "Unable to place order: Some addresses can't be used due to the configurations for specific countries.",
    )
    await cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
      cart_id: cartId,
      shipping_addresses: [{ address: CALIFORNIA }],
    })
    expect((await step())?.message).toBe(
      "Unable to place order: The shipping method is missing. Select the shipping method and try again.",
    )
    await cartMutation(server, "setShippingMethodsOnCart", "SetShippingMethodsOnCartInput", {
      cart_id: cartId,
      shipping_methods: [{ carrier_code: "express", method_code: "nextday" }],
    })
    expect((await step())?.message).toBe(
      "Unable to place order: Please check the billing address information.",
    )
    await cartMutation(server, "setBillingAddressOnCart", "SetBillingAddressOnCartInput", {
      cart_id: cartId,
      billing_address: { address: OREGON },
    })
    expect((await step())?.message).toBe(
      "Unable to place order: Enter a valid payment method and try again.",
    )
    await cartMutation(server, "setPaymentMethodOnCart", "SetPaymentMethodOnCartInput", {
      cart_id: cartId,
      payment_method: { code: "banktransfer" },
    })
    expect((await placeOrder(server, cartId)).data?.placeOrder.order.order_number).toMatch(
      /^\d{9}$/,
    )
  })

  /**
   * Two shoppers put `first` and `second` units of `sku` in their carts; the first orders, then
   * the second tries. Returns the second cart and its refusal, checked as Magento words it.
   */
  const orderAfterAnother = async (sku: string, first: number, second: number) => {
    const [early, late] = [await createCart(server), await createCart(server)]
    await addProducts(server, early, [{ sku, quantity: first }])
    await addProducts(server, late, [{ sku, quantity: second }])
    await prepareCheckout(server, early)
    await prepareCheckout(server, late)
    expect((await placeOrder(server, early)).errors).toBeUndefined()
    const refused = await placeOrder(server, late)
    expect(refused.errors?.[0]).toMatchObject({
      message: "Unable to place order: Some of the products are out of stock.",
      extensions: { category: "graphql-input" },
    })
    expect(refused.data?.placeOrder ?? null).toBeNull()
    return late
  }

  it("refuses an order whose products sold out meanwhile, and keeps the stock", async () => {
    const sku = "NIK-D780" // 2 in stock
    const late = await orderAfterAnother(sku, 2, 1)
    expect(await productStock(server, sku)).toEqual({ qty: 0, stock_status: "OUT_OF_STOCK" })
    // The refused cart is still open.
    expect((await getCart(server, late)).data?.cart.items[0]?.errors).toEqual([
      { code: "ITEM_QTY", message: "The requested qty is not available" },
    ])
  })

  it("refuses an order for more units than are left while the product is still in stock", async () => {
    const sku = "NIK-D6" // 6 in stock
    await orderAfterAnother(sku, 4, 4)
    expect(await productStock(server, sku)).toEqual({ qty: 2, stock_status: "IN_STOCK" })
  })
})
