// After checkout: the merchant invoices, ships (with a UPS tracking number) and refunds an order
// through Magento's admin REST API, and the shopper sees each step in their order history and
// order detail. The order is placed through GraphQL (the checkout pages have their own tests).

import type { APIRequestContext } from "@playwright/test"
import { type AdminClient, createAdminClient } from "@shutter/sdk/admin"
import { axeViolations, newShopper, signIn } from "./accountHelpers.js"
import { expect, test } from "./fixtures.js"

const DEMO_ADMIN = { username: "admin", password: "shutter-admin1" }

/** One GraphQL call as the signed-in customer. */
const customerCall = async <T>(
  request: APIRequestContext,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> => {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    timeout: 30_000,
  })
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (body.errors?.length || body.data === undefined)
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`)
  return body.data
}

const ADDRESS = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: ["12 Lens Road"],
  city: "Austin",
  region: "TX",
  postcode: "78701",
  country_code: "US",
  telephone: "5125550100",
}

interface Film {
  readonly sku: string
  readonly name: string
}

/** The roll of film the order holds (SIMPLE in cartHelpers). */
const film = async (request: APIRequestContext): Promise<Film> => {
  const { products } = await customerCall<{ products: { items: Film[] } }>(
    request,
    undefined,
    `{ products(filter: { url_key: { eq: "ilford-xp2-super-400-35mm-36-exp" } }) { items { sku name } } }`,
  )
  const item = products.items[0]
  if (item === undefined) throw new Error("no film")
  return item
}

/** A guest's order of one roll of film, paid by check / money order: its number. */
const placeGuestOrder = async (
  request: APIRequestContext,
  email: string,
  product: Film,
): Promise<string> => {
  const { createEmptyCart: cartId } = await customerCall<{ createEmptyCart: string }>(
    request,
    undefined,
    "mutation { createEmptyCart }",
  )
  await customerCall(
    request,
    undefined,
    `mutation e($cartId: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } } }`,
    { cartId, email },
  )
  return checkOut(request, undefined, cartId, product)
}

/** A new customer's order of one roll of film, paid by check / money order: its number. */
const placeCustomerOrder = async (
  request: APIRequestContext,
  shopper: ReturnType<typeof newShopper>,
  product: Film,
): Promise<string> => {
  await customerCall(
    request,
    undefined,
    `mutation c($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    {
      input: {
        firstname: shopper.firstname,
        lastname: shopper.lastname,
        email: shopper.email,
        password: shopper.password,
      },
    },
  )
  const { generateCustomerToken } = await customerCall<{
    generateCustomerToken: { token: string }
  }>(
    request,
    undefined,
    `mutation t($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email: shopper.email, password: shopper.password },
  )
  const token = generateCustomerToken.token
  const { customerCart } = await customerCall<{ customerCart: { id: string } }>(
    request,
    token,
    "{ customerCart { id } }",
  )
  return checkOut(request, token, customerCart.id, product)
}

/** Fills the cart (the first shipping method, check / money order) and places the order. */
const checkOut = async (
  request: APIRequestContext,
  token: string | undefined,
  cartId: string,
  product: Film,
): Promise<string> => {
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    customerCall<T>(request, token, query, variables)
  await call(
    `mutation a($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
    { cartId, sku: product.sku },
  )
  const { setShippingAddressesOnCart } = await call<{
    setShippingAddressesOnCart: {
      cart: {
        shipping_addresses: {
          available_shipping_methods: { carrier_code: string; method_code: string }[]
        }[]
      }
    }
  }>(
    `mutation s($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } }
      }
    }`,
    { cartId, address: ADDRESS },
  )
  const method =
    setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods[0]
  if (method === undefined) throw new Error("no shipping method")
  await call(
    `mutation m($cartId: String!, $carrier: String!, $method: String!) {
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } }
    }`,
    { cartId, carrier: method.carrier_code, method: method.method_code },
  )
  await call(
    `mutation b($cartId: String!) {
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
    }`,
    { cartId },
  )
  await call(
    `mutation p($cartId: String!) {
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id } }
    }`,
    { cartId },
  )
  const { placeOrder } = await call<{ placeOrder: { order: { order_number: string } } }>(
    `mutation o($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`,
    { cartId },
  )
  return placeOrder.order.order_number
}

/** The merchant's REST client, signed in as the demo admin. */
const merchant = async (): Promise<AdminClient> => {
  const baseUrl = `${process.env.SHUTTER_E2E_BACKEND_URL}/rest`
  const token = await createAdminClient({ baseUrl }).requestToken(DEMO_ADMIN)
  return createAdminClient({ baseUrl, token })
}

const orderIdOf = async (admin: AdminClient, number: string): Promise<number> => {
  const found = await admin.listOrders({
    filterGroups: [[{ field: "increment_id", value: number }]],
  })
  const id = found.items[0]?.entity_id
  if (id === undefined) throw new Error(`order ${number} not listed`)
  return id
}

test.describe("an order after checkout", () => {
  test("invoiced, shipped with tracking and refunded through REST, as the shopper sees it", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const shopper = newShopper("fulfilment")
    const product = await film(request)
    const number = await placeCustomerOrder(request, shopper, product)
    const admin = await merchant()
    const orderId = await orderIdOf(admin, number)

    await page.goto("/")
    const dialog = await signIn(page, shopper.email, shopper.password)
    await expect(dialog).toBeHidden()
    const detail = `/customer/order-history/${number}`
    await page.goto(detail)
    const view = page.getByTestId("order-view")
    await expect(view.getByTestId("order-status")).toHaveText("Pending")
    await expect(view.getByTestId("order-documents")).toHaveCount(0)

    // Invoiced: processing, with the invoice and its line.
    await admin.invoiceOrder(orderId)
    await page.reload()
    await expect(view.getByTestId("order-status")).toHaveText("Processing")
    const invoice = view.getByTestId("order-invoice")
    await expect(invoice).toContainText(`Invoice #${number}`)
    await expect(invoice).toContainText(`1 × ${product.name} invoiced`)

    // Shipped with a UPS tracking number: complete, the number a link to UPS's tracking page.
    const trackingNumber = `1Z999AA1${number}`
    await admin.shipOrder(orderId, {
      tracks: [{ carrierCode: "ups", title: "United Parcel Service", trackNumber: trackingNumber }],
    })
    await page.reload()
    await expect(view.getByTestId("order-status")).toHaveText("Complete")
    const shipment = view.getByTestId("order-shipment")
    await expect(shipment).toContainText(`United Parcel Service: ${trackingNumber}`)
    await expect(shipment.getByRole("link", { name: trackingNumber })).toHaveAttribute(
      "href",
      `https://www.ups.com/track?tracknum=${trackingNumber}`,
    )
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath("order-shipped.png"), fullPage: true })

    // The history lists it complete, with the tracking number.
    await page.goto("/customer/order-history")
    const row = page.getByTestId("order-row").filter({ hasText: number })
    await expect(row).toContainText("Complete")
    await expect(row.getByRole("link", { name: trackingNumber })).toBeVisible()

    // On paper too.
    await page.goto(`/order/order_print?order=${number}`)
    const print = page.getByTestId("order-print")
    await expect(print.getByTestId("order-shipment")).toContainText(
      `United Parcel Service: ${trackingNumber}`,
    )
    await expect(print.getByTestId("order-invoice")).toContainText(`Invoice #${number}`)

    // Refunded (offline credit memo) while the shopper browses the shop: the next visit to the
    // order, without reloading the page, shows it closed, with the refund.
    await page.goto(detail)
    await expect(view.getByTestId("order-status")).toHaveText("Complete")
    await page.getByRole("link", { name: "← All orders" }).click()
    await expect(row).toContainText("Complete")
    await admin.refundOrder(orderId)
    await row.getByRole("link", { name: "View order" }).click()
    await expect(page).toHaveURL(new RegExp(`/customer/order-history/${number}$`))
    await expect(view.getByTestId("order-status")).toHaveText("Closed")
    const refund = view.getByTestId("order-refund")
    await expect(refund).toContainText(`Refund #${number}`)
    await expect(refund).toContainText(`1 × ${product.name} refunded`)
    await page.screenshot({ path: testInfo.outputPath("order-refunded.png"), fullPage: true })
    await page.getByRole("link", { name: "← All orders" }).click()
    await expect(row).toContainText("Closed")
  })

  test("a guest's tracked order shows its shipment with the carrier's tracking link", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const { email } = newShopper("tracked")
    const product = await film(request)
    const number = await placeGuestOrder(request, email, product)
    const admin = await merchant()
    const orderId = await orderIdOf(admin, number)
    await admin.invoiceOrder(orderId)
    await admin.shipOrder(orderId, {
      tracks: [
        {
          carrierCode: "usps",
          title: "United States Postal Service",
          trackNumber: "9400100000000000000000",
        },
      ],
    })

    await page.goto("/track-order")
    const track = page.getByTestId("track-order")
    await track.getByLabel("Order number").fill(number)
    await track.getByLabel("Email").fill(email)
    await track.getByLabel("Billing postcode").fill("78701")
    await track.getByRole("button", { name: "Find order" }).click()
    const order = page.getByTestId("tracked-order")
    await expect(order.getByTestId("order-status")).toHaveText("Complete")
    await expect(order.getByTestId("order-invoice")).toContainText(`1 × ${product.name} invoiced`)
    await expect(
      order.getByTestId("order-shipment").getByRole("link", { name: "9400100000000000000000" }),
    ).toHaveAttribute(
      "href",
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    )
  })
})
