import { describe, expect, it } from "vitest"
import { type CartStatus, initialCartStatus } from "./cart/cartState.js"
import { TICKER_LOADING } from "./content/ticker.js"
import { createStorefront, GraphqlError, memoryStorage, type Storefront } from "./index.js"
import { lazyStorefront, startStorefront } from "./lazy.js"
import { observable, stubStorefront, testEvents } from "./testing/stubStorefront.js"

/** A load the test resolves (or rejects) when it chooses, counting its calls. */
const deferredLoad = () => {
  let resolve: (storefront: Storefront) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  let calls = 0
  const load = () => {
    calls += 1
    return new Promise<Storefront>((res, rej) => {
      resolve = res
      reject = rej
    })
  }
  return {
    load,
    resolve: (storefront: Storefront) => resolve(storefront),
    reject: (error: unknown) => reject(error),
    calls: () => calls,
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Member names, namespace by namespace ("cart.addItem", "cart.cart", "dispose"…). */
const shape = (storefront: Storefront): Array<string> =>
  Object.entries(storefront)
    .flatMap(([namespace, value]) =>
      typeof value === "function"
        ? [namespace]
        : Object.keys(value as object).map((member) => `${namespace}.${member}`),
    )
    .sort()

describe("lazyStorefront", () => {
  it("has every member of a real createStorefront: its observables, and every method forwarded", async () => {
    const real = createStorefront({
      endpoint: "https://shop.test/graphql",
      storage: memoryStorage(),
    })
    const lazy = lazyStorefront(() => Promise.resolve(real))
    try {
      const members = shape(real)
      expect(members.length).toBeGreaterThan(60)
      const kind = (storefront: Storefront, member: string): string => {
        const [namespace, name] = member.split(".")
        const space = (storefront as unknown as Record<string, Record<string, unknown>>)[
          namespace ?? ""
        ]
        const value = name === undefined ? space : space?.[name]
        return typeof value === "function" ? "function" : typeof value
      }
      expect(members.map((member) => [member, kind(lazy, member)])).toEqual(
        members.map((member) => [member, kind(real, member)]),
      )
      // The same function every time it is read (hooks list them as dependencies).
      expect(lazy.cart.addItem).toBe(lazy.cart.addItem)
      // A namespace is not a promise.
      expect((lazy.cart as unknown as { then?: unknown }).then).toBeUndefined()
    } finally {
      await lazy.dispose()
    }
  })

  it("calls load at once, and calls made before it resolves wait for it and forward", async () => {
    const deferred = deferredLoad()
    const lazy = lazyStorefront(deferred.load)
    expect(deferred.calls()).toBe(1)
    const seen: Array<unknown> = []
    const added = lazy.cart.addItem({
      product: { __typename: "SimpleProduct", sku: "CAM-1" },
      quantity: 2,
    })
    const country = lazy.store.country({ id: "DE" })
    deferred.resolve(
      stubStorefront({
        cart: {
          addItem: async (input) => {
            seen.push(input)
            return { id: "cart-1" } as never
          },
        },
        store: { country: async ({ id }) => ({ id, full_name_english: "Germany" }) as never },
      }),
    )
    expect(await added).toEqual({ id: "cart-1" })
    expect(seen).toEqual([{ product: { __typename: "SimpleProduct", sku: "CAM-1" }, quantity: 2 }])
    expect(await country).toEqual({ id: "DE", full_name_english: "Germany" })
    expect(deferred.calls()).toBe(1)
  })

  it("rejects with the real storefront's error instance", async () => {
    const failure = new GraphqlError({
      message: "The country isn't available.",
      path: ["country"],
      category: "graphql-no-such-entity",
      errors: [],
      operationName: "country",
    })
    const lazy = lazyStorefront(async () =>
      stubStorefront({ store: { country: () => Promise.reject(failure) } }),
    )
    await expect(lazy.store.country({ id: "XX" })).rejects.toBe(failure)
  })

  it("shows the services' initial state until loaded, then the real state", async () => {
    const deferred = deferredLoad()
    const lazy = lazyStorefront(deferred.load)
    expect(lazy.cart.cart.get()).toBeNull()
    expect(lazy.cart.totalQuantity.get()).toBe(0)
    expect(lazy.cart.status.get()).toEqual(initialCartStatus)
    expect(lazy.content.ticker.get()).toEqual(TICKER_LOADING)
    expect(lazy.content.categories.get()).toBeNull()
    expect(lazy.notifications.get()).toEqual([])

    const totalQuantity = observable(3)
    deferred.resolve(stubStorefront({ cart: { totalQuantity } }))
    await tick()
    expect(lazy.cart.totalQuantity.get()).toBe(3)
    totalQuantity.set(4)
    expect(lazy.cart.totalQuantity.get()).toBe(4)
  })

  it("tells listeners subscribed before the load the real value, then every change", async () => {
    const deferred = deferredLoad()
    const lazy = lazyStorefront(deferred.load)
    const quantities: Array<number> = []
    const statuses: Array<boolean> = []
    lazy.cart.totalQuantity.subscribe((value) => quantities.push(value))
    lazy.cart.status.subscribe((value) => statuses.push(value.busy.addItem))
    const totalQuantity = observable(2)
    const status = observable<CartStatus>(initialCartStatus)
    deferred.resolve(stubStorefront({ cart: { totalQuantity, status } }))
    await tick()
    // The quantity differs from the initial 0, so its listener hears it; the status is unchanged.
    expect(quantities).toEqual([2])
    expect(statuses).toEqual([])
    totalQuantity.set(5)
    status.set({ ...initialCartStatus, busy: { ...initialCartStatus.busy, addItem: true } })
    expect(quantities).toEqual([2, 5])
    expect(statuses).toEqual([true])
  })

  it("hands events to listeners subscribed before the load, and loads nothing for them", async () => {
    const deferred = deferredLoad()
    const lazy = lazyStorefront(deferred.load, { eager: false })
    const sidebars: Array<string> = []
    const stop = lazy.events.on("open-sidebar", (event) => sidebars.push(event.sidebar))
    expect(deferred.calls()).toBe(0)
    const events = testEvents()
    void startStorefront(lazy)
    deferred.resolve(stubStorefront({ events }))
    await tick()
    events.emit({ type: "open-sidebar", sidebar: "cart" })
    expect(sidebars).toEqual(["cart"])
    stop()
    events.emit({ type: "open-sidebar", sidebar: "cart" })
    expect(sidebars).toEqual(["cart"])
  })

  it("stops telling a listener once it unsubscribes, before or after the load", async () => {
    const deferred = deferredLoad()
    const lazy = lazyStorefront(deferred.load)
    const early: Array<number> = []
    const late: Array<number> = []
    lazy.cart.totalQuantity.subscribe((value) => early.push(value))()
    const unsubscribeLate = lazy.cart.totalQuantity.subscribe((value) => late.push(value))
    const totalQuantity = observable(1)
    deferred.resolve(stubStorefront({ cart: { totalQuantity } }))
    await tick()
    unsubscribeLate()
    totalQuantity.set(7)
    expect(early).toEqual([])
    expect(late).toEqual([1])
  })

  it("rejects waiting calls when the load fails, and tries again on the next call", async () => {
    const deferred = deferredLoad()
    const lazy = lazyStorefront(deferred.load)
    const first = lazy.store.config()
    deferred.reject(new Error("Failed to fetch dynamically imported module"))
    await expect(first).rejects.toThrow("Failed to fetch dynamically imported module")
    const second = lazy.store.config()
    expect(deferred.calls()).toBe(2)
    deferred.resolve(
      stubStorefront({ store: { config: async () => ({ store_code: "default" }) as never } }),
    )
    expect(await second).toEqual({ store_code: "default" })
  })

  describe("with eager: false", () => {
    it("loads nothing until the first method call, however its state is read or watched", async () => {
      const deferred = deferredLoad()
      const lazy = lazyStorefront(deferred.load, { eager: false })
      const quantities: Array<number> = []
      lazy.cart.totalQuantity.subscribe((value) => quantities.push(value))
      expect(lazy.cart.totalQuantity.get()).toBe(0)
      expect(lazy.content.ticker.get()).toEqual(TICKER_LOADING)
      await tick()
      expect(deferred.calls()).toBe(0)

      const config = lazy.store.config()
      expect(deferred.calls()).toBe(1)
      deferred.resolve(
        stubStorefront({
          store: { config: async () => ({ store_code: "default" }) as never },
          cart: { totalQuantity: observable(2) },
        }),
      )
      expect(await config).toEqual({ store_code: "default" })
      expect(quantities).toEqual([2])
      expect(deferred.calls()).toBe(1)
    })

    it("starts loading on startStorefront, once, and the calls that follow use that load", async () => {
      const deferred = deferredLoad()
      const lazy = lazyStorefront(deferred.load, { eager: false })
      const started = startStorefront(lazy)
      void startStorefront(lazy)
      expect(deferred.calls()).toBe(1)
      const quantity = lazy.cart.loadTotalQuantity()
      deferred.resolve(stubStorefront({ cart: { loadTotalQuantity: async () => 3 } }))
      await expect(started).resolves.toBeUndefined()
      expect(await quantity).toBe(3)
      expect(deferred.calls()).toBe(1)
    })

    it("disposes without loading when it was never started", async () => {
      const deferred = deferredLoad()
      const lazy = lazyStorefront(deferred.load, { eager: false })
      await lazy.dispose()
      expect(deferred.calls()).toBe(0)
    })
  })

  it("startStorefront resolves at once for a storefront that is not lazy", async () => {
    await expect(startStorefront(stubStorefront({}))).resolves.toBeUndefined()
  })
})
