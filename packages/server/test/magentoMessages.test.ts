// Magento 2.4's own answers, each case named after the api-functional test it mirrors
// (dev/tests/api-functional/testsuite/Magento/GraphQl/…): required parameters worded as each
// resolver words them, the catalogue filters Magento refuses, cart, address and account refusals,
// and the error categories Magento gives them.

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import type { Database } from "../src/db/database.js"
import { forgetStoreViews } from "../src/store/requestStore.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  cartMutation,
  createCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { asCustomer, newCustomer, PASSWORD } from "./customerTestKit.js"
import { drivers, type GraphqlResponse, graphql } from "./helpers.js"
import { serverWithDatabase } from "./serverWithDatabase.js"

const FILM = "ILF-FP4-PLUS-125-35MM-36-EXP"
const CLASS = "SHT-INTRO-TO-YOUR-MIRRORLESS-CAMERA" // virtual, required option 6730
const TUESDAY = Buffer.from("custom-option/6730/67301").toString("base64")

const firstError = (res: GraphqlResponse<unknown>) => ({
  message: res.errors?.[0]?.message,
  category: res.errors?.[0]?.extensions?.category,
})

describe.each(drivers)("Magento's messages on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const mutate = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(server, query, { variables })

  /** A cart of one roll of film shipped to California. */
  const cartToShip = async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    await cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
      cart_id: cartId,
      shipping_addresses: [{ address: CALIFORNIA }],
    })
    return cartId
  }

  const setShippingMethod = (cartId: string, carrier: string, method: string) =>
    cartMutation(server, "setShippingMethodsOnCart", "SetShippingMethodsOnCartInput", {
      cart_id: cartId,
      shipping_methods: [{ carrier_code: carrier, method_code: method }],
    })

  describe("required parameters", () => {
    it('Quote/AddSimpleProductToCartSingleMutationTest: addProductsToCart without cartId says "cartId"', async () => {
      const res = await mutate(
        `mutation { addProductsToCart(cartId: "", cartItems: [{ sku: "${FILM}", quantity: 1 }]) { cart { id } } }`,
      )
      expect(firstError(res)).toEqual({
        message: 'Required parameter "cartId" is missing',
        category: "graphql-input",
      })
    })

    it("Quote/Guest/RemoveItemFromCartTest::testRemoveItemFromCartIfCartIdIsMissed: with a full stop", async () => {
      const res = await mutate(
        `mutation { removeItemFromCart(input: { cart_id: "", cart_item_id: 1 }) { cart { id } } }`,
      )
      expect(firstError(res).message).toBe('Required parameter "cart_id" is missing.')
      const noItem = await mutate(
        `mutation { removeItemFromCart(input: { cart_id: "${await createCart(server)}" }) { cart { id } } }`,
      )
      expect(firstError(noItem).message).toBe('Required parameter "cart_item_id" is missing.')
    })

    it("Quote/Guest/UpdateCartItemsTest::testUpdateWithMissedCartItemQuantity", async () => {
      const cartId = await createCart(server)
      const added = await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
      const uid = added.data?.addProductsToCart.cart.items[0]?.uid
      const res = await mutate(
        `mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid }] }) { cart { id } } }`,
        { id: cartId, uid },
      )
      expect(firstError(res).message).toBe(
        'Required parameter "quantity" for "cart_items" is missing.',
      )
    })

    it("Quote/Guest/SetShippingMethodsOnCartTest::testSetShippingMethodWithWrongParameters (empty carrier_code)", async () => {
      const cartId = await cartToShip()
      const res = await setShippingMethod(cartId, "", "flatrate")
      expect(firstError(res)).toEqual({
        message: 'Required parameter "carrier_code" is missing.',
        category: "graphql-input",
      })
      const method = await setShippingMethod(cartId, "flatrate", "")
      expect(firstError(method).message).toBe('Required parameter "method_code" is missing.')
    })

    it("Quote/Customer/MergeCartsTest::testMergeCartsWithEmptyDestinationCartId", async () => {
      const { token } = await newCustomer(server)
      const res = await asCustomer(
        server,
        token,
        `mutation ($source: String!) { mergeCarts(source_cart_id: $source, destination_cart_id: "") { id } }`,
        { source: await createCart(server) },
      )
      expect(firstError(res)).toEqual({
        message: 'The parameter "destination_cart_id" cannot be empty',
        category: "graphql-input",
      })
    })

    it("Quote/Guest/SetBillingAddressOnCartTest::testSetBillingAddressWithoutAddress", async () => {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
      const res = await cartMutation(
        server,
        "setBillingAddressOnCart",
        "SetBillingAddressOnCartInput",
        {
          cart_id: cartId,
          billing_address: {},
        },
      )
      expect(firstError(res).message).toBe(
        'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
      )
    })

    it("CmsGraphQl/CmsPageTest::testGetCmsPageWithoutId: Magento's quotes kept", async () => {
      const res = await graphql(server, "{ cmsPage { title } }")
      expect(firstError(res)).toEqual({
        message: '"Page id/identifier should be specified"',
        category: "graphql-input",
      })
    })
  })

  describe("catalogue filters", () => {
    it("Catalog/ProductSearchTest: category_id and category_uid together are refused", async () => {
      const res = await graphql(
        server,
        `{ products(filter: { category_id: { eq: "3" }, category_uid: { eq: "Mw==" } }) { total_count } }`,
      )
      expect(firstError(res)).toEqual({
        message: "`category_id` and `category_uid` can't be used at the same time.",
        category: "graphql-input",
      })
    })

    it("Catalog/CategoryListTest: ids and category_uid together are refused", async () => {
      const res = await graphql(
        server,
        `{ categoryList(filters: { ids: { eq: "3" }, category_uid: { eq: "Mw==" } }) { name } }`,
      )
      expect(firstError(res)).toEqual({
        message: "`ids` and `category_uid` can't be used at the same time.",
        category: "graphql-input",
      })
    })

    it("Catalog/ProductSearchTest::testFilterProductsByMatchShorterThanMinimum", async () => {
      const res = await graphql(
        server,
        `{ products(filter: { name: { match: "ab" } }) { total_count } }`,
      )
      expect(firstError(res)).toEqual({
        message: "Invalid match filter. Minimum length is 3.",
        category: "graphql-input",
      })
    })
  })

  describe("carts", () => {
    it("Quote/Guest/CreateEmptyCartTest: a taken id and an id of the wrong length", async () => {
      const taken = await createCart(server)
      const again = await mutate(
        `mutation ($id: String) { createEmptyCart(input: { cart_id: $id }) }`,
        {
          id: taken,
        },
      )
      expect(firstError(again)).toEqual({
        message: `Cart with ID "${taken}" already exists.`,
        category: "graphql-already-exists",
      })
      const short = await mutate(`mutation { createEmptyCart(input: { cart_id: "572" }) }`)
      expect(firstError(short).message).toBe("Cart ID length should to be 32 symbols.")
    })

    it("SalesRule/Guest/RemoveCouponFromCartTest::testRemoveCouponFromEmptyCart", async () => {
      const res = await mutate(
        `mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }`,
        { id: await createCart(server) },
      )
      expect(firstError(res)).toEqual({
        message: "Cart does not contain products",
        category: "graphql-no-such-entity",
      })
    })

    it("Quote/Guest/SetShippingMethodsOnCartTest::testSetShippingMethodOnAnEmptyCart", async () => {
      const res = await setShippingMethod(await createCart(server), "flatrate", "flatrate")
      expect(firstError(res).message).toBe(
        "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
      )
    })

    it("Quote/Customer/MergeCartsTest::testMergeTwoCustomerCarts: an inactive source cart", async () => {
      const guest = await createCart(server)
      await addProducts(server, guest, [{ sku: FILM, quantity: 1 }])
      await prepareCheckout(server, guest)
      expect((await placeOrder(server, guest)).errors).toBeUndefined()
      const { token } = await newCustomer(server)
      const res = await asCustomer(
        server,
        token,
        `mutation ($source: String!) { mergeCarts(source_cart_id: $source) { id } }`,
        { source: guest },
      )
      expect(firstError(res).message).toBe("The cart isn't active.")
    })

    it("Quote/Guest/PlaceOrderTest::testPlaceOrderWithNoItemsInCart", async () => {
      const cartId = await createCart(server)
      await mutate(
        `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "guest@example.com" }) { cart { id } } }`,
        { id: cartId },
      )
      const res = await placeOrder(server, cartId)
      expect(firstError(res).message).toBe(
        "Unable to place order: A server error stopped your order from being placed. Please try to place your order again",
      )
    })
  })

  describe("addresses", () => {
    const shipTo = async (address: Record<string, unknown>) => {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
      return cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
        cart_id: cartId,
        shipping_addresses: [{ address }],
      })
    }

    it("Quote/Guest/SetShippingAddressOnCartTest::testSetNewShippingAddressWithMissedRequiredParameters (region)", async () => {
      const { region_id: _, ...noRegion } = CALIFORNIA
      expect(firstError(await shipTo(noRegion)).message).toBe("Region is required.")
    })

    it("Quote/Guest/SetShippingAddressOnCartTest (wrong_required_region): a region id of another country", async () => {
      // Canada requires a region; 5 is California's id.
      const res = await shipTo({ ...CALIFORNIA, country_code: "CA", postcode: "M5V 2T6" })
      expect(firstError(res)).toEqual({
        message: "The region_id does not match the selected country or region",
        category: "graphql-input",
      })
      // Great Britain requires none: QuoteAddressFactory's other text.
      const optional = await shipTo({ ...CALIFORNIA, country_code: "GB", postcode: "SW1A 1AA" })
      expect(firstError(optional).message).toBe(
        "The specified region is not a part of the selected country or region",
      )
    })

    it("Quote/Guest/SetShippingAddressOnCartTest: an unknown country", async () => {
      const res = await shipTo({ ...CALIFORNIA, country_code: "XX" })
      expect(firstError(res).message).toBe("Country is not available")
    })

    it("Quote/Guest/SetShippingAddressOnCartTest::testSetNewShippingAddressWithRedundantStreetLine", async () => {
      const threeLines = { ...CALIFORNIA, street: ["1 Yosemite Way", "Suite 5", "Floor 3"] }
      // The shop's form has four street parts, so its store takes four lines.
      expect((await shipTo(threeLines)).errors).toBeUndefined()
      await server.admin.setStoreConfig("street_lines", "2") // Magento's default
      try {
        expect(firstError(await shipTo(threeLines))).toEqual({
          message: '"Street Address" cannot contain more than 2 lines.',
          category: "graphql-input",
        })
      } finally {
        await server.admin.setStoreConfig("street_lines", "4")
      }
    })
  })

  describe("accounts", () => {
    it("Customer/UpdateCustomerEmailTest::testUpdateEmailWithInvalidPassword", async () => {
      const { token } = await newCustomer(server)
      const res = await asCustomer(
        server,
        token,
        `mutation { updateCustomerEmail(email: "new-${Date.now()}@example.com", password: "wrong-password") { customer { email } } }`,
      )
      expect(firstError(res).message).toBe("Invalid login or password.")
    })

    it("Customer/ChangeCustomerPasswordTest::testChangePasswordWithInvalidCurrentPassword", async () => {
      const { token } = await newCustomer(server)
      const res = await asCustomer(
        server,
        token,
        `mutation { changeCustomerPassword(currentPassword: "wrong-password", newPassword: "${PASSWORD}x") { email } }`,
      )
      expect(firstError(res).message).toBe("Invalid login or password.")
    })

    it("StoreGraphQl/StoreConfigResolverTest: an unknown Store header", async () => {
      const res = await graphql(server, "{ storeConfig { store_code } }", { store: "nowhere" })
      expect(firstError(res).message).toBe("Requested store is not found (nowhere)")
    })
  })

  describe("error categories", () => {
    it("Quote/Guest/SetShippingMethodsOnCartTest::testSetNonExistentShippingMethod: no such entity", async () => {
      const cartId = await cartToShip()
      const res = await setShippingMethod(cartId, "nocarrier", "nomethod")
      expect(firstError(res).category).toBe("graphql-no-such-entity")
    })

    it("Quote/Guest/SetShippingAddressOnCartTest::testSetShippingAddressToVirtualCart: no such entity", async () => {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: CLASS, quantity: 1, selected_options: [TUESDAY] }])
      const res = await cartMutation(
        server,
        "setShippingAddressesOnCart",
        "SetShippingAddressesOnCartInput",
        {
          cart_id: cartId,
          shipping_addresses: [{ address: CALIFORNIA }],
        },
      )
      expect(firstError(res)).toEqual({
        message: "Shipping address is not allowed on cart: cart contains no items for shipment.",
        category: "graphql-no-such-entity",
      })
    })
  })
})

// Magento's fixture_second_store: a store view of a second website, on a server of its own.
describe("a cart asked for from a store view of another website", () => {
  let server: RunningServer
  let database: Database
  let close: () => Promise<void> = async () => {}
  beforeAll(async () => {
    ;({ server, database, close } = await serverWithDatabase())
  })
  afterAll(() => close())

  it("Quote/Guest/GetCartTest::testGetCartWithWrongStore: a store view of another website", async () => {
    // A second website with its own store view, as Magento's fixture_second_store.
    await database.db.execute(sql`insert into store_websites (code, name, default_group_code)
      values ('second_website', 'Second Website', 'second_group') on conflict do nothing`)
    await database.db.execute(sql`insert into store_groups (code, name, website_id, root_category_uid, default_store_code)
      select 'second_group', 'Second Group', id, 'Mg==', 'second_store' from store_websites
      where code = 'second_website' on conflict do nothing`)
    await database.db.execute(sql`insert into stores (code, name, group_id)
      select 'second_store', 'Second Store', id from store_groups where code = 'second_group'
      on conflict do nothing`)
    forgetStoreViews(database.db)
    const cartId = await createCart(server)
    const res = await graphql(server, `query ($id: String!) { cart(cart_id: $id) { id } }`, {
      variables: { id: cartId },
      store: "second_store",
    })
    expect(firstError(res)).toEqual({
      message: "Can't assign cart to store in different website.",
      category: "graphql-input",
    })
    const added = await graphql(
      server,
      `mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${FILM}", quantity: 1 }]) { cart { id } } }`,
      { variables: { id: cartId }, store: "second_store" },
    )
    expect(firstError(added).message).toBe("Can't assign cart to store in different website.")
    // A store view of the cart's own website serves it.
    const sameWebsite = await graphql(
      server,
      `query ($id: String!) { cart(cart_id: $id) { id } }`,
      {
        variables: { id: cartId },
        store: "ca_en",
      },
    )
    expect(sameWebsite.errors).toBeUndefined()
  })
})
