import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { buildSchema, parse, validate } from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  AccountError,
  createStorefront,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  memoryStorage,
  NOT_AUTHORIZED_MESSAGE,
  REGISTRATION_ERROR_TITLE,
  type Storefront,
} from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// The account half of the SDK against the REAL server over HTTP: the seeded demo customer signs
// in and out, a new shopper registers with a guest cart that merges, a revoked token trips the
// authorization-failure rule; a stock-Magento storefront sends only Magento's own documents.

const DEMO = { email: "roni_cost@example.com", password: "roni_cost3@example.com" }
const FILM = {
  __typename: "SimpleProduct",
  sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
  name: "Superia X-TRA 400",
}
const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."

const stockSchema = buildSchema(
  ["../../../../schema/magento/schema-2.4.graphql", "../../../../schema/magento/attributes.graphql"]
    .map((path) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8"))
    .join("\n"),
)

let shopperCount = 0
const newEmail = () => `sdk-account-${Date.now()}-${++shopperCount}@example.com`

const messages = (storefront: Storefront) =>
  storefront.notifications.get().map(({ type, title, message }) => ({ type, title, message }))

describe.skipIf(!serverBuilt).each(databases)(
  "SDK customer accounts against the real server (%s)",
  (_db, databaseUrl) => {
    let server: TestServer
    const opened: Storefront[] = []
    const shopper = (options: { stock?: boolean; fetch?: typeof fetch } = {}) => {
      const storefront = createStorefront({
        endpoint: server.graphqlUrl,
        storage: memoryStorage(),
        ...(options.stock ? { magento: { extensions: [] } } : {}),
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      })
      opened.push(storefront)
      return storefront
    }

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
    })

    afterAll(async () => {
      await Promise.all(opened.map((s) => s.dispose()))
      await server?.close()
    })

    it("the demo customer signs in (toast, session, cart) and out (token revoked)", async () => {
      const storefront = shopper()
      const profile = await storefront.customer.signIn(DEMO)
      expect(profile).toMatchObject({
        email: DEMO.email,
        firstname: "Veronica",
        lastname: "Costello",
      })
      expect(storefront.customer.session.get()).toEqual({ signedIn: true, customer: profile })
      expect(messages(storefront)).toContainEqual({
        type: "success",
        title: "Login",
        message: LOGIN_SUCCESS_MESSAGE,
      })
      expect(storefront.cart.cart.get()?.id).toHaveLength(32)
      expect(await storefront.customer.load()).toEqual(profile)

      await storefront.customer.signOut()
      expect(storefront.customer.session.get()).toEqual({ signedIn: false, customer: null })
      expect(storefront.cart.cart.get()).toBeNull()
      expect(messages(storefront)).toContainEqual({
        type: "success",
        title: "Logged Out",
        message: LOGOUT_SUCCESS_MESSAGE,
      })
      expect(await storefront.customer.load()).toBeNull()
    })

    it("an aborted call rejects and changes nothing", async () => {
      const storefront = shopper()
      const controller = new AbortController()
      controller.abort()
      await expect(
        storefront.customer.signIn({ ...DEMO, signal: controller.signal }),
      ).rejects.toBeDefined()
      expect(storefront.customer.session.get().signedIn).toBe(false)
      expect(await storefront.customer.load({ signal: new AbortController().signal })).toBeNull()
    })

    it("a wrong password rejects with Magento's message and a 'Registration error' toast", async () => {
      const storefront = shopper()
      const error = await storefront.customer
        .signIn({ email: DEMO.email, password: "not-the-password-1" })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AccountError)
      expect(error).toMatchObject({ _tag: "AccountError", message: SIGN_IN_INCORRECT })
      expect(messages(storefront)).toEqual([
        { type: "danger", title: REGISTRATION_ERROR_TITLE, message: SIGN_IN_INCORRECT },
      ])
      expect(storefront.customer.session.get().signedIn).toBe(false)
    })

    it("register with a guest cart: signed in, the guest cart merged into the customer's", async () => {
      const storefront = shopper()
      const guestCart = await storefront.cart.addItem({ product: FILM, quantity: 2 })
      const email = newEmail()
      const result = await storefront.customer.register({
        email,
        password: "Shutter-2024",
        firstname: "Ansel",
        lastname: "Adams",
      })
      expect(result).toMatchObject({ status: "signed-in", customer: { email, firstname: "Ansel" } })
      const cart = storefront.cart.cart.get()
      expect(cart?.id).not.toBe(guestCart.id)
      expect(cart?.total_quantity).toBe(2)
      expect(cart?.items?.[0]?.product.sku).toBe(FILM.sku)

      // The same e-mail again: Magento's message, as a 'Registration error' toast.
      const again = shopper()
      const error = await again.customer
        .register({ email, password: "Shutter-2024", firstname: "A", lastname: "B" })
        .catch((e: unknown) => e)
      const taken =
        "A customer with the same email address already exists in an associated website."
      expect(error).toMatchObject({ _tag: "AccountError", message: taken })
      expect(messages(again)).toEqual([
        { type: "danger", title: REGISTRATION_ERROR_TITLE, message: taken },
      ])
    })

    it("a revoked token: the next call signs out with the warning and asks for home", async () => {
      const email = newEmail()
      await shopper().customer.register({
        email,
        password: "Shutter-2024",
        firstname: "Dorothea",
        lastname: "Lange",
      })
      const token = await tokenOf(server, email, "Shutter-2024")
      const storefront = createStorefront({
        endpoint: server.graphqlUrl,
        storage: memoryStorage({
          cookies: { customerToken: token, cart: "some-cart-id" },
          local: { customerToken: token, customerEmail: email },
        }),
      })
      opened.push(storefront)
      expect(storefront.customer.session.get().signedIn).toBe(true)
      await revoke(server, token)

      const error = await storefront.customer.load().catch((e: unknown) => e)
      expect(error).toMatchObject({
        _tag: "GraphqlAuthorizationError",
        message: "The current customer isn't authorized.",
      })
      expect(storefront.customer.session.get()).toEqual({ signedIn: false, customer: null })
      expect(storefront.customer.homeRequest.get()).toMatchObject({ reason: "unauthorized" })
      expect(messages(storefront)).toEqual([
        { type: "warning", title: undefined, message: NOT_AUTHORIZED_MESSAGE },
      ])
      // Signed out for good: nothing customer-only is sent any more.
      expect(await storefront.customer.load()).toBeNull()
    })

    it("the demo customer's address book and order history (every state), show and reorder", async () => {
      const storefront = shopper()
      await storefront.customer.signIn(DEMO)
      const book = await storefront.addresses.list()
      expect(book).toHaveLength(2)
      expect(book.filter((a) => a.defaultShipping)).toHaveLength(1)
      expect(storefront.addresses.addresses.get()).toEqual(book)

      const page = await storefront.orders.list()
      expect(page.currentPage).toBe(1)
      expect(page.pageSize).toBe(10)
      expect(page.totalCount).toBeGreaterThanOrEqual(5)
      expect(new Set(page.orders.map((o) => o.status))).toEqual(
        new Set(["Pending", "Processing", "Complete", "Canceled", "Closed"]),
      )
      const complete = page.orders.find((o) => o.status === "Complete")
      if (complete === undefined) throw new Error("no complete order")
      // The order as the list returned it is the input of show and reorder.
      const details = await storefront.orders.get(complete)
      expect(details.number).toBe(complete.number)
      expect(details.items.length).toBeGreaterThan(0)
      const product = details.items[0]
      if (product === undefined) throw new Error("no line")
      const line = {
        id: expect.any(String),
        productName: product.productName,
        productSku: product.productSku,
        quantity: product.quantityOrdered,
      }
      expect(details.invoices).toEqual([
        {
          id: expect.any(String),
          number: complete.number,
          grandTotal: complete.grandTotal,
          items: [line],
          comments: [],
        },
      ])
      const trackingNumber = `1Z999AA1${complete.number}`
      const tracking = {
        carrier: "ups",
        number: trackingNumber,
        title: "United Parcel Service",
        url: `https://www.ups.com/track?tracknum=${trackingNumber}`,
      }
      expect(details.shipments).toEqual([
        {
          id: expect.any(String),
          number: complete.number,
          tracking: [tracking],
          items: [line],
          comments: [],
        },
      ])
      // The order history's summary carries the tracking too.
      expect(complete.tracking).toEqual([tracking])
      const closed = page.orders.find((o) => o.status === "Closed")
      if (closed === undefined) throw new Error("no closed order")
      const refunded = await storefront.orders.get(closed)
      expect(refunded.creditMemos).toEqual([
        expect.objectContaining({ number: closed.number, grandTotal: closed.grandTotal }),
      ])
      expect(details.shippingAddress?.lastname).toBe("Costello")

      const missing = await storefront.orders
        .get({ number: "no-such-order" })
        .catch((e: unknown) => e)
      expect(missing).toMatchObject({ _tag: "OrderNotFoundError" })

      const reordered = await storefront.orders.reorder(complete)
      expect(reordered.cart.total_quantity).toBeGreaterThan(0)
      expect(storefront.cart.cart.get()?.id).toBe(reordered.cart.id)
      await storefront.customer.signOut()
      expect(storefront.addresses.addresses.get()).toBeNull()
      const signedOut = await storefront.orders.list().catch((e: unknown) => e)
      expect(signedOut).toMatchObject({ _tag: "NotSignedInError" })
    })

    it("a new customer saves an address, checks out with it, and finds the order in history", async () => {
      const storefront = shopper()
      await storefront.customer.register({
        email: newEmail(),
        password: "Shutter-2024",
        firstname: "Edward",
        lastname: "Weston",
      })
      const saved = await storefront.addresses.add({
        firstname: "Edward",
        lastname: "Weston",
        street: "1 Point Lobos Rd",
        apartment: "Studio 2",
        city: "Carmel",
        regionId: 5,
        postcode: "93923",
        countryCode: "US",
        telephone: "5551234567",
        defaultShipping: true,
        defaultBilling: true,
      })
      expect(saved.street).toEqual(["1 Point Lobos Rd", "Studio 2"])
      expect(saved.region?.code).toBe("CA")
      // The address add() returned goes back as it is, with only the changes.
      const edited = await storefront.addresses.update({
        address: saved,
        changes: { city: "Monterey" },
      })
      expect(edited.id).toBe(saved.id)
      expect(edited.city).toBe("Monterey")
      expect(edited.street).toEqual(saved.street)
      const byId = await storefront.addresses.update({
        id: saved.id,
        address: { postcode: "93940" },
      })
      expect(byId).toMatchObject({ id: saved.id, city: "Monterey", postcode: "93940" })

      await storefront.cart.addItem({ product: FILM, quantity: 1 })
      // The address as the book lists it goes to the checkout as it is (sent by its id).
      const [listed] = await storefront.addresses.list()
      if (listed === undefined) throw new Error("the saved address is not listed")
      const shipped = await storefront.checkout.setShippingAddress({ address: listed })
      expect(shipped.shipping_addresses[0]?.city).toBe("Monterey")
      const billed = await storefront.checkout.setBillingAddress({ address: listed })
      expect(billed.billing_address?.city).toBe("Monterey")
      const [method] = await storefront.checkout.shippingMethods()
      if (method === undefined) throw new Error("no shipping method")
      await storefront.checkout.setShippingMethod({
        carrier_code: method.carrier_code,
        method_code: method.method_code ?? "",
      })
      await storefront.checkout.setPaymentMethod({ code: "checkmo" })
      const { orderNumber } = await storefront.checkout.placeOrder()

      const history = await storefront.orders.list()
      expect(history.orders.map((o) => o.number)).toEqual([orderNumber])
      const order = await storefront.orders.get({ number: orderNumber })
      expect(order.items.map((i) => i.productSku)).toEqual([FILM.sku])
      expect(order.shippingAddress?.city).toBe("Monterey")

      // The address is the default: Magento refuses to delete it.
      const refused = await storefront.addresses.remove({ id: saved.id }).catch((e: unknown) => e)
      expect(refused).toMatchObject({
        _tag: "GraphqlError",
        message: `Customer Address ${saved.id} is set as default billing address and cannot be deleted`,
      })
    })

    it("stock Magento 2.4: register, sign in, load, sign out send only Magento's own documents", async () => {
      const queries: string[] = []
      const storefront = shopper({
        stock: true,
        fetch: async (input, init) => {
          const request = input instanceof Request ? input : new Request(input, init)
          const body = typeof init?.body === "string" ? init.body : await request.clone().text()
          const query = (JSON.parse(body || "{}") as { query?: string }).query
          if (query) queries.push(query)
          return fetch(input, init)
        },
      })
      const email = newEmail()
      const result = await storefront.customer.register({
        email,
        password: "Shutter-2024",
        firstname: "Imogen",
        lastname: "Cunningham",
      })
      expect(result.status).toBe("signed-in")
      await storefront.customer.load()
      const address = await storefront.addresses.add({
        firstname: "Imogen",
        lastname: "Cunningham",
        street: "1 Main St",
        city: "Portland",
        region: "Oregon",
        postcode: "97201",
        countryCode: "US",
        telephone: "5550000000",
      })
      await storefront.addresses.update({ id: address.id, address: { city: "Salem" } })
      await storefront.addresses.list()
      await storefront.orders.list()
      expect(await storefront.addresses.remove({ id: address.id })).toBe(true)
      await storefront.customer.signOut()
      expect(await storefront.customer.signIn({ email, password: "Shutter-2024" })).toMatchObject({
        email,
        confirmationStatus: null,
      })
      expect(queries.length).toBeGreaterThanOrEqual(6)
      for (const query of queries) {
        expect(validate(stockSchema, parse(query)).map((e) => e.message)).toEqual([])
        expect(query).not.toMatch(/confirmation_status/)
      }
    })
  },
)

/** A token obtained with a plain request, as another device would. */
const tokenOf = async (server: TestServer, email: string, password: string): Promise<string> => {
  const response = await fetch(server.graphqlUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query:
        "mutation t($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }",
      variables: { e: email, p: password },
    }),
  })
  const body = (await response.json()) as { data: { generateCustomerToken: { token: string } } }
  return body.data.generateCustomerToken.token
}

const revoke = async (server: TestServer, token: string) => {
  await fetch(server.graphqlUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "mutation { revokeCustomerToken { result } }" }),
  })
}
