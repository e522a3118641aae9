import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  createStorefront,
  findWishlistItem,
  memoryStorage,
  type Storefront,
  VIEW_WISHLIST_ACTION,
  WISHLIST_ERROR_TITLE,
  WISHLIST_REMOVED_MESSAGE,
  WISHLIST_TITLE,
} from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// The wish list half of the SDK against the REAL server over HTTP: a new customer hearts a
// simple, a configurable (by its variant) and a bundle, moves items to the cart (one the cart
// refuses stays), removes one, shares the list by e-mail and a guest reads it by its code.

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const CAMERA = "NIK-FM10" // configurable: Color
const KIT = "CAN-EOS-R3-KIT" // bundle
const GIFT_CARD = "SHT-SHUTTER-DIGITAL-GIFT-CARD" // the cart asks for its amount and names

let shopperCount = 0
const newEmail = () => `sdk-wishlist-${Date.now()}-${++shopperCount}@example.com`

const messages = (storefront: Storefront) =>
  storefront.notifications
    .get()
    .map(({ type, title, message, action }) => ({ type, title, message, action }))

describe.skipIf(!serverBuilt).each(databases)(
  "SDK wish list against the real server (%s)",
  (_db, databaseUrl) => {
    let server: TestServer
    const opened: Storefront[] = []
    const shopper = () => {
      const storefront = createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })
      opened.push(storefront)
      return storefront
    }
    const signedInShopper = async () => {
      const storefront = shopper()
      await storefront.customer.register({
        email: newEmail(),
        password: "Shutter-2024",
        firstname: "Ansel",
        lastname: "Adams",
      })
      return storefront
    }

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
    })

    afterAll(async () => {
      await Promise.all(opened.map((s) => s.dispose()))
      await server?.close()
    })

    it("a guest: load and count send nothing; an add is still sent and refused", async () => {
      const storefront = shopper()
      expect(await storefront.wishlist.load()).toBeNull()
      expect(await storefront.wishlist.loadCount()).toBe(0)
      const film = await storefront.catalog.productBySku({ sku: FILM })
      await expect(storefront.wishlist.add({ product: film })).rejects.toMatchObject({
        message: "The current user cannot perform operations on wishlist",
      })
    })

    it("hearts a simple, a configurable variant and a bundle; the same product twice is one item", async () => {
      const storefront = await signedInShopper()
      expect(await storefront.wishlist.loadCount()).toBe(0)
      const [film, camera, kit] = await Promise.all(
        [FILM, CAMERA, KIT].map((sku) => storefront.catalog.productBySku({ sku })),
      )
      if (!film || !camera || !kit) throw new Error("fixture products missing")
      const variant = camera.variants?.[0]?.product?.sku ?? undefined
      expect(variant).toBeDefined()
      await storefront.wishlist.add({ product: film })
      expect(messages(storefront).at(-1)).toEqual({
        type: "success",
        title: undefined,
        message: `You added product ${film.name} to the wishlist list.`,
        action: VIEW_WISHLIST_ACTION,
      })
      await storefront.wishlist.add({
        product: camera,
        ...(variant ? { variantSku: variant } : {}),
      })
      await storefront.wishlist.add({ product: kit })
      await storefront.wishlist.add({ product: film })
      const list = storefront.wishlist.wishlist.get()
      expect(list?.items.map((i) => i.product?.sku)).toEqual([FILM, CAMERA, KIT])
      expect(list?.items[1]?.variantSku).toBe(variant)
      expect(list?.items[1]?.options[0]).toMatch(/^Color: /)
      expect(storefront.wishlist.count.get()).toBe(3)
      expect(findWishlistItem(list ?? null, film)?.quantity).toBe(1)

      // A fresh load with the spec's paging; the count from its own query.
      const again = await storefront.wishlist.load({ currentPage: 2, pageSize: 2 })
      expect(again?.items.map((i) => i.product?.sku)).toEqual([KIT])
      expect(again?.pageInfo).toEqual({ current_page: 2, page_size: 2, total_pages: 2 })
      expect(await storefront.wishlist.loadCount()).toBe(3)
    })

    it("moves an item to the cart, removes one, toggles; a refused item stays with 'Wishlist error'", async () => {
      const storefront = await signedInShopper()
      const [film, card] = await Promise.all(
        [FILM, GIFT_CARD].map((sku) => storefront.catalog.productBySku({ sku })),
      )
      if (!film || !card) throw new Error("fixture products missing")
      await storefront.wishlist.add({ product: film })
      await storefront.wishlist.add({ product: card })
      const filmItem = findWishlistItem(storefront.wishlist.wishlist.get(), film)
      if (filmItem === undefined) throw new Error("the film is not listed")
      // The item as the list holds it is the input.
      await storefront.wishlist.moveToCart({ item: filmItem })
      expect(storefront.wishlist.wishlist.get()?.items.map((i) => i.product?.sku)).toEqual([
        GIFT_CARD,
      ])
      expect(storefront.cart.cart.get()?.items?.map((i) => i?.product.sku)).toEqual([FILM])
      expect(messages(storefront).at(-1)).toEqual({
        type: "success",
        title: WISHLIST_TITLE,
        message: `You added ${film.name} to your shopping cart.`,
        action: undefined,
      })

      // A gift card without its amount and names: the cart refuses it and it stays listed.
      const cardItem = findWishlistItem(storefront.wishlist.wishlist.get(), card)
      const refused = await storefront.wishlist
        .moveToCart({ itemId: cardItem?.id ?? "" })
        .catch((e: unknown) => e)
      expect(refused).toMatchObject({ _tag: "WishlistCartError" })
      expect(messages(storefront).at(-1)).toMatchObject({
        type: "danger",
        title: WISHLIST_ERROR_TITLE,
        message: (refused as Error).message,
      })
      expect(storefront.wishlist.wishlist.get()?.items.map((i) => i.product?.sku)).toEqual([
        GIFT_CARD,
      ])
      expect(storefront.cart.cart.get()?.items).toHaveLength(1)

      await storefront.wishlist.toggle({ product: card })
      expect(storefront.wishlist.wishlist.get()?.items).toEqual([])
      expect(storefront.wishlist.count.get()).toBe(0)
      expect(messages(storefront).at(-1)).toMatchObject({ message: WISHLIST_REMOVED_MESSAGE })
      await storefront.wishlist.toggle({ product: card })
      expect(storefront.wishlist.count.get()).toBe(1)
    })

    it("shares the list by e-mail (the server's messages for bad input); a guest reads it by code", async () => {
      const storefront = await signedInShopper()
      const film = await storefront.catalog.productBySku({ sku: FILM })
      await storefront.wishlist.add({ product: film })
      await expect(storefront.wishlist.share({ emails: ["not-an-address"] })).rejects.toMatchObject(
        { message: "Please enter a valid email address." },
      )
      const shared = await storefront.wishlist.share({
        emails: ["friend@example.com"],
        message: "Birthday ideas",
      })
      const code = shared.sharingCode ?? ""
      expect(code).toMatch(/^[0-9a-f]{32}$/)
      const guest = shopper()
      const read = await guest.wishlist.shared({ sharingCode: code })
      expect(read?.items.map((i) => [i.product?.sku, i.quantity])).toEqual([[FILM, 1]])
      expect(await guest.wishlist.shared({ sharingCode: "0".repeat(32) })).toBeNull()
    })
  },
)
