import type { CmsBlock } from "./content.graphql.js"
import type { TickerState } from "./tickerState.js"

/** Spec §3: the CMS block that feeds the ticker banner. */
export const TICKER_BLOCK_IDENTIFIER = "custom-ticker"

export { TICKER_LOADING, type TickerState } from "./tickerState.js"

export const TICKER_HIDDEN: TickerState = { status: "hidden", items: [] }

/** Spec §5: ticker content that is only whitespace counts as empty. */
export const isBlankContent = (content: string | null | undefined): boolean =>
  (content ?? "").trim() === ""

/**
 * Spec §4: hidden when there are no blocks or every block's content is empty/whitespace, shown
 * otherwise (with the non-empty blocks). A missing or disabled block is simply absent (§8).
 */
export const tickerFromBlocks = (blocks: ReadonlyArray<CmsBlock | null>): TickerState => {
  const items = blocks.filter((b): b is CmsBlock => b !== null && !isBlankContent(b.content))
  return items.length === 0 ? TICKER_HIDDEN : { status: "shown", items }
}
