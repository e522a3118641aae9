import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { GraphqlError, TransportError } from "../graphql/errors.js"
import { memoryStorage } from "../storage/memoryStorage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { GUARD_NAMES } from "./guards.js"
import { Routing } from "./Routing.js"

const locales = [
  { locale: "en-US", storeCode: "default", currency: "USD" },
  { locale: "de-DE", storeCode: "de", currency: "EUR" },
]

const setup = (handlers: Record<string, StubResponse>, cookies: Record<string, string> = {}) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Routing.layer().pipe(
    Layer.provideMerge(Layer.merge(stub.layer, StoreLocale.layer({ locales }))),
    Layer.provideMerge(memoryStorage({ cookies })),
  )
  return { stub, layer }
}

const routes: Record<string, unknown> = {
  "canon-r5.html": {
    __typename: "SimpleProduct",
    type: "PRODUCT",
    relative_url: "canon-r5.html",
    redirect_code: 0,
    uid: "MQ==",
    sku: "CAM-1",
    url_key: "canon-r5",
  },
  "photography.html": {
    __typename: "CategoryTree",
    type: "CATEGORY",
    relative_url: "photography.html",
    redirect_code: 0,
    uid: "Mw==",
  },
  "photography/cameras.html": {
    __typename: "CategoryTree",
    type: "CATEGORY",
    relative_url: "photography/cameras.html",
    redirect_code: 0,
    uid: "NA==",
    name: "Cameras",
    url_path: "photography/cameras",
    url_suffix: ".html",
    meta_title: "Digital cameras",
    meta_description: "Mirrorless and DSLR bodies",
    breadcrumbs: [
      {
        category_uid: "Mw==",
        category_name: "Photography",
        category_level: 2,
        category_url_key: "photography",
        category_url_path: "photography",
      },
    ],
  },
  Faq: {
    __typename: "CmsPage",
    type: "CMS_PAGE",
    relative_url: "Faq",
    redirect_code: 0,
    identifier: "Faq",
    title: "FAQ",
  },
  "old-camera.html": {
    __typename: "SimpleProduct",
    type: "PRODUCT",
    relative_url: "canon-r5.html",
    redirect_code: 301,
  },
}
const routeHandler: StubResponse = (v) => ({ route: routes[v.url as string] ?? null })

describe("Routing.resolve", () => {
  it.effect("sends the path without locale prefix to route and reads the entity", () => {
    const { stub, layer } = setup({ route: routeHandler })
    return Effect.gen(function* () {
      const routing = yield* Routing
      assert.deepStrictEqual(yield* routing.resolve({ path: "/de/canon-r5.html?x=1" }), {
        _tag: "Product",
        sku: "CAM-1",
        uid: "MQ==",
        urlKey: "canon-r5",
        typename: "SimpleProduct",
      })
      assert.deepStrictEqual(yield* routing.resolve({ path: "/photography.html" }), {
        _tag: "Category",
        uid: "Mw==",
      })
      assert.deepStrictEqual(yield* routing.resolve({ path: "/Faq" }), {
        _tag: "CmsPage",
        identifier: "Faq",
        title: "FAQ",
        guards: [],
      })
      assert.deepStrictEqual(
        stub.calls.map((c) => c.variables),
        [{ url: "canon-r5.html" }, { url: "photography.html" }, { url: "Faq" }],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("a category's route carries its name, meta and breadcrumbs (no second request)", () => {
    const { stub, layer } = setup({ route: routeHandler })
    return Effect.gen(function* () {
      const route = yield* (yield* Routing).resolve({ path: "/photography/cameras.html" })
      assert.strictEqual(route._tag, "Category")
      const category = route._tag === "Category" ? route.category : undefined
      assert.strictEqual(category?.uid, "NA==")
      assert.strictEqual(category?.name, "Cameras")
      assert.strictEqual(category?.meta_title, "Digital cameras")
      assert.strictEqual(category?.meta_description, "Mirrorless and DSLR bodies")
      assert.strictEqual(category?.breadcrumbs?.[0]?.category_name, "Photography")
      assert.strictEqual(category?.image, null)
      assert.deepStrictEqual(
        stub.calls.map((c) => c.operationName),
        ["route"],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("follows a 301 rewrite, keeping the locale prefix", () => {
    const { layer } = setup({ route: routeHandler })
    return Effect.gen(function* () {
      assert.deepStrictEqual(yield* (yield* Routing).resolve({ path: "/de/old-camera.html" }), {
        _tag: "Redirect",
        to: "/de/canon-r5.html",
        code: 301,
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("/p/{sku} is the product fallback, resolved without a request", () => {
    const { stub, layer } = setup({})
    return Effect.gen(function* () {
      const route = yield* (yield* Routing).resolve({ path: "/p/CAM-1" })
      assert.strictEqual(route._tag, "Product")
      assert.strictEqual(route._tag === "Product" ? route.sku : "", "CAM-1")
      assert.strictEqual(stub.calls.length, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unknown or erroring path is a 404 with the search term and redirect", () => {
    const failing = new GraphqlError({
      message: "boom",
      path: ["route"],
      category: "graphql-input",
      errors: [],
      operationName: "route",
    })
    const { layer } = setup({
      route: (v) => (v.url === "broken.html" ? Effect.fail(failing) : { route: null }),
    })
    return Effect.gen(function* () {
      const routing = yield* Routing
      assert.deepStrictEqual(yield* routing.resolve({ path: "/photography/no-such-lens.html" }), {
        _tag: "NotFound",
        searchTerm: "photography no-such-lens",
        redirectTo: "/catalogsearch/result?term=photography%20no-such-lens",
      })
      assert.strictEqual((yield* routing.resolve({ path: "/broken.html" }))._tag, "NotFound")
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "no response at all stays a TransportError (the 'Content does not load properly' page)",
    () => {
      const { layer } = setup({
        route: () =>
          Effect.fail(
            new TransportError({ reason: "network", message: "down", operationName: "route" }),
          ),
      })
      return Effect.gen(function* () {
        const error = yield* Effect.flip((yield* Routing).resolve({ path: "/audio.html" }))
        assert.strictEqual(error._tag, "TransportError")
      }).pipe(Effect.provide(layer))
    },
  )
})

describe("Routing.guard (spec §2 guards)", () => {
  it("knows exactly checkout, is-authenticated and url-resolver", () => {
    assert.deepStrictEqual(GUARD_NAMES, ["checkout", "is-authenticated", "url-resolver"])
  })

  it.effect("is-authenticated redirects home without a customer token", () => {
    const { layer } = setup({})
    return Effect.gen(function* () {
      assert.deepStrictEqual(
        yield* (yield* Routing).guard({ name: "is-authenticated", path: "/customer/my-profile" }),
        { _tag: "Redirect", to: "/" },
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("is-authenticated lets a customer through; checkout has no rule of its own", () => {
    const { layer } = setup({}, { customerToken: "tok" })
    return Effect.gen(function* () {
      const routing = yield* Routing
      assert.deepStrictEqual(
        yield* routing.guard({ name: "is-authenticated", path: "/customer" }),
        {
          _tag: "Continue",
        },
      )
      assert.deepStrictEqual(
        yield* routing.guard({ name: "checkout", path: "/checkout/billing" }),
        {
          _tag: "Continue",
        },
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("url-resolver continues with the resolved route", () => {
    const { layer } = setup({ route: routeHandler })
    return Effect.gen(function* () {
      const outcome = yield* (yield* Routing).guard({
        name: "url-resolver",
        path: "/photography.html",
      })
      assert.deepStrictEqual(outcome, {
        _tag: "Continue",
        route: { _tag: "Category", uid: "Mw==" },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unknown guard fails with status 500 'Unknown middleware'", () => {
    const { layer } = setup({})
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Routing).guard({ name: "is-admin", path: "/" }))
      assert.strictEqual(error._tag, "UnknownMiddlewareError")
      if (error._tag === "UnknownMiddlewareError") {
        assert.strictEqual(error.status, 500)
        assert.strictEqual(error.message, "Unknown middleware")
        assert.strictEqual(error.guard, "is-admin")
      }
    }).pipe(Effect.provide(layer))
  })
})

describe("Routing.guardPage (the store's CMS page guards)", () => {
  const guarded =
    (setting: string): StubResponse =>
    (v) => ({
      ...(routeHandler(v) as object),
      storeConfig: { cms_page_guards: setting },
    })

  it.effect("a CMS page carries the guards the store's setting names for it, no others", () => {
    const { stub, layer } = setup({
      route: guarded("Faq:is-authenticated,checkout;about-us:no-such-guard"),
    })
    return Effect.gen(function* () {
      const routing = yield* Routing
      const faq = yield* routing.resolve({ path: "/Faq" })
      assert.deepStrictEqual(faq, {
        _tag: "CmsPage",
        identifier: "Faq",
        title: "FAQ",
        guards: ["is-authenticated", "checkout"],
      })
      // One request: the setting rides on the route query.
      assert.strictEqual(stub.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("is-authenticated on a CMS page sends a guest home and lets a customer in", () => {
    const guest = setup({ route: guarded("Faq:checkout,is-authenticated") })
    const customer = setup(
      { route: guarded("Faq:checkout,is-authenticated") },
      {
        customerToken: "tok",
      },
    )
    const run = Effect.gen(function* () {
      const routing = yield* Routing
      const route = yield* routing.resolve({ path: "/Faq" })
      return yield* routing.guardPage({ route, path: "/Faq" })
    })
    return Effect.gen(function* () {
      assert.deepStrictEqual(yield* run.pipe(Effect.provide(guest.layer)), {
        _tag: "Redirect",
        to: "/",
      })
      const allowed = yield* run.pipe(Effect.provide(customer.layer))
      assert.strictEqual(allowed._tag, "Continue")
    })
  })

  it.effect("an unknown guard on a CMS page fails with status 500 'Unknown middleware'", () => {
    const { layer } = setup({ route: guarded("Faq:checkout,members-only") }, { customerToken: "t" })
    return Effect.gen(function* () {
      const routing = yield* Routing
      const route = yield* routing.resolve({ path: "/Faq" })
      const error = yield* Effect.flip(routing.guardPage({ route, path: "/Faq" }))
      assert.strictEqual(error._tag, "UnknownMiddlewareError")
      if (error._tag === "UnknownMiddlewareError") {
        assert.strictEqual(error.status, 500)
        assert.strictEqual(error.message, "Unknown middleware")
        assert.strictEqual(error.guard, "members-only")
      }
    }).pipe(Effect.provide(layer))
  })

  it.effect("pages without guards, and every page of a store without the setting, continue", () => {
    const { layer } = setup({ route: routeHandler })
    return Effect.gen(function* () {
      const routing = yield* Routing
      for (const path of ["/Faq", "/photography.html"]) {
        const route = yield* routing.resolve({ path })
        assert.deepStrictEqual(yield* routing.guardPage({ route, path }), {
          _tag: "Continue",
          route,
        })
      }
    }).pipe(Effect.provide(layer))
  })
})
