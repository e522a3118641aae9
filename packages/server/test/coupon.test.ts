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
} from "./cartTestKit.js"
import { bothDrivers, graphql } from "./helpers.js"

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP" // $11.99

describe.each(bothDrivers)("coupons on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const apply = (cart_id: string, coupon_code: string) =>
    cartMutation(server, "applyCouponToCart", "ApplyCouponToCartInput", { cart_id, coupon_code })
  const amasty = (cart_id: string, coupon_code: string[]) =>
    cartMutation(server, "amastyApplyCouponToCart", "AmastyApplyCouponToCartInput", {
      cart_id,
      coupon_code,
    })

  it("applies a percent coupon with its label, per row and on the totals", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 10 }])
    const res = await apply(cartId, "save10")
    const cart = res.data?.applyCouponToCart.cart
    expect(cart?.applied_coupons).toEqual([{ code: "SAVE10" }])
    expect(cart?.prices.discounts).toEqual([
      { label: "10% off", amount: { value: 11.99, currency: "USD" } },
    ])
    expect(cart?.prices.subtotal_with_discount_excluding_tax.value).toBe(107.91)
    expect(cart?.items[0]?.prices.total_item_discount.value).toBe(11.99)
    const twice = await apply(cartId, "TAKE20")
    expect(twice.errors?.[0]).toMatchObject({
      message: "A coupon is already applied to the cart. Please remove it to apply another",
      extensions: { category: "graphql-input" },
    })
    const removed = await cartMutation(
      server,
      "removeCouponFromCart",
      "RemoveCouponFromCartInput",
      { cart_id: cartId },
    )
    expect(removed.data?.removeCouponFromCart.cart.applied_coupons).toBeNull()
    expect(removed.data?.removeCouponFromCart.cart.prices.discounts).toBeNull()
  })

  it("rejects unknown, inactive and below-minimum coupons with Magento's message", async () => {
    const cartId = await createCart(server)
    const empty = await apply(cartId, "SAVE10")
    expect(empty.errors?.[0]).toMatchObject({
      message: "Cart does not contain products.",
      extensions: { category: "graphql-no-such-entity" },
    })
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    for (const code of ["NOPE", "SUMMER23", "TAKE20"]) {
      const res = await apply(cartId, code)
      expect(res.errors?.[0]).toMatchObject({
        message: "The coupon code isn't valid. Verify the code and try again.",
        extensions: { category: "graphql-no-such-entity" },
      })
    }
  })

  it("Amasty's list applies, replaces, and an empty string removes", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 10 }])
    expect(
      (await amasty(cartId, ["SAVE10"])).data?.amastyApplyCouponToCart.cart.applied_coupons,
    ).toEqual([{ code: "SAVE10" }])
    const fixed = await amasty(cartId, ["TAKE20"])
    expect(fixed.data?.amastyApplyCouponToCart.cart.prices.discounts).toEqual([
      { label: "$20 off", amount: { value: 20, currency: "USD" } },
    ])
    expect(
      (await amasty(cartId, [""])).data?.amastyApplyCouponToCart.cart.applied_coupons,
    ).toBeNull()
  })

  it("Amasty's list skips a code that cannot apply: the cart and its coupon stay", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    // Nothing applied yet: an unknown code leaves the cart without coupon or discount.
    const unknown = await amasty(cartId, ["NOPE"])
    expect(unknown.errors).toBeUndefined()
    expect(unknown.data?.amastyApplyCouponToCart.cart.applied_coupons).toBeNull()
    expect(unknown.data?.amastyApplyCouponToCart.cart.prices.discounts).toBeNull()

    const saved = (await amasty(cartId, ["SAVE10"])).data?.amastyApplyCouponToCart.cart
    expect(saved?.applied_coupons).toEqual([{ code: "SAVE10" }])
    // A typo, an inactive coupon, one below its minimum subtotal: the discount is kept.
    for (const code of ["SAVE1O", "SUMMER23", "TAKE20"]) {
      const res = await amasty(cartId, [code])
      expect(res.errors).toBeUndefined()
      const cart = res.data?.amastyApplyCouponToCart.cart
      expect(cart?.applied_coupons).toEqual([{ code: "SAVE10" }])
      expect(cart?.prices).toEqual(saved?.prices)
    }
    expect((await getCart(server, cartId)).data?.cart.applied_coupons).toEqual([{ code: "SAVE10" }])
  })

  it("Amasty's list keeps the errors that are not about the code", async () => {
    const empty = await createCart(server)
    expect((await amasty(empty, ["NOPE"])).errors?.[0]).toMatchObject({
      message: "Cart does not contain products.",
      extensions: { category: "graphql-no-such-entity" },
    })
    const unknownCart = await amasty("0123456789abcdef0123456789abcdef", ["SAVE10"])
    expect(unknownCart.errors?.[0]).toMatchObject({
      message: 'Could not find a cart with ID "0123456789abcdef0123456789abcdef"',
      extensions: { category: "graphql-no-such-entity" },
    })
    expect(unknownCart.data?.amastyApplyCouponToCart ?? null).toBeNull()
  })

  it("FREESHIP makes the flat rate free", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    await apply(cartId, "FREESHIP")
    const res = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [{ address: OREGON }],
      },
    )
    const methods =
      res.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods
    expect(methods?.find((m) => m.carrier_code === "flatrate")?.amount.value).toBe(0)
    expect(methods?.find((m) => m.carrier_code === "express")?.amount.value).toBe(25)
  })

  it("counts uses: a one-use coupon and a once-per-customer coupon", async () => {
    const order = async (code: string, email: string) => {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
      await cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
        cart_id: cartId,
        email,
      })
      const applied = await apply(cartId, code)
      if (applied.errors) return applied.errors[0]?.message
      await prepareCheckout(server, cartId, email)
      const placed = await placeOrder(server, cartId)
      return placed.errors?.[0]?.message ?? "ordered"
    }
    const invalid = "The coupon code isn't valid. Verify the code and try again."
    expect(await order("ONCE15", "one@example.com")).toBe("ordered")
    expect(await order("ONCE15", "two@example.com")).toBe(invalid)
    expect(await order("WELCOME5", "three@example.com")).toBe("ordered")
    expect(await order("WELCOME5", "three@example.com")).toBe(invalid)
    expect(await order("WELCOME5", "four@example.com")).toBe("ordered")
    void CALIFORNIA
  })
})

describe.each(bothDrivers)(
  "a single-use coupon under concurrent orders on $name",
  ({ databaseUrl }) => {
    let server: RunningServer
    beforeAll(async () => {
      server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    })
    afterAll(() => server?.close())

    const USED_UP =
      "Unable to place order: The coupon code isn't valid. Verify the code and try again."

    it("10 simultaneous orders with a one-use coupon: 1 with the discount, 9 refused, none at full price", async () => {
      const carts: string[] = []
      for (let i = 0; i < 10; i++) {
        const cartId = await createCart(server)
        await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
        await prepareCheckout(server, cartId, `once${i}@example.com`)
        const applied = await cartMutation(server, "applyCouponToCart", "ApplyCouponToCartInput", {
          cart_id: cartId,
          coupon_code: "ONCE15",
        })
        expect(applied.data?.applyCouponToCart.cart.applied_coupons).toEqual([{ code: "ONCE15" }])
        carts.push(cartId)
      }
      const results = await Promise.all(carts.map((cartId) => placeOrder(server, cartId)))
      const placed = results.flatMap((r, i) =>
        r.data?.placeOrder ? [{ i, number: r.data.placeOrder.order.order_number }] : [],
      )
      expect(placed).toHaveLength(1)
      const refused = results.flatMap((r, i) => (r.errors ? [{ i, error: r.errors[0] }] : []))
      expect(refused).toHaveLength(9)
      for (const { error } of refused)
        expect(error).toMatchObject({ message: USED_UP, extensions: { category: "graphql-input" } })
      // The order that went through carries the discount.
      const [order] = placed
      const lookup = await graphql<{
        guestOrder: { total: { discounts: { label: string; amount: { value: number } }[] } }
      }>(
        server,
        `query ($input: OrderInformationInput!) {
        guestOrder(input: $input) { total { discounts { label amount { value } } } } }`,
        {
          variables: {
            input: {
              number: order?.number,
              email: `once${order?.i}@example.com`,
              postcode: "90001",
            },
          },
        },
      )
      expect(lookup.data?.guestOrder.total.discounts).toEqual([
        { label: "15% off", amount: { value: 1.8 } },
      ])
      // A refused cart still shows the coupon, now without a discount; it is refused again until
      // the shopper removes the coupon and so chooses to pay the full price.
      const cartId = carts[refused[0]?.i ?? 0] ?? ""
      const cart = (await getCart(server, cartId)).data?.cart
      expect(cart?.applied_coupons).toEqual([{ code: "ONCE15" }])
      expect(cart?.prices.discounts).toBeNull()
      expect((await placeOrder(server, cartId)).errors?.[0]?.message).toBe(USED_UP)
      await cartMutation(server, "removeCouponFromCart", "RemoveCouponFromCartInput", {
        cart_id: cartId,
      })
      const fullPrice = await placeOrder(server, cartId)
      expect(fullPrice.errors).toBeUndefined()
      expect(fullPrice.data?.placeOrder.order.order_number).toMatch(/^\d{9}$/)
    })
  },
)
