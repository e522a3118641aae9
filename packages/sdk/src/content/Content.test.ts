import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Catalog } from "../catalog/Catalog.js"
import { TransportError } from "../graphql/errors.js"
import { memoryStorage } from "../storage/memoryStorage.js"
import { Store } from "../store/Store.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Content, type ContentOptions } from "./Content.js"

const setup = (handlers: Record<string, StubResponse>, options: ContentOptions = {}) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Content.layer(options).pipe(
    Layer.provideMerge(Layer.merge(Catalog.layer, Store.layer)),
    Layer.provideMerge(Layer.merge(stub.layer, StoreLocale.layer())),
    Layer.provideMerge(memoryStorage()),
  )
  return { stub, layer }
}

const ticker = (content: string) => ({
  cmsBlocks: { items: [{ identifier: "custom-ticker", title: "Ticker", content }] },
})

describe("Content ticker (spec §4, §8)", () => {
  it.effect("is loading, then shown when the block has content", () => {
    const { stub, layer } = setup({ cmsBlocks: () => ticker("<p>Free shipping</p>") })
    return Effect.gen(function* () {
      const content = yield* Content
      const seen: Array<string> = []
      content.ticker.subscribe((s) => seen.push(s.status))
      assert.strictEqual(content.ticker.get().status, "loading")
      const state = yield* content.loadTicker()
      assert.strictEqual(state.status, "shown")
      assert.deepStrictEqual(seen, ["loading", "shown"])
      assert.deepStrictEqual(stub.calls[0]?.variables, { identifiers: ["custom-ticker"] })
    }).pipe(Effect.provide(layer))
  })

  it.effect("is hidden when the block is missing or whitespace only", () => {
    let answer: unknown = { cmsBlocks: { items: [] } }
    const { layer } = setup({ cmsBlocks: () => answer })
    return Effect.gen(function* () {
      const content = yield* Content
      assert.strictEqual((yield* content.loadTicker()).status, "hidden")
      answer = ticker("   ")
      assert.strictEqual((yield* content.loadTicker()).status, "hidden")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a CMS failure is logged, leaves items empty and hides the ticker", () => {
    const { layer } = setup({
      cmsBlocks: () =>
        Effect.fail(
          new TransportError({ reason: "network", message: "down", operationName: "cmsBlocks" }),
        ),
    })
    return Effect.gen(function* () {
      const state = yield* (yield* Content).loadTicker()
      assert.deepStrictEqual(state, { status: "hidden", items: [] })
    }).pipe(Effect.provide(layer))
  })
})

describe("Content pages, blocks, menu and categories", () => {
  it.effect("reads a CMS page, and fails NotFoundError for an unknown identifier", () => {
    const { layer } = setup({
      cmsPage: (v) => ({
        cmsPage:
          v.identifier === "Faq" ? { identifier: "Faq", title: "FAQ", content: "<p>Q</p>" } : null,
      }),
    })
    return Effect.gen(function* () {
      const content = yield* Content
      assert.strictEqual((yield* content.cmsPage({ identifier: "Faq" })).title, "FAQ")
      assert.strictEqual(
        (yield* Effect.flip(content.cmsPage({ identifier: "nope" })))._tag,
        "NotFoundError",
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "builds the mega menu with the configured own hosts, icons under storeConfig.base_url",
    () => {
      const { stub, layer } = setup(
        {
          getMegaMenuByGroupTitle: () => ({
            getMegaMenuByGroupTitle: [
              {
                items_id: 1,
                parent_id: 0,
                depth: "1",
                title: "Video",
                link: "https://www.shutter.example/video",
                icon: "video.svg",
                cols_nb: 5,
                end_level: 5,
              },
            ],
          }),
          storeConfig: () => ({ storeConfig: { base_url: "https://www.shutter.example/" } }),
        },
        { ownHosts: ["https://www.shutter.example"] },
      )
      return Effect.gen(function* () {
        const [video] = yield* (yield* Content).megaMenu()
        assert.strictEqual(video?.href, "/video")
        assert.strictEqual(
          video?.icon,
          "https://www.shutter.example/media/wysiwyg/mega-menu/icon/video.svg",
        )
        assert.deepStrictEqual(stub.calls[0]?.variables, { title: "main-menu" })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("categories are null until first needed, then loaded once and published", () => {
    const { stub, layer } = setup({
      categoryTree: () => ({
        categoryList: [
          {
            uid: "Mg==",
            include_in_menu: 1,
            children: [{ uid: "Mw==", name: "Photography", include_in_menu: 1 }],
          },
        ],
      }),
    })
    return Effect.gen(function* () {
      const content = yield* Content
      assert.strictEqual(content.categories.get(), null)
      assert.strictEqual(stub.calls.length, 0)
      let published: unknown = null
      content.categories.subscribe((tree) => {
        published = tree
      })
      const tree = yield* content.loadCategories()
      yield* content.loadCategories()
      assert.deepStrictEqual(
        tree.map((c) => c.name),
        ["Photography"],
      )
      assert.strictEqual(published, tree)
      assert.strictEqual(content.categories.get(), tree)
      assert.strictEqual(stub.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })
})
