import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Catalog } from "../catalog/Catalog.js"
import type { CategoryNode } from "../catalog/catalog.graphql.js"
import { NotFoundError } from "../catalog/catalogErrors.js"
import { MagentoCapabilities } from "../graphql/capabilities.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Store } from "../store/Store.js"
import {
  type CmsBlock,
  CmsBlocksQuery,
  type CmsPage,
  CmsPageQuery,
  MegaMenuQuery,
} from "./content.graphql.js"
import {
  buildMegaMenu,
  MAIN_MEGA_MENU_TITLE,
  type MegaMenuEntry,
  megaMenuRowsFromCategories,
} from "./megaMenu.js"
import { type ObservableState, observableState } from "./observableState.js"
import {
  TICKER_BLOCK_IDENTIFIER,
  TICKER_HIDDEN,
  TICKER_LOADING,
  type TickerState,
  tickerFromBlocks,
} from "./ticker.js"

export interface ContentOptions {
  /** Hosts that are this storefront (e.g. "https://www.shutter.example"): menu links to them become site-relative. */
  readonly ownHosts?: ReadonlyArray<string>
  /** Base URL for mega-menu icons; default: storeConfig.base_url, else "/". */
  readonly baseUrl?: string
}

/** CMS pages and blocks, the ticker, the mega menu and the lazily loaded category menu (spec §2, §4). */
export class Content extends Context.Service<
  Content,
  {
    readonly cmsPage: (input: {
      readonly identifier: string
    }) => Effect.Effect<CmsPage, NotFoundError | GraphqlClientError>
    readonly cmsBlocks: (input: {
      readonly identifiers: ReadonlyArray<string>
    }) => Effect.Effect<ReadonlyArray<CmsBlock>, GraphqlClientError>
    /** Spec §4 Ticker: "loading" until `loadTicker` settles, then "hidden" or "shown". */
    readonly ticker: ObservableState<TickerState>
    /** Loads block 'custom-ticker'; a CMS failure is logged and hides the ticker (never fails). */
    readonly loadTicker: () => Effect.Effect<TickerState>
    readonly megaMenu: (input?: {
      readonly title?: string
    }) => Effect.Effect<ReadonlyArray<MegaMenuEntry>, GraphqlClientError>
    /** Spec §4 Categories: null until first needed, then the menu's category tree. */
    readonly categories: ObservableState<ReadonlyArray<CategoryNode> | null>
    /** Loads the category tree the first time; later calls return the loaded tree. */
    readonly loadCategories: () => Effect.Effect<ReadonlyArray<CategoryNode>, GraphqlClientError>
  }
>()("@shutter/sdk/Content") {
  static readonly layer = (options: ContentOptions = {}) =>
    Layer.effect(
      Content,
      Effect.gen(function* () {
        const gql = yield* GraphqlClient
        const capabilities = yield* MagentoCapabilities
        const catalog = yield* Catalog
        const store = yield* Store
        const ticker = observableState<TickerState>(TICKER_LOADING)
        const categories = observableState<ReadonlyArray<CategoryNode> | null>(null)

        const cmsPage = Effect.fn("Content.cmsPage")(function* (input: {
          readonly identifier: string
        }) {
          const { cmsPage } = yield* gql.execute(CmsPageQuery, { identifier: input.identifier })
          if (cmsPage === null)
            return yield* new NotFoundError({
              entity: "cmsPage",
              key: input.identifier,
              message: `The CMS page "${input.identifier}" was not found.`,
            })
          return cmsPage
        })

        const cmsBlocks = Effect.fn("Content.cmsBlocks")(function* (input: {
          readonly identifiers: ReadonlyArray<string>
        }) {
          const { cmsBlocks } = yield* gql.execute(CmsBlocksQuery, {
            identifiers: input.identifiers,
          })
          return (cmsBlocks?.items ?? []).filter((b): b is CmsBlock => b !== null)
        })

        const loadTicker = Effect.fn("Content.loadTicker")(function* () {
          ticker.set(TICKER_LOADING)
          const next = yield* cmsBlocks({ identifiers: [TICKER_BLOCK_IDENTIFIER] }).pipe(
            Effect.map((blocks) =>
              tickerFromBlocks(blocks.filter((b) => b.identifier === TICKER_BLOCK_IDENTIFIER)),
            ),
            // Spec §8: a CMS fetch failure is logged; items empty, ticker hidden.
            Effect.catch((error) =>
              Effect.logWarning("Ticker CMS block could not be loaded", error).pipe(
                Effect.as(TICKER_HIDDEN),
              ),
            ),
          )
          ticker.set(next)
          return next
        })

        const iconBaseUrl = Effect.gen(function* () {
          if (options.baseUrl !== undefined) return options.baseUrl
          const config = yield* store.config.pipe(Effect.option)
          return config._tag === "Some" ? (config.value.base_url ?? "/") : "/"
        })

        const megaMenu = Effect.fn("Content.megaMenu")(function* (input?: {
          readonly title?: string
        }) {
          const title = input?.title ?? MAIN_MEGA_MENU_TITLE
          // Without the extension the main menu is the category tree (stock categoryList).
          if (!capabilities.has("mega-menu") && title === MAIN_MEGA_MENU_TITLE) {
            const rows = megaMenuRowsFromCategories(yield* loadCategories())
            return buildMegaMenu(rows, { ownHosts: options.ownHosts ?? [], baseUrl: "/" })
          }
          const { getMegaMenuByGroupTitle: rows } = yield* gql.execute(MegaMenuQuery, { title })
          const list = rows ?? []
          const needsBase = list.some((r) => Boolean(r?.icon))
          const baseUrl = needsBase ? yield* iconBaseUrl : "/"
          return buildMegaMenu(list, { ownHosts: options.ownHosts ?? [], baseUrl })
        })

        const loadCategories = Effect.fn("Content.loadCategories")(function* () {
          const loaded = categories.get()
          if (loaded !== null) return loaded
          const tree = yield* catalog.categoryTree()
          categories.set(tree)
          return tree
        })

        return Content.of({
          cmsPage,
          cmsBlocks,
          ticker: { get: ticker.get, subscribe: ticker.subscribe },
          loadTicker,
          megaMenu,
          categories: { get: categories.get, subscribe: categories.subscribe },
          loadCategories,
        })
      }),
    )
}
