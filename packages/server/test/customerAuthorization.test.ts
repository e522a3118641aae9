// Who may touch what: customer A against customer B and against guests, for carts, saved
// addresses, orders and wish lists, with Magento's message and category for each refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { createCart } from "./cartTestKit.js"
import { asCustomer, bearer, newCustomer } from "./customerTestKit.js"
import { drivers, type GraphqlResponse, graphql } from "./helpers.js"

const NOT_AUTHORIZED = "The current customer isn't authorized."
const cartNotOwned = (id: string) => `The current user cannot perform operations on cart "${id}"`
const addressNotOwned = (id: number) =>
  `Current customer does not have permission to address with ID "${id}"`

const HOME = {
  firstname: "Roni",
  lastname: "Costa",
  street: ["6146 Honey Bluff Parkway"],
  city: "Calder",
  region: { region_id: 5 },
  postcode: "90001",
  country_code: "US",
  telephone: "5552293326",
}

type Actor = Record<string, string>

/** The FM10's silver variant (configurable/203/5033). */
const FM10_SILVER = "Y29uZmlndXJhYmxlLzIwMy81MDMz"
const NO_USER_ERRORS = { addProductsToCart: { user_errors: [] } }

const expectRefused = (response: GraphqlResponse<unknown>, message: string) => {
  expect(response.status).toBe(403)
  expect(response.errors?.[0]).toMatchObject({
    message,
    extensions: { category: "graphql-authorization" },
  })
}

describe.each(drivers)("authorization matrix on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let a: Actor
  let b: Actor
  const guest: Actor = {}
  let cartOfA = ""
  let cartOfB = ""
  let guestCart = ""
  let addressOfA = 0

  const ask = (actor: Actor, query: string, variables?: Record<string, unknown>) =>
    graphql(server, query, { headers: actor, ...(variables ? { variables } : {}) })

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    const customerA = await newCustomer(server, "alice")
    const customerB = await newCustomer(server, "bob")
    a = bearer(customerA.token)
    b = bearer(customerB.token)
    const idOf = async (token: string) =>
      (await asCustomer<{ customerCart: { id: string } }>(server, token, "{ customerCart { id } }"))
        .data?.customerCart.id ?? ""
    cartOfA = await idOf(customerA.token)
    cartOfB = await idOf(customerB.token)
    guestCart = await createCart(server)
    const address = await asCustomer<{ createCustomerAddress: { id: number } }>(
      server,
      customerA.token,
      `mutation c($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
      { input: HOME },
    )
    addressOfA = address.data?.createCustomerAddress.id ?? 0
  })
  afterAll(() => server?.close())

  describe("carts", () => {
    const readCart = `query c($id: String!) { cart(cart_id: $id) { id } }`
    const addToCart = `mutation a($id: String!) {
      addProductsToCart(cartId: $id, cartItems: [{ sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 1 }]) { cart { id } } }`

    it("a customer reads and changes their own cart", async () => {
      expect((await ask(a, readCart, { id: cartOfA })).data).toEqual({ cart: { id: cartOfA } })
      expect((await ask(a, addToCart, { id: cartOfA })).errors).toBeUndefined()
    })

    it("customer B and a guest cannot read or change customer A's cart", async () => {
      for (const actor of [b, guest]) {
        expectRefused(await ask(actor, readCart, { id: cartOfA }), cartNotOwned(cartOfA))
        expectRefused(await ask(actor, addToCart, { id: cartOfA }), cartNotOwned(cartOfA))
      }
    })

    it("a guest cart id used with a customer token is refused (merge or assign it first)", async () => {
      expect((await ask(guest, readCart, { id: guestCart })).data).toEqual({
        cart: { id: guestCart },
      })
      expectRefused(await ask(a, readCart, { id: guestCart }), cartNotOwned(guestCart))
      expectRefused(await ask(a, addToCart, { id: guestCart }), cartNotOwned(guestCart))
      const place = await ask(
        a,
        `mutation p($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`,
        { id: guestCart },
      )
      expectRefused(place, cartNotOwned(guestCart))
    })

    it("mergeCarts takes a guest cart only, into the customer's own cart only", async () => {
      const merge = `mutation m($source: String!, $destination: String) {
        mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id } }`
      expectRefused(await ask(b, merge, { source: cartOfA }), cartNotOwned(cartOfA))
      expectRefused(
        await ask(b, merge, { source: guestCart, destination: cartOfA }),
        cartNotOwned(cartOfA),
      )
      expectRefused(await ask(guest, merge, { source: guestCart }), NOT_AUTHORIZED)
    })

    it("assignCustomerToGuestCart: guests, another customer's cart and unknown ids are refused", async () => {
      const assign = `mutation a($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id } }`
      expectRefused(await ask(guest, assign, { id: guestCart }), NOT_AUTHORIZED)
      expectRefused(await ask(b, assign, { id: cartOfA }), cartNotOwned(cartOfA))
      expectRefused(await ask(a, assign, { id: cartOfA }), cartNotOwned(cartOfA))
      const unknown = await ask(a, assign, { id: "non_existent_masked_id" })
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Could not find a cart with ID "non_existent_masked_id"',
        extensions: { category: "graphql-no-such-entity" },
      })
      expect((await ask(a, readCart, { id: cartOfA })).data).toEqual({ cart: { id: cartOfA } })
    })

    it("assignCustomerToGuestCart makes the guest cart the customer's, with their cart's lines; their old cart closes", async () => {
      const carol = await newCustomer(server, "carol")
      const c = bearer(carol.token)
      const own = (await ask(c, "{ customerCart { id } }")).data as { customerCart: { id: string } }
      const oldCart = own.customerCart.id
      const add = (
        actor: Actor,
        id: string,
        sku: string,
        quantity: number,
        options: string[] = [],
      ) =>
        ask(
          actor,
          `mutation a($id: String!, $sku: String!, $q: Float!, $o: [ID!]) {
            addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q, selected_options: $o }]) { user_errors { message } } }`,
          { id, sku, q: quantity, o: options },
        )
      expect((await add(c, oldCart, "NIK-FM10", 1, [FM10_SILVER])).data).toEqual(NO_USER_ERRORS)
      const taken = await createCart(server)
      expect((await add(guest, taken, "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", 3)).data).toEqual(
        NO_USER_ERRORS,
      )

      const assigned = await ask(
        c,
        `mutation a($id: String!) { assignCustomerToGuestCart(cart_id: $id) {
          id total_quantity items { quantity product { sku } } } }`,
        { id: taken },
      )
      expect(assigned.errors).toBeUndefined()
      const cart = (
        assigned.data as {
          assignCustomerToGuestCart: {
            id: string
            total_quantity: number
            items: { quantity: number; product: { sku: string } }[]
          }
        }
      ).assignCustomerToGuestCart
      expect(cart.id).toBe(taken)
      expect(cart.total_quantity).toBe(4)
      expect(cart.items.map((item) => [item.product.sku, item.quantity]).sort()).toEqual([
        ["FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", 3],
        ["NIK-FM10", 1],
      ])
      expect((await ask(c, "{ customerCart { id } }")).data).toEqual({
        customerCart: { id: taken },
      })
      const closed = await ask(c, readCart, { id: oldCart })
      expect(closed.errors?.[0]).toMatchObject({
        message: "The cart isn't active.",
        extensions: { category: "graphql-no-such-entity" },
      })
      // The cart is the customer's now: the guest and customer B are refused it.
      expectRefused(await ask(guest, readCart, { id: taken }), cartNotOwned(taken))
      expectRefused(await ask(b, readCart, { id: taken }), cartNotOwned(taken))
      expectRefused(
        await ask(
          b,
          `mutation a($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id } }`,
          {
            id: taken,
          },
        ),
        cartNotOwned(taken),
      )
    })

    it("customerCart is for customers only (CustomerCart's own message)", async () => {
      expectRefused(
        await ask(guest, "{ customerCart { id } }"),
        "The request is allowed for logged in customer",
      )
    })
  })

  describe("saved addresses", () => {
    const update = `mutation u($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Elsewhere" }) { id } }`
    const remove = `mutation d($id: Int!) { deleteCustomerAddress(id: $id) }`
    const updateV2 = `mutation u($uid: ID!) { updateCustomerAddressV2(uid: $uid, input: { city: "Elsewhere" }) { id } }`
    const removeV2 = `mutation d($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }`
    const uidOf = (id: number) => Buffer.from(String(id)).toString("base64")

    it("customer B cannot change or delete customer A's address, by id or uid", async () => {
      expectRefused(await ask(b, update, { id: addressOfA }), addressNotOwned(addressOfA))
      expectRefused(await ask(b, remove, { id: addressOfA }), addressNotOwned(addressOfA))
      expectRefused(await ask(b, updateV2, { uid: uidOf(addressOfA) }), addressNotOwned(addressOfA))
      expectRefused(await ask(b, removeV2, { uid: uidOf(addressOfA) }), addressNotOwned(addressOfA))
      const addresses = await ask(b, "{ customer { addresses { id } } }")
      expect(addresses.data).toEqual({ customer: { addresses: [] } })
    })

    it("a guest cannot touch any address", async () => {
      expectRefused(await ask(guest, update, { id: addressOfA }), NOT_AUTHORIZED)
      expectRefused(await ask(guest, remove, { id: addressOfA }), NOT_AUTHORIZED)
    })

    it("a saved address goes on the owner's cart only", async () => {
      const setShipping = `mutation s($cart: String!, $address: Int!) {
        setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ customer_address_id: $address }] }) {
          cart { shipping_addresses { firstname city postcode region { code } country { code } } } } }`
      const own = await ask(a, setShipping, { cart: cartOfA, address: addressOfA })
      expect(own.errors).toBeUndefined()
      expect(own.data).toEqual({
        setShippingAddressesOnCart: {
          cart: {
            shipping_addresses: [
              {
                firstname: "Roni",
                city: "Calder",
                postcode: "90001",
                region: { code: "CA" },
                country: { code: "US" },
              },
            ],
          },
        },
      })
      expectRefused(
        await ask(b, setShipping, { cart: cartOfB, address: addressOfA }),
        addressNotOwned(addressOfA),
      )
      const setBilling = `mutation s($cart: String!, $address: Int!) {
        setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { customer_address_id: $address } }) { cart { id } } }`
      expectRefused(
        await ask(b, setBilling, { cart: cartOfB, address: addressOfA }),
        addressNotOwned(addressOfA),
      )
      expectRefused(
        await ask(guest, setShipping, { cart: guestCart, address: addressOfA }),
        NOT_AUTHORIZED,
      )
      const unknown = await ask(a, setShipping, { cart: cartOfA, address: 999999 })
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Could not find a address with ID "999999"',
        extensions: { category: "graphql-no-such-entity" },
      })
    })
  })
  describe("wish lists", () => {
    const addToWishlist = `mutation a($id: ID!) {
      addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 1 }]) {
        wishlist { id items_count } user_errors { message } } }`
    const wishlistOf = async (actor: Actor) => {
      const response = await ask(
        actor,
        "{ customer { wishlists { id items_v2 { items { id } } } } }",
      )
      const data = response.data as {
        customer: { wishlists: { id: string; items_v2: { items: { id: string }[] } }[] }
      }
      const [wishlist] = data.customer.wishlists
      if (wishlist === undefined) throw new Error("no wish list")
      return wishlist
    }
    const notFound = (response: GraphqlResponse<unknown>) =>
      expect(response.errors?.[0]).toMatchObject({
        message: "The wishlist was not found.",
        extensions: { category: "graphql-input" },
      })

    it("only the owner reads or changes a wish list", async () => {
      expect((await ask(a, addToWishlist, { id: "0" })).errors).toBeUndefined()
      const own = await wishlistOf(a)
      const itemId = own.items_v2.items[0]?.id ?? ""
      const byId = `query w($id: ID!) { customer { wishlist_v2(id: $id) { id items_count } } }`
      expect((await ask(a, byId, { id: own.id })).data).toEqual({
        customer: { wishlist_v2: { id: own.id, items_count: 1 } },
      })
      expect((await ask(b, byId, { id: own.id })).data).toEqual({
        customer: { wishlist_v2: null },
      })
      notFound(await ask(b, addToWishlist, { id: own.id }))
      notFound(
        await ask(
          b,
          `mutation r($id: ID!, $item: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: [$item]) { wishlist { id } } }`,
          { id: own.id, item: itemId },
        ),
      )
      notFound(
        await ask(
          b,
          `mutation u($id: ID!, $item: ID!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: [{ wishlist_item_id: $item, quantity: 5 }]) { wishlist { id } } }`,
          { id: own.id, item: itemId },
        ),
      )
      notFound(
        await ask(
          b,
          `mutation c($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status } }`,
          { id: own.id },
        ),
      )
      notFound(
        await ask(
          b,
          `mutation s($id: ID!) { shareWishlist(wishlistId: $id, emails: ["x@example.com"]) { wishlist { id } } }`,
          { id: own.id },
        ),
      )
      // B's own id "0" is B's list: A's item is not in it.
      const removeFromOwn = await ask(
        b,
        `mutation r($item: ID!) { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: [$item]) { user_errors { message } } }`,
        { item: itemId },
      )
      expect(removeFromOwn.data).toEqual({
        removeProductsFromWishlist: {
          user_errors: [
            { message: `The wishlist item with ID "${itemId}" does not belong to the wishlist` },
          ],
        },
      })
      expectRefused(
        await ask(guest, addToWishlist, { id: own.id }),
        "The current user cannot perform operations on wishlist",
      )
      const after = await wishlistOf(a)
      expect(after.items_v2.items).toEqual([{ id: itemId }])
    })
  })
})
