// How many GraphQL requests a whole guest checkout costs, counted where the server receives
// them: `shutter` talks to the real server through a counting proxy.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CountingProxy, countingProxy } from "./countingProxy.js"
import { runShutterInProcess } from "./inProcess.js"
import { realShop } from "./realShop.js"
import { databases, guestAddress } from "./shutterBinary.js"

/** The most requests a guest checkout (add to cart, then checkout) may take. */
const MAX_REQUESTS = 10
const BIN_TIMEOUT = 120_000

describe.each(databases)("requests of a guest checkout with shutter on %s", (database) => {
  const shop = realShop(database, "shutter-requests-")
  let proxy: CountingProxy | undefined
  beforeAll(async () => {
    proxy = await countingProxy(shop.server.graphqlUrl)
  })
  afterAll(async () => {
    await proxy?.close()
  })

  /** Runs `shutter` through the proxy; the operations the server received for it. */
  const counted = async (...args: ReadonlyArray<string>) => {
    if (proxy === undefined) throw new Error("the proxy is only there inside a test")
    proxy.take()
    const result = await runShutterInProcess(args, {
      SHUTTER_STATE_DIR: shop.stateDir,
      SHUTTER_ENDPOINT: proxy.url,
    })
    expect(result.code, result.stderr).toBe(0)
    return proxy.take()
  }

  it.each([
    { cart: "a camera (ships)", sku: "NIK-Z6-II" },
    { cart: "presets (a download: nothing ships)", sku: "SHT-MOODY-LANDSCAPE-PRESETS" },
  ])(
    `$cart: at most ${MAX_REQUESTS} requests from add to order`,
    async ({ cart, sku }) => {
      const added = await counted("cart", "add", sku)
      const checkout = await counted("checkout", "--email", "ada@example.com", ...guestAddress)
      const all = [...added, ...checkout]
      console.info(
        `[requests ${database}] ${cart}: add ${added.length} (${added.join(", ")}); checkout ${checkout.length} (${checkout.join(", ")})`,
      )
      expect(all.length, all.join(", ")).toBeLessThanOrEqual(MAX_REQUESTS)
      // A new cart is not read back, and no cart is made after the order.
      expect(added).toEqual(["productDetails", "createEmptyCart", "addProductsToCart"])
      expect(checkout.at(-1)).toBe("placeOrder")
      // The shipping address's answer lists the methods and the cart its payment methods.
      expect(checkout).not.toContain("getAvailableShippingMethods")
      expect(checkout).not.toContain("getAvailablePaymentMethods")
    },
    BIN_TIMEOUT,
  )
})
