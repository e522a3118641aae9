import { describe, expect, it } from "vitest"
import {
  CartUserError,
  createStorefront,
  isStorefrontError,
  memoryStorage,
  type StorefrontEvent,
} from "../index.js"
import { readGraphqlRequest } from "../testing/graphqlRequest.js"
import { testCart, testLine } from "./testCart.js"

/** A fetch answering GraphQL requests by operation name; records the names. */
const fakeFetch = (answers: Record<string, () => unknown>) => {
  const calls: Array<string> = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const { operationName } = await readGraphqlRequest(new Request(input, init))
    calls.push(operationName)
    const answer = answers[operationName]
    return Response.json(
      answer ? { data: answer() } : { errors: [{ message: `no ${operationName}` }] },
    )
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const product = { __typename: "SimpleProduct", sku: "LENS-50", name: "50mm Lens" }
const lens = testLine({ uid: "l1", sku: "LENS-50", name: "50mm Lens" })

describe("createStorefront cart, checkout and notifications", () => {
  it("adds an item: subscribers see the cart, the total, the toast and the events", async () => {
    const { fetch, calls } = fakeFetch({
      addProductsToCart: () => ({
        addProductsToCart: { cart: testCart({ id: "mine", items: [lens] }), user_errors: [] },
      }),
    })
    const storefront = createStorefront({
      endpoint: "https://shop.test/graphql",
      fetch,
      storage: memoryStorage({ cookies: { cart: "mine" } }),
    })
    try {
      const totals: Array<number> = []
      storefront.cart.totalQuantity.subscribe((n) => totals.push(n))
      const toasts: Array<string> = []
      storefront.notifications.subscribe((list) => toasts.push(...list.map((n) => n.message)))
      const events: Array<StorefrontEvent> = []
      storefront.events.subscribe((event) => events.push(event))
      const sidebars: Array<string> = []
      storefront.events.on("open-sidebar", (event) => sidebars.push(event.sidebar))
      await storefront.cart.addItem({ product, quantity: 1 })
      expect(calls).toEqual(["addProductsToCart"])
      expect(storefront.cart.cart.get()?.id).toBe("mine")
      expect(totals).toEqual([1])
      expect(toasts).toEqual(["Item added to the cart successfully"])
      expect(storefront.notifications.get()[0]?.action).toEqual({ text: "View", url: "/cart" })
      // The storefront suggests the cart sidebar; it holds no sidebar state of its own.
      expect(sidebars).toEqual(["cart"])
      expect(events.map((e) => e.type)).toEqual([
        "toast",
        "cart:item-added",
        "open-sidebar",
        "analytics",
        "analytics",
      ])
      const added = events.find((e) => e.type === "cart:item-added")
      expect(added?.type === "cart:item-added" && added.items.map((i) => i.product.sku)).toEqual([
        product.sku,
      ])
      expect("cartSidebarOpen" in storefront.cart).toBe(false)
    } finally {
      await storefront.dispose()
    }
  })

  it("takes the line the cart returned: the quantity change and the removal send its uid", async () => {
    const sent: Array<{ readonly operation: string; readonly variables: unknown }> = []
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const { operationName, variables } = await readGraphqlRequest(new Request(input, init))
      sent.push({ operation: operationName, variables })
      const answers: Record<string, unknown> = {
        addProductsToCart: {
          addProductsToCart: { cart: testCart({ id: "mine", items: [lens] }), user_errors: [] },
        },
        updateCartItems: {
          updateCartItems: { cart: testCart({ id: "mine", items: [{ ...lens, quantity: 3 }] }) },
        },
        removeItemFromCart: { removeItemFromCart: { cart: testCart({ id: "mine", items: [] }) } },
      }
      return Response.json({ data: answers[operationName] })
    }) as typeof globalThis.fetch
    const storefront = createStorefront({
      endpoint: "https://shop.test/graphql",
      fetch,
      storage: memoryStorage({ cookies: { cart: "mine" } }),
    })
    try {
      const added = await storefront.cart.addItem({ product, quantity: 1 })
      const [line] = added.items ?? []
      if (!line) throw new Error("the added line is missing")
      const updated = await storefront.cart.updateQuantity({ line, quantity: 3 })
      expect(updated.total_quantity).toBe(3)
      const removed = await storefront.cart.removeItem({ line })
      expect(removed?.items).toEqual([])
      expect(sent.map((s) => s.operation)).toEqual([
        "addProductsToCart",
        "updateCartItems",
        "removeItemFromCart",
      ])
      expect(JSON.stringify(sent[1]?.variables)).toContain('"cart_item_uid":"l1"')
      expect(JSON.stringify(sent[2]?.variables)).toContain('"cart_item_uid":"l1"')
    } finally {
      await storefront.dispose()
    }
  })

  it("rejects with the CartUserError instance itself", async () => {
    const { fetch } = fakeFetch({
      addProductsToCart: () => ({
        addProductsToCart: {
          cart: testCart({ id: "mine" }),
          user_errors: [
            {
              code: "NOT_SALABLE",
              message: "Product that you are trying to add is not available.",
            },
          ],
        },
      }),
    })
    const storefront = createStorefront({
      endpoint: "https://shop.test/graphql",
      fetch,
      storage: memoryStorage({ cookies: { cart: "mine" } }),
    })
    try {
      const error: unknown = await storefront.cart
        .addItem({ product, quantity: 1 })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(CartUserError)
      expect(isStorefrontError(error)).toBe(true)
      expect((error as CartUserError).code).toBe("NOT_SALABLE")
      expect(storefront.notifications.get().map((n) => [n.type, n.message])).toEqual([
        ["danger", "Product that you are trying to add is not available."],
      ])
      expect(storefront.cart.cart.get()).toBe(null)
    } finally {
      await storefront.dispose()
    }
  })

  it("places an order and forgets the ordered cart; the next add makes a new one", async () => {
    const { fetch, calls } = fakeFetch({
      placeOrder: () => ({ placeOrder: { order: { order_number: "000000007" } } }),
      createEmptyCart: () => ({ createEmptyCart: "fresh" }),
      addProductsToCart: () => ({
        addProductsToCart: { cart: testCart({ id: "fresh" }), user_errors: [] },
      }),
    })
    const storage = memoryStorage({ cookies: { cart: "mine" } })
    const storefront = createStorefront({ endpoint: "https://shop.test/graphql", fetch, storage })
    try {
      expect(await storefront.checkout.placeOrder()).toEqual({
        orderNumber: "000000007",
        cart: null,
      })
      expect(calls).toEqual(["placeOrder"])
      expect(storefront.cart.cart.get()).toBe(null)
      await storefront.cart.addItem({
        product: { __typename: "SimpleProduct", sku: "CAM-1", name: "Camera" },
        quantity: 1,
      })
      expect(calls).toEqual(["placeOrder", "createEmptyCart", "addProductsToCart"])
      expect(storefront.cart.cart.get()?.id).toBe("fresh")
    } finally {
      await storefront.dispose()
    }
  })

  it("a warranty add resolves the updated cart, or rejects with a StorefrontError", async () => {
    const plan = {
      planId: "PLAN-1",
      coverageType: "base",
      price: 4999,
      term: 24,
      title: "2 Year Protection Plan",
      product: "2",
      offerPlanId: "OFFER-1",
    }
    let refuse = false
    const { fetch } = fakeFetch({
      addWarrantyToCart: () =>
        refuse
          ? { addWarrantyToCart: null }
          : { addWarrantyToCart: { cart: testCart({ id: "mine", items: [lens] }) } },
    })
    const storage = memoryStorage({ cookies: { cart: "mine" } })
    const storefront = createStorefront({ endpoint: "https://shop.test/graphql", fetch, storage })
    try {
      const updated = await storefront.cart.addWarranty({ plan })
      expect(updated.id).toBe("mine")
      expect(storefront.cart.cart.get()?.id).toBe("mine")
      refuse = true
      const error: unknown = await storefront.cart.addWarranty({ plan }).catch((e: unknown) => e)
      expect(isStorefrontError(error)).toBe(true)
      expect(error).toMatchObject({ _tag: "CartUnavailableError", retryable: false })
      expect(storefront.notifications.get()).toEqual([])
    } finally {
      await storefront.dispose()
    }
  })
})
