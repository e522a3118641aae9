// Wish lists (Magento's WishlistGraphQl): the default list made on first use, items of every
// product type with their options, paging, updates and removals with Magento's user errors,
// moving items into the cart, and sharing by e-mail (readable by sharing code afterwards).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { asCustomer, newCustomer, uniqueEmail } from "./customerTestKit.js"
import { ANN_TO_BEN, amountUid, DIGITAL_CARD, giftCardFields, mailTo } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const CAMERA = "NIK-FM10" // configurable: Color
const SILVER = "Y29uZmlndXJhYmxlLzIwMy81MDMz"
const KIT = "CAN-EOS-R3-KIT" // bundle
const PRESETS = "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS" // downloadable
const PRESET_LINK = "ZG93bmxvYWRhYmxlLzY5MTA="

const WISHLIST_FIELDS = `id items_count sharing_code
  items_v2(currentPage: $page, pageSize: $size) {
    page_info { current_page page_size total_pages }
    items { __typename id quantity description added_at product { sku }
      ... on ConfigurableWishlistItem { child_sku configured_variant { sku } configurable_options { option_label value_label } }
      ... on BundleWishlistItem { bundle_options { label values { label quantity } } }
      ... on DownloadableWishlistItem { links_v2 { title } }
      ... on GiftCardWishlistItem { gift_card_options { sender_name recipient_email amount { value currency } } }
    } }`

const ADD = `mutation a($id: ID!, $items: [WishlistItemInput!]!, $page: Int = 1, $size: Int = 20) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist { ${WISHLIST_FIELDS} } user_errors { code message } } }`
const READ = `query w($page: Int = 1, $size: Int = 20) { customer { wishlists { ${WISHLIST_FIELDS} } } }`
const UPDATE = `mutation u($id: ID!, $items: [WishlistItemUpdateInput!]!, $page: Int = 1, $size: Int = 20) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist { ${WISHLIST_FIELDS} } user_errors { code message } } }`
const REMOVE = `mutation r($id: ID!, $ids: [ID!]!, $page: Int = 1, $size: Int = 20) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
    wishlist { ${WISHLIST_FIELDS} } user_errors { code message } } }`
const TO_CART = `mutation c($id: ID!, $ids: [ID!], $page: Int = 1, $size: Int = 20) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    wishlist { ${WISHLIST_FIELDS} } status
    add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`
const SHARE = `mutation s($id: ID!, $emails: [String!]!, $message: String) {
  shareWishlist(wishlistId: $id, emails: $emails, message: $message) { wishlist { id sharing_code } } }`
const SHARED = `query s($code: String!) { sharedWishlist(sharingCode: $code) {
  id items_count items_v2 { items { quantity product { sku } } } } }`

interface Item {
  __typename: string
  id: string
  quantity: number
  description: string | null
  added_at: string
  product: { sku: string }
  child_sku?: string
  configured_variant?: { sku: string } | null
  configurable_options?: { option_label: string; value_label: string }[]
  bundle_options?: { label: string; values: { label: string; quantity: number }[] }[]
  links_v2?: { title: string }[]
  gift_card_options?: {
    sender_name: string | null
    recipient_email: string | null
    amount: { value: number; currency: string } | null
  }
}
interface Wishlist {
  id: string
  items_count: number
  sharing_code: string
  items_v2: {
    page_info: { current_page: number; page_size: number; total_pages: number }
    items: Item[]
  }
}
type UserErrors = { code: string; message: string }[]

describe.each(drivers)("wish lists on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const read = async (token: string, page = 1, size = 20) => {
    const response = await asCustomer<{ customer: { wishlists: Wishlist[] } }>(
      server,
      token,
      READ,
      { page, size },
    )
    expect(response.errors).toBeUndefined()
    const [wishlist] = response.data?.customer.wishlists ?? []
    if (wishlist === undefined) throw new Error("no wish list")
    return wishlist
  }
  const add = async (token: string, items: Record<string, unknown>[], id = "0") => {
    const response = await asCustomer<{
      addProductsToWishlist: { wishlist: Wishlist; user_errors: UserErrors }
    }>(server, token, ADD, { id, items })
    expect(response.errors).toBeUndefined()
    if (!response.data) throw new Error("no answer")
    return response.data.addProductsToWishlist
  }

  it("gives a customer an empty wish list with a sharing code on first use", async () => {
    const { token } = await newCustomer(server, "wisher")
    const wishlist = await read(token)
    expect(wishlist.items_count).toBe(0)
    expect(wishlist.sharing_code).toMatch(/^[0-9a-f]{32}$/)
    expect(wishlist.items_v2.items).toEqual([])
    // The same list again, not a second one.
    expect((await read(token)).id).toBe(wishlist.id)
  })

  it("refuses guests with Magento's message", async () => {
    const response = await graphql(server, ADD, {
      variables: { id: "0", items: [{ sku: FILM, quantity: 1 }] },
    })
    expect(response.errors?.[0]).toMatchObject({
      message: "The current user cannot perform operations on wishlist",
      extensions: { category: "graphql-authorization" },
    })
  })

  it("adds every product type to the default list with its options, merging repeats", async () => {
    const { token } = await newCustomer(server, "collector")
    const added = await add(token, [
      { sku: FILM, quantity: 1 },
      { sku: CAMERA, quantity: 1, selected_options: [SILVER] },
      { sku: KIT, quantity: 1, entered_options: [] },
      { sku: PRESETS, quantity: 1, selected_options: [PRESET_LINK] },
      {
        sku: DIGITAL_CARD,
        quantity: 1,
        selected_options: [amountUid(50)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
      { sku: "NO-SUCH-SKU", quantity: 1 },
      { sku: FILM, quantity: 0 },
      { sku: FILM, quantity: 2 },
    ])
    expect(added.user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: "UNDEFINED", message: "The quantity of a wish list item cannot be 0" },
    ])
    const { wishlist } = added
    expect(wishlist.items_count).toBe(5)
    const items = wishlist.items_v2.items
    expect(items.map((i) => [i.__typename, i.product.sku, i.quantity])).toEqual([
      ["SimpleWishlistItem", FILM, 3],
      ["ConfigurableWishlistItem", CAMERA, 1],
      ["BundleWishlistItem", KIT, 1],
      ["DownloadableWishlistItem", PRESETS, 1],
      ["GiftCardWishlistItem", DIGITAL_CARD, 1],
    ])
    expect(items[0]?.added_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(items[1]?.configurable_options).toEqual([
      { option_label: "Color", value_label: "Silver" },
    ])
    expect(items[1]?.configured_variant?.sku).toBe(items[1]?.child_sku)
    expect(items[1]?.child_sku).not.toBe(CAMERA)
    expect(items[2]?.bundle_options?.length).toBeGreaterThan(0)
    expect(items[3]?.links_v2).toEqual([{ title: "Lightroom Classic (.xmp)" }])
    expect(items[4]?.gift_card_options).toEqual({
      sender_name: "Ann Sender",
      recipient_email: "ben@example.com",
      amount: { value: 50, currency: "USD" },
    })
  })

  it("adds a configurable by its variant's sku under parent_sku", async () => {
    const { token } = await newCustomer(server, "variant")
    const first = await add(token, [{ sku: CAMERA, quantity: 1, selected_options: [SILVER] }])
    const variant = first.wishlist.items_v2.items[0]?.child_sku ?? ""
    const { token: other } = await newCustomer(server, "variant2")
    const added = await add(other, [{ sku: variant, parent_sku: CAMERA, quantity: 1 }])
    expect(added.user_errors).toEqual([])
    expect(added.wishlist.items_v2.items[0]).toMatchObject({
      __typename: "ConfigurableWishlistItem",
      product: { sku: CAMERA },
      configured_variant: { sku: variant },
    })
  })

  it("pages the items", async () => {
    const { token } = await newCustomer(server, "pager")
    await add(token, [
      { sku: FILM, quantity: 1 },
      { sku: KIT, quantity: 1 },
      { sku: PRESETS, quantity: 1, selected_options: [PRESET_LINK] },
    ])
    const second = await read(token, 2, 2)
    expect(second.items_count).toBe(3)
    expect(second.items_v2.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 })
    expect(second.items_v2.items.map((i) => i.product.sku)).toEqual([PRESETS])
  })

  it("updates quantity and description, with Magento's user errors", async () => {
    const { token } = await newCustomer(server, "updater")
    const { wishlist } = await add(token, [{ sku: FILM, quantity: 1 }])
    const itemId = wishlist.items_v2.items[0]?.id
    const response = await asCustomer<{
      updateProductsInWishlist: { wishlist: Wishlist; user_errors: UserErrors }
    }>(server, token, UPDATE, {
      id: wishlist.id,
      items: [
        { wishlist_item_id: itemId, quantity: 4, description: "For the summer trip" },
        { wishlist_item_id: "999999", quantity: 1 },
        { wishlist_item_id: itemId, quantity: 0 },
      ],
    })
    const out = response.data?.updateProductsInWishlist
    expect(out?.user_errors).toEqual([
      { code: "UNDEFINED", message: "We can't specify a wish list item." },
      { code: "UNDEFINED", message: "The quantity of a wish list item cannot be 0" },
    ])
    expect(out?.wishlist.items_v2.items[0]).toMatchObject({
      quantity: 4,
      description: "For the summer trip",
    })
  })

  it("holds quantities to the cart's rules: whole units, at most the product's maximum", async () => {
    const { token } = await newCustomer(server, "quantities")
    const added = await add(token, [
      { sku: FILM, quantity: 1e308 },
      { sku: FILM, quantity: 0.5 },
      { sku: FILM, quantity: 10_001 },
      { sku: FILM, quantity: 2 },
    ])
    expect(added.user_errors).toEqual([
      {
        code: "UNDEFINED",
        message: "The requested qty exceeds the maximum qty allowed in shopping cart",
      },
      { code: "UNDEFINED", message: "You cannot use decimal quantity for this product." },
      {
        code: "UNDEFINED",
        message: "The requested qty exceeds the maximum qty allowed in shopping cart",
      },
    ])
    expect(added.wishlist.items_v2.items.map((i) => i.quantity)).toEqual([2])
    const itemId = added.wishlist.items_v2.items[0]?.id
    const response = await asCustomer<{
      updateProductsInWishlist: { wishlist: Wishlist; user_errors: UserErrors }
    }>(server, token, UPDATE, {
      id: added.wishlist.id,
      items: [
        { wishlist_item_id: itemId, quantity: 2.5 },
        { wishlist_item_id: itemId, quantity: 1e308 },
      ],
    })
    expect(response.data?.updateProductsInWishlist.user_errors).toEqual([
      { code: "UNDEFINED", message: "You cannot use decimal quantity for this product." },
      {
        code: "UNDEFINED",
        message: "The requested qty exceeds the maximum qty allowed in shopping cart",
      },
    ])
    expect(response.data?.updateProductsInWishlist.wishlist.items_v2.items[0]?.quantity).toBe(2)
  })

  it("removes items; an item not in the list is a user error", async () => {
    const { token } = await newCustomer(server, "remover")
    const { wishlist } = await add(token, [
      { sku: FILM, quantity: 1 },
      { sku: KIT, quantity: 1 },
    ])
    const [film] = wishlist.items_v2.items
    const response = await asCustomer<{
      removeProductsFromWishlist: { wishlist: Wishlist; user_errors: UserErrors }
    }>(server, token, REMOVE, { id: "0", ids: [film?.id, "999999"] })
    const out = response.data?.removeProductsFromWishlist
    expect(out?.user_errors).toEqual([
      {
        code: "UNDEFINED",
        message: 'The wishlist item with ID "999999" does not belong to the wishlist',
      },
    ])
    expect(out?.wishlist.items_v2.items.map((i) => i.product.sku)).toEqual([KIT])
    expect(out?.wishlist.items_count).toBe(1)
  })

  it("moves items into the customer's cart; a line the cart refuses stays with its error", async () => {
    const { token } = await newCustomer(server, "mover")
    const { wishlist } = await add(token, [
      { sku: FILM, quantity: 2 },
      { sku: CAMERA, quantity: 1, selected_options: [SILVER] },
      // A gift card with no amount nor names: the cart asks for them.
      { sku: DIGITAL_CARD, quantity: 1 },
    ])
    const noId = await asCustomer(server, token, TO_CART, { id: "0" })
    expect(noId.errors?.[0]).toMatchObject({
      message: '"wishlistId" value should be specified',
      extensions: { category: "graphql-input" },
    })
    const unknown = await asCustomer(server, token, TO_CART, { id: wishlist.id, ids: ["999999"] })
    expect(unknown.errors?.[0]?.message).toBe('The wishlist item ids "999999" were not found.')
    const response = await asCustomer<{
      addWishlistItemsToCart: {
        wishlist: Wishlist
        status: boolean
        add_wishlist_items_to_cart_user_errors: (UserErrors[number] & {
          wishlistId: string
          wishlistItemId: string
        })[]
      }
    }>(server, token, TO_CART, { id: wishlist.id })
    expect(response.errors).toBeUndefined()
    const out = response.data?.addWishlistItemsToCart
    const card = wishlist.items_v2.items[2]
    expect(out?.status).toBe(false)
    expect(out?.add_wishlist_items_to_cart_user_errors).toHaveLength(1)
    expect(out?.add_wishlist_items_to_cart_user_errors[0]).toMatchObject({
      code: "UNDEFINED",
      wishlistId: wishlist.id,
      wishlistItemId: card?.id,
    })
    expect(out?.wishlist.items_v2.items.map((i) => i.id)).toEqual([card?.id])
    const cart = await asCustomer<{
      customerCart: { items: { quantity: number; product: { sku: string } }[] }
    }>(server, token, "{ customerCart { items { quantity product { sku } } } }")
    expect(cart.data?.customerCart.items).toEqual([
      { quantity: 2, product: { sku: FILM } },
      { quantity: 1, product: { sku: CAMERA } },
    ])
  })

  it("moves a bundle with its entered options and a configurable listed under parent_sku as the cart's own lines", async () => {
    const { token } = await newCustomer(server, "kitmover")
    const first = await add(token, [{ sku: CAMERA, quantity: 1, selected_options: [SILVER] }])
    const variant = first.wishlist.items_v2.items[0]?.child_sku ?? ""
    const { token: buyer } = await newCustomer(server, "kitbuyer")
    const { wishlist } = await add(buyer, [
      { sku: KIT, quantity: 1, entered_options: [] },
      { sku: variant, parent_sku: CAMERA, quantity: 1 },
    ])
    const moved = await asCustomer<{
      addWishlistItemsToCart: { wishlist: Wishlist; status: boolean }
    }>(server, buyer, TO_CART, { id: wishlist.id })
    expect(moved.errors).toBeUndefined()
    expect(moved.data?.addWishlistItemsToCart.status).toBe(true)
    expect(moved.data?.addWishlistItemsToCart.wishlist.items_count).toBe(0)
    const cart = await asCustomer<{
      customerCart: {
        items: {
          __typename: string
          product: { sku: string }
          bundle_options?: { label: string; values: { quantity: number }[] }[]
          configured_variant?: { sku: string }
        }[]
      }
    }>(
      server,
      buyer,
      `{ customerCart { items { __typename product { sku }
        ... on BundleCartItem { bundle_options { label values { quantity } } }
        ... on ConfigurableCartItem { configured_variant { sku } } } } }`,
    )
    const [kit, camera] = cart.data?.customerCart.items ?? []
    expect(kit).toMatchObject({ __typename: "BundleCartItem", product: { sku: KIT } })
    expect(kit?.bundle_options?.[0]).toMatchObject({
      label: "Camera Body",
      values: [{ quantity: 1 }],
    })
    expect(camera).toEqual({
      __typename: "ConfigurableCartItem",
      product: { sku: CAMERA },
      configured_variant: { sku: variant },
    })
  })

  it("the deprecated customer.wishlist is the default list, items with qty", async () => {
    const { token } = await newCustomer(server, "oldclient")
    const { wishlist } = await add(token, [{ sku: FILM, quantity: 2 }])
    const old = await asCustomer<{
      customer: {
        wishlist: {
          id: string
          items_count: number
          items: { qty: number; product: { sku: string } }[]
        }
      }
    }>(server, token, "{ customer { wishlist { id items_count items { qty product { sku } } } } }")
    expect(old.errors).toBeUndefined()
    expect(old.data?.customer.wishlist).toEqual({
      id: wishlist.id,
      items_count: 1,
      items: [{ qty: 2, product: { sku: FILM } }],
    })
  })

  it("keeps a gift card's amount and fields, filled in or not, and moves it with them into the cart", async () => {
    const { token } = await newCustomer(server, "gifter")
    const { wishlist } = await add(token, [
      {
        sku: DIGITAL_CARD,
        quantity: 1,
        selected_options: [amountUid(50)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
      // Listed before the recipient was known: shown as far as it goes.
      {
        sku: DIGITAL_CARD,
        quantity: 1,
        entered_options: giftCardFields({ sender_name: "Ann Sender", amount: "75" }),
      },
    ])
    const [complete, partial] = wishlist.items_v2.items
    expect(partial?.gift_card_options).toEqual({
      sender_name: "Ann Sender",
      recipient_email: null,
      amount: null,
    })
    const response = await asCustomer<{
      addWishlistItemsToCart: {
        wishlist: Wishlist
        status: boolean
        add_wishlist_items_to_cart_user_errors: { message: string; wishlistItemId: string }[]
      }
    }>(server, token, TO_CART, { id: wishlist.id })
    const out = response.data?.addWishlistItemsToCart
    expect(out?.status).toBe(false)
    expect(out?.add_wishlist_items_to_cart_user_errors).toMatchObject([
      { message: "Please specify a recipient name.", wishlistItemId: partial?.id },
    ])
    expect(out?.wishlist.items_v2.items.map((i) => i.id)).toEqual([partial?.id])
    expect(complete?.id).toBeDefined()
    const cart = await asCustomer<{
      customerCart: { items: Record<string, unknown>[] }
    }>(
      server,
      token,
      `{ customerCart { items { quantity product { sku } ... on GiftCardCartItem {
        amount { value } sender_name sender_email recipient_name recipient_email message } } } }`,
    )
    expect(cart.data?.customerCart.items).toEqual([
      {
        quantity: 1,
        product: { sku: DIGITAL_CARD },
        amount: { value: 50 },
        ...ANN_TO_BEN,
      },
    ])
  })

  it("shares the list by e-mail; the link's code reads it, an unshared code reads nothing", async () => {
    const { token } = await newCustomer(server, "sharer")
    const { wishlist } = await add(token, [{ sku: FILM, quantity: 2 }])
    const before = await graphql(server, SHARED, { variables: { code: wishlist.sharing_code } })
    expect(before.data).toEqual({ sharedWishlist: null })
    const share = (emails: string[], message?: string) =>
      asCustomer(server, token, SHARE, { id: wishlist.id, emails, message })
    expect((await share([])).errors?.[0]?.message).toBe("Please enter an email address.")
    expect((await share(["not-an-address"])).errors?.[0]?.message).toBe(
      "Please enter a valid email address.",
    )
    // The input guard stops a message over 255 characters before Magento's own check does.
    expect((await share(["a@example.com"], "x".repeat(256))).errors?.[0]?.message).toBe(
      '"message" length must be equal or less than 255 characters.',
    )
    const many = Array.from({ length: 11 }, (_, i) => `friend${i}@example.com`)
    expect((await share(many)).errors?.[0]?.message).toBe("Maximum of 10 emails can be sent.")
    const friend = uniqueEmail("friend")
    const shared = await share([friend], "Birthday ideas")
    expect(shared.errors).toBeUndefined()
    const [mail] = await mailTo(server, friend)
    expect(mail?.subject).toBe("Take a look at Roni Costa's Wish List")
    expect(mail?.text).toContain("Birthday ideas")
    expect(mail?.text).toContain(`/wishlist/shared/${wishlist.sharing_code}`)
    expect(mail?.text).toContain("Fujifilm")
    const after = await graphql(server, SHARED, { variables: { code: wishlist.sharing_code } })
    expect(after.data).toEqual({
      sharedWishlist: {
        id: wishlist.id,
        items_count: 1,
        items_v2: { items: [{ quantity: 2, product: { sku: FILM } }] },
      },
    })
    // Ten addresses per list in all: one used, ten more are too many.
    expect((await share(many.slice(0, 10))).errors?.[0]?.message).toBe(
      "Maximum of 9 emails can be sent.",
    )
  })
})

describe.each(drivers)("wish lists, switched off, on $name", ({ databaseUrl }) => {
  it("answers Magento's messages while the store's wishlist_active is 0", async () => {
    const server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    try {
      await server.admin.setStoreConfig("wishlist_active", "0")
      const { token } = await newCustomer(server, "nowish")
      const read = await asCustomer(server, token, "{ customer { wishlists { id } } }")
      expect(read.errors?.[0]).toMatchObject({
        message: "The wishlist configuration is currently disabled.",
        extensions: { category: "graphql-input" },
      })
      const add = await asCustomer(
        server,
        token,
        `mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "${FILM}", quantity: 1 }]) { user_errors { message } } }`,
      )
      expect(add.errors?.[0]?.message).toBe("The wishlist is not currently available.")
      await server.admin.setStoreConfig("wishlist_active", null)
      const back = await asCustomer<{ customer: { wishlists: { items_count: number }[] } }>(
        server,
        token,
        "{ customer { wishlists { items_count } } }",
      )
      expect(back.data?.customer.wishlists).toEqual([{ items_count: 0 }])
    } finally {
      await server.close()
    }
  })
})
