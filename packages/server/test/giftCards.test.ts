import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { adminToken, rest } from "./adminRestKit.js"
import {
  addProducts,
  cartMutation,
  createCart,
  OREGON,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import {
  ANN_TO_BEN,
  amountUid,
  buyGiftCard,
  codeIn,
  DIGITAL_CARD,
  giftCardFields,
  invoiceOrderNumber,
  mailTo,
  PRINTED_CARD,
  prepareVirtualCheckout,
} from "./giftCardKit.js"
import { bothDrivers, graphql } from "./helpers.js"

/** The bought card's status line on the guest order view. */
const guestCardStatus = async (server: RunningServer, number: string) => {
  const res = await graphql<{
    guestOrder: { items: { entered_options: { label: string; value: string }[] }[] }
  }>(
    server,
    `query g($input: OrderInformationInput!) { guestOrder(input: $input) { items { entered_options { label value } } } }`,
    { variables: { input: { number, email: "ann@example.com", postcode: "97201" } } },
  )
  if (res.errors) throw new Error(JSON.stringify(res.errors))
  return res.data?.guestOrder.items[0]?.entered_options.find((o) => o.label === "Gift Card Status")
    ?.value
}

const FILM = "KOD-PORTRA-400-35MM-36-EXP" // $16.99

const GIFT_CART = /* GraphQL */ `
  fragment GiftCart on Cart {
    is_virtual
    prices { grand_total { value } subtotal_excluding_tax { value } applied_taxes { amount { value } } }
    applied_gift_cards { code applied_balance { value currency } current_balance { value } expiration_date }
    available_payment_methods { code }
    items {
      __typename
      quantity
      prices { row_total { value } }
      ... on GiftCardCartItem {
        amount { value currency }
        sender_name sender_email recipient_name recipient_email message
      }
    }
  }
`

interface GiftCart {
  is_virtual: boolean
  prices: {
    grand_total: { value: number }
    subtotal_excluding_tax: { value: number }
    applied_taxes: { amount: { value: number } }[]
  }
  applied_gift_cards: {
    code: string
    applied_balance: { value: number; currency: string }
    current_balance: { value: number }
    expiration_date: string | null
  }[]
  available_payment_methods: { code: string }[]
  items: Record<string, unknown>[]
}

const giftCart = async (server: RunningServer, cartId: string) =>
  (
    await graphql<{ cart: GiftCart }>(
      server,
      `query c($id: String!) { cart(cart_id: $id) { ...GiftCart } } ${GIFT_CART}`,
      { variables: { id: cartId } },
    )
  ).data?.cart

const giftCardMutation = (
  server: RunningServer,
  name: "applyGiftCardToCart" | "removeGiftCardFromCart",
  cartId: string,
  code: string,
) =>
  graphql<Record<string, { cart: GiftCart }>>(
    server,
    `mutation m($input: ${name === "applyGiftCardToCart" ? "ApplyGiftCardToCartInput" : "RemoveGiftCardFromCartInput"}) {
      ${name}(input: $input) { cart { ...GiftCart } }
    } ${GIFT_CART}`,
    { variables: { input: { cart_id: cartId, gift_card_code: code } } },
  )

const balanceOf = async (server: RunningServer, code: string) =>
  graphql<{ giftCardAccount: { code: string; balance: { value: number }; expiration_date: null } }>(
    server,
    `query b($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { code balance { value } expiration_date } }`,
    { variables: { code } },
  )

describe.each(bothDrivers)("gift cards on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  }, 300_000)
  afterAll(() => server?.close())

  it("serves the gift card product with Adobe Commerce's fields and amount uids", async () => {
    const res = await graphql<{ products: { items: Record<string, unknown>[] } }>(
      server,
      `{ products(filter: { sku: { eq: "${DIGITAL_CARD}" } }) { items { __typename sku
          ... on GiftCardProduct { giftcard_type allow_open_amount open_amount_min open_amount_max
            allow_message message_max_length giftcard_amounts { uid value } }
          price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } } } } }`,
    )
    expect(res.errors).toBeUndefined()
    expect(res.data?.products.items[0]).toMatchObject({
      __typename: "GiftCardProduct",
      giftcard_type: "VIRTUAL",
      allow_open_amount: true,
      open_amount_min: 10,
      open_amount_max: 1000,
      allow_message: true,
      message_max_length: 255,
      giftcard_amounts: [25, 50, 100, 250, 500].map((value) => ({ value, uid: amountUid(value) })),
    })
  })

  it("adds an e-card with a fixed or an open amount, sender, recipient and message", async () => {
    const cartId = await createCart(server)
    const res = await addProducts(server, cartId, [
      {
        sku: DIGITAL_CARD,
        quantity: 1,
        selected_options: [amountUid(50)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
      {
        sku: DIGITAL_CARD,
        quantity: 2,
        entered_options: giftCardFields({ ...ANN_TO_BEN, amount: "75.5" }),
      },
    ])
    expect(res.data?.addProductsToCart.user_errors).toEqual([])
    const cart = await giftCart(server, cartId)
    expect(cart?.is_virtual).toBe(true)
    expect(cart?.items).toEqual([
      {
        __typename: "GiftCardCartItem",
        quantity: 1,
        prices: { row_total: { value: 50 } },
        amount: { value: 50, currency: "USD" },
        sender_name: "Ann Sender",
        sender_email: "ann@example.com",
        recipient_name: "Ben Recipient",
        recipient_email: "ben@example.com",
        message: "Happy birthday, shoot some film!",
      },
      expect.objectContaining({ quantity: 2, amount: { value: 75.5, currency: "USD" } }),
    ])
    expect(cart?.prices.subtotal_excluding_tax.value).toBe(201)
  })

  it("refuses incomplete or out-of-range gift cards with Adobe Commerce's messages", async () => {
    const cartId = await createCart(server)
    const cases: [Record<string, unknown>, string][] = [
      [{ entered_options: giftCardFields(ANN_TO_BEN) }, "Please specify a gift card amount."],
      [
        { entered_options: giftCardFields({ ...ANN_TO_BEN, amount: "9.99" }) },
        "Gift Card min amount is $10.00",
      ],
      [
        { entered_options: giftCardFields({ ...ANN_TO_BEN, amount: "1000.01" }) },
        "Gift Card max amount is $1,000.00",
      ],
      [
        {
          selected_options: [amountUid(50)],
          entered_options: giftCardFields({ ...ANN_TO_BEN, recipient_name: " " }),
        },
        "Please specify a recipient name.",
      ],
      [
        {
          selected_options: [amountUid(50)],
          entered_options: giftCardFields({ ...ANN_TO_BEN, sender_name: "" }),
        },
        "Please specify a sender name.",
      ],
      [
        {
          selected_options: [amountUid(50)],
          entered_options: giftCardFields({ ...ANN_TO_BEN, recipient_email: "" }),
        },
        "Please specify a recipient email.",
      ],
      [
        {
          selected_options: [amountUid(50)],
          entered_options: giftCardFields({ ...ANN_TO_BEN, sender_email: "" }),
        },
        "Please specify a sender email.",
      ],
      [
        {
          selected_options: [amountUid(50)],
          entered_options: giftCardFields({ ...ANN_TO_BEN, recipient_email: "ben@" }),
        },
        "Please enter a valid email address (Ex: johndoe@domain.com).",
      ],
      [
        {
          selected_options: [amountUid(50)],
          entered_options: giftCardFields({ ...ANN_TO_BEN, message: "x".repeat(256) }),
        },
        "Please enter less or equal than 255 symbols.",
      ],
    ]
    for (const [options, message] of cases) {
      const res = await addProducts(server, cartId, [
        { sku: DIGITAL_CARD, quantity: 1, ...options },
      ])
      expect(res.data?.addProductsToCart.user_errors).toEqual([{ code: "UNDEFINED", message }])
    }
    expect((await giftCart(server, cartId))?.items).toEqual([])
  })

  it("ships a printed card: no e-mails needed, and the cart is not virtual", async () => {
    const cartId = await createCart(server)
    const res = await addProducts(server, cartId, [
      {
        sku: PRINTED_CARD,
        quantity: 1,
        selected_options: [amountUid(100)],
        entered_options: giftCardFields({ sender_name: "Ann", recipient_name: "Ben" }),
      },
    ])
    expect(res.data?.addProductsToCart.user_errors).toEqual([])
    const cart = await giftCart(server, cartId)
    expect(cart?.is_virtual).toBe(false)
    expect(cart?.items[0]).toMatchObject({ amount: { value: 100 }, recipient_email: null })
  })

  it("checks out an e-card with a billing address only, issues its account and mails the code", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [
      {
        sku: DIGITAL_CARD,
        quantity: 1,
        entered_options: giftCardFields({
          ...ANN_TO_BEN,
          recipient_email: "carol@example.com",
          recipient_name: "Carol",
          amount: "75",
        }),
      },
    ])
    // Magento refuses a shipping address on a cart with nothing to ship.
    const shipping = await cartMutation(
      server,
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      {
        cart_id: cartId,
        shipping_addresses: [
          {
            address: {
              firstname: "A",
              lastname: "B",
              street: ["1"],
              city: "X",
              country_code: "US",
              region_id: 5,
              postcode: "90001",
              telephone: "1",
            },
          },
        ],
      },
    )
    expect(shipping.errors?.[0]?.message).toBe(
      "Shipping address is not allowed on cart: cart contains no items for shipment.",
    )
    await prepareVirtualCheckout(server, cartId)
    const cart = await giftCart(server, cartId)
    // Gift cards carry no sales tax.
    expect(cart?.prices.grand_total.value).toBe(75)
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    const number = placed.data?.placeOrder.order.order_number ?? ""
    // Nothing goes out before the order is paid: the confirmation arrives, the card does not.
    expect(await mailTo(server, "ann@example.com")).toHaveLength(1)
    expect(await mailTo(server, "carol@example.com", 0)).toEqual([])
    const pending = await guestCardStatus(server, number)
    expect(pending).toBe("Pending: issued once the order is invoiced")
    const orderId = await invoiceOrderNumber(server, number)
    const [mail] = await mailTo(server, "carol@example.com")
    expect(mail?.subject).toBe("Ann Sender sent you a $75.00 gift card")
    expect(mail?.from?.value[0]?.name).toBe("Shutter Camera & Photo")
    expect(mail?.text).toContain("Hi Carol,")
    expect(mail?.text).toContain("Amount: $75.00")
    expect(mail?.text).toContain("Happy birthday, shoot some film!")
    expect(mail?.html).toContain(codeIn(mail))
    const balance = await balanceOf(server, codeIn(mail))
    expect(balance.data?.giftCardAccount).toEqual({
      code: codeIn(mail),
      balance: { value: 75 },
      expiration_date: null,
    })
    expect(await guestCardStatus(server, number)).toBe("Issued: e-mailed to the recipient")
    // Refunded: the card is disabled and pays for nothing.
    const token = await adminToken(server)
    expect(
      (await rest(server, "POST", `/order/${orderId}/refund`, { token, body: {} })).status,
    ).toBe(200)
    expect((await balanceOf(server, codeIn(mail))).data?.giftCardAccount ?? null).toBeNull()
    expect(await guestCardStatus(server, number)).toBe("Refunded: disabled")
  })

  it("an e-card does not count towards free shipping; what ships does", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [
      {
        sku: DIGITAL_CARD,
        quantity: 1,
        selected_options: [amountUid(100)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
      { sku: FILM, quantity: 1 },
    ])
    const methods = async () => {
      const res = await cartMutation(
        server,
        "setShippingAddressesOnCart",
        "SetShippingAddressesOnCartInput",
        { cart_id: cartId, shipping_addresses: [{ address: OREGON }] },
      )
      expect(res.errors).toBeUndefined()
      return res.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods.map(
        (m) => m.carrier_code,
      )
    }
    // $116.99 in the cart, but only the $16.99 film ships.
    expect(await methods()).toEqual(["flatrate", "express"])
    // Six films: $101.94 ships.
    await addProducts(server, cartId, [{ sku: FILM, quantity: 5 }])
    expect(await methods()).toEqual(["flatrate", "freeshipping", "express"])
  })

  it("applies a code to pay part of an order, removes it, and spends exactly what it paid", async () => {
    const code = await buyGiftCard(server, 20, "dave@example.com")
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 2 }])
    await prepareCheckout(server, cartId)
    // $33.98 + 7.25 % CA tax ($2.46) + $5 flat rate = $41.44
    const applied = await giftCardMutation(
      server,
      "applyGiftCardToCart",
      cartId,
      code.toLowerCase(),
    )
    expect(applied.errors).toBeUndefined()
    const cart = applied.data?.applyGiftCardToCart?.cart
    expect(cart?.applied_gift_cards).toEqual([
      {
        code,
        applied_balance: { value: 20, currency: "USD" },
        current_balance: { value: 20 },
        expiration_date: null,
      },
    ])
    expect(cart?.prices.grand_total.value).toBe(21.44)
    expect(cart?.available_payment_methods.map((m) => m.code)).not.toContain("free")

    const twice = await giftCardMutation(server, "applyGiftCardToCart", cartId, code)
    expect(twice.errors?.[0]).toMatchObject({
      message: "This gift card account is already in the quote.",
      extensions: { category: "graphql-input" },
    })
    const removed = await giftCardMutation(server, "removeGiftCardFromCart", cartId, code)
    expect(removed.data?.removeGiftCardFromCart?.cart.applied_gift_cards).toEqual([])
    expect(removed.data?.removeGiftCardFromCart?.cart.prices.grand_total.value).toBe(41.44)
    const notApplied = await giftCardMutation(server, "removeGiftCardFromCart", cartId, code)
    expect(notApplied.errors?.[0]?.message).toBe(
      "The gift card couldn't be deleted from the quote.",
    )

    await giftCardMutation(server, "applyGiftCardToCart", cartId, code)
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    expect((await balanceOf(server, code)).data?.giftCardAccount.balance.value).toBe(0)
    // Spent: it cannot pay again.
    const next = await createCart(server)
    await addProducts(server, next, [{ sku: FILM, quantity: 1 }])
    const empty = await giftCardMutation(server, "applyGiftCardToCart", next, code)
    expect(empty.errors?.[0]?.message).toBe(`Gift card ${code} balance does not have funds.`)
  })

  it("pays a whole order with a card: grand total $0.00, payment method free, the rest stays", async () => {
    const code = await buyGiftCard(server, 100, "erin@example.com")
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 2 }])
    await prepareCheckout(server, cartId)
    const applied = await giftCardMutation(server, "applyGiftCardToCart", cartId, code)
    const cart = applied.data?.applyGiftCardToCart?.cart
    expect(cart?.prices.grand_total.value).toBe(0)
    expect(cart?.applied_gift_cards[0]?.applied_balance.value).toBe(41.44)
    expect(cart?.available_payment_methods).toEqual([{ code: "free" }])
    // checkmo, chosen before, is no longer available.
    expect((await placeOrder(server, cartId)).errors?.[0]?.message).toBe(
      "Unable to place order: Enter a valid payment method and try again.",
    )
    await cartMutation(server, "setPaymentMethodOnCart", "SetPaymentMethodOnCartInput", {
      cart_id: cartId,
      payment_method: { code: "free" },
    })
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    expect((await balanceOf(server, code)).data?.giftCardAccount.balance.value).toBe(58.56)
  })

  it("answers unknown codes with Adobe Commerce's messages", async () => {
    const cartId = await createCart(server)
    const apply = await giftCardMutation(server, "applyGiftCardToCart", cartId, "NOPE00000000")
    expect(apply.errors?.[0]).toMatchObject({
      message: "The gift card code couldn't be added. Verify your information and try again.",
      extensions: { category: "graphql-input" },
    })
    const lookup = await balanceOf(server, "NOPE00000000")
    expect(lookup.errors?.[0]).toMatchObject({
      message: "The gift card code is either incorrect or expired. Verify and try again.",
      extensions: { category: "graphql-no-such-entity" },
    })
  })

  it("never spends one balance twice when two orders use the card at once", async () => {
    const code = await buyGiftCard(server, 30, "frank@example.com")
    const carts = [await createCart(server), await createCart(server)]
    for (const cartId of carts) {
      await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
      await prepareCheckout(server, cartId)
      // $16.99 + $1.23 tax + $5 = $23.22: the card pays it all.
      await giftCardMutation(server, "applyGiftCardToCart", cartId, code)
      await cartMutation(server, "setPaymentMethodOnCart", "SetPaymentMethodOnCartInput", {
        cart_id: cartId,
        payment_method: { code: "free" },
      })
    }
    const results = await Promise.all(carts.map((cartId) => placeOrder(server, cartId)))
    const placed = results.filter((r) => r.errors === undefined)
    expect(placed).toHaveLength(1)
    expect(results.find((r) => r.errors)?.errors?.[0]?.message).toBe(
      "Unable to place order: Enter a valid payment method and try again.",
    )
    expect((await balanceOf(server, code)).data?.giftCardAccount.balance.value).toBe(6.78)
  })
})
