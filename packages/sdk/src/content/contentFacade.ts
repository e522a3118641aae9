// `storefront.content`: CMS pages and blocks, the ticker, the mega menu and its categories.

import type { CategoryNode } from "../catalog/catalog.graphql.js"
import type { FacadeRun } from "../facadeRun.js"
import {
  type CallTable,
  observe,
  pick,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "../serviceCalls.js"
import { Content } from "./Content.js"
import type { ObservableState } from "./observableState.js"
import type { TickerState } from "./ticker.js"

const contentCalls = {
  /**
   * A CMS page. Rejects with `NotFoundError`.
   * @example const page = await storefront.content.cmsPage({ identifier: "about-us" })
   */
  cmsPage: pick("identifier"),
  /**
   * CMS blocks by identifier.
   * @example const blocks = await storefront.content.cmsBlocks({ identifiers: ["footer"] })
   */
  cmsBlocks: pick("identifiers"),
  /**
   * Loads the ticker block; never rejects (a CMS failure hides it).
   * @example await storefront.content.loadTicker()
   */
  loadTicker: whole,
  /**
   * The mega menu (default title "main-menu").
   * @example const entries = await storefront.content.megaMenu()
   */
  megaMenu: whole,
  /**
   * The menu's categories, loaded once.
   * @example await storefront.content.loadCategories()
   */
  loadCategories: whole,
} satisfies CallTable<Content["Service"]>

export interface ContentFacade extends ServiceFacade<Content["Service"], typeof contentCalls> {
  /**
   * "loading" until `loadTicker()` settles, then "hidden" or "shown".
   * @example storefront.content.ticker.subscribe((ticker) => render(ticker))
   */
  readonly ticker: ObservableState<TickerState>
  /**
   * null until `loadCategories()` first runs (spec §4 Categories).
   * @example const categories = storefront.content.categories.get()
   */
  readonly categories: ObservableState<ReadonlyArray<CategoryNode> | null>
}

export const contentFacade = (
  run: FacadeRun<Content>,
  service: () => Content["Service"],
): ContentFacade => ({
  ...serviceCalls(run, Content, contentCalls),
  ticker: observe(() => service().ticker),
  categories: observe(() => service().categories),
})
