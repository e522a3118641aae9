import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Analytics } from "../analytics/Analytics.js"
import { Cart } from "../cart/Cart.js"
import { Warranty } from "../cart/Warranty.js"
import { Session } from "../customer/Session.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Checkout } from "./Checkout.js"
import { type ExternalCheckoutConfig, externalCheckoutUrl } from "./externalCheckout.js"

const on: ExternalCheckoutConfig = {
  external_checkout_enabled: true,
  external_checkout_url: "https://checkout.example",
  external_checkout_sync_path: "/vue/cart/sync",
}
const signedIn = { customerToken: "tok123", cartId: "CART32" }

describe("externalCheckoutUrl (spec §2: token and cart id in the path, §7: /vue/cart/sync)", () => {
  it.each([
    ["a customer", on, signedIn, "https://checkout.example/vue/cart/sync/token/tok123/cart/CART32"],
    [
      "a guest (no token)",
      on,
      { customerToken: undefined, cartId: "CART32" },
      "https://checkout.example/vue/cart/sync/cart/CART32",
    ],
    [
      "a site with a path and trailing slash",
      { ...on, external_checkout_url: "https://shop.example/eu/" },
      signedIn,
      "https://shop.example/eu/vue/cart/sync/token/tok123/cart/CART32",
    ],
    [
      "no sync path configured (the default)",
      { ...on, external_checkout_sync_path: null },
      signedIn,
      "https://checkout.example/vue/cart/sync/token/tok123/cart/CART32",
    ],
    [
      "another sync path",
      { ...on, external_checkout_sync_path: "handoff/" },
      signedIn,
      "https://checkout.example/handoff/token/tok123/cart/CART32",
    ],
    [
      "characters a path cannot hold",
      on,
      { customerToken: "a/b c", cartId: "x?y" },
      "https://checkout.example/vue/cart/sync/token/a%2Fb%20c/cart/x%3Fy",
    ],
  ])("sends %s to the external site", (_, config, session, url) => {
    assert.strictEqual(externalCheckoutUrl(config, session), url)
  })

  it.each([
    ["the store has it off", { ...on, external_checkout_enabled: false }, signedIn],
    ["the setting is unset", { ...on, external_checkout_enabled: null }, signedIn],
    ["no site is named", { ...on, external_checkout_url: "  " }, signedIn],
    ["there is no store config", null, signedIn],
    ["there is no cart", on, { customerToken: "tok123", cartId: undefined }],
  ])("keeps checkout here when %s", (_, config, session) => {
    assert.strictEqual(externalCheckoutUrl(config, session), undefined)
  })
})

const setup = (config: ExternalCheckoutConfig, seed: MemoryStorageSeed) => {
  const stub = stubGraphqlClient({ externalCheckoutConfig: () => ({ storeConfig: config }) })
  const layer = Checkout.layer.pipe(
    Layer.provideMerge(Warranty.layer),
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, Analytics.memory().layer)),
    Layer.provideMerge(memoryStorage(seed)),
  )
  return { stub, layer }
}

describe("Checkout.externalCheckoutUrl", () => {
  it.effect("builds the URL from the stored customer token and cart id", () => {
    const { layer } = setup(on, { cookies: { cart: "CART32", customerToken: "tok123" } })
    return Effect.gen(function* () {
      const url = yield* (yield* Checkout).externalCheckoutUrl()
      assert.strictEqual(url, "https://checkout.example/vue/cart/sync/token/tok123/cart/CART32")
    }).pipe(Effect.provide(layer))
  })

  it.effect("answers null when the store has it off", () => {
    const { layer } = setup({ ...on, external_checkout_enabled: false }, { cookies: { cart: "C" } })
    return Effect.gen(function* () {
      assert.strictEqual(yield* (yield* Checkout).externalCheckoutUrl(), null)
    }).pipe(Effect.provide(layer))
  })

  it.effect("asks nothing without a cart", () => {
    const { stub, layer } = setup(on, {})
    return Effect.gen(function* () {
      assert.strictEqual(yield* (yield* Checkout).externalCheckoutUrl(), null)
      assert.strictEqual(stub.calls.length, 0)
    }).pipe(Effect.provide(layer))
  })
})
