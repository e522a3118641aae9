import { useCmsBlocks } from "@shutter/react"
import {
  type CmsBlock,
  TICKER_BLOCK_IDENTIFIER,
  TICKER_HIDDEN,
  TICKER_LOADING,
  type TickerState,
  tickerFromBlocks,
} from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { CmsContent } from "../components/CmsContent.js"

const TICKER_BLOCKS = [TICKER_BLOCK_IDENTIFIER]

/** Spec §4/§8: the blocks' state; a failed fetch hides the ticker. */
const tickerState = (blocks: ReadonlyArray<CmsBlock> | undefined, error: unknown): TickerState => {
  if (error !== undefined) return TICKER_HIDDEN
  if (blocks === undefined) return TICKER_LOADING
  return tickerFromBlocks(blocks.filter((block) => block.identifier === TICKER_BLOCK_IDENTIFIER))
}

/**
 * The ticker banner (client-side only): its height is reserved from the start so it never
 * shifts the page; it stays empty while loading and collapses its content when hidden.
 *
 * Its block is a query like the layout's others: the server render fetches it and hands it
 * over in the page's state, so a first load needs no request (and no SDK) for it; the banner
 * itself still renders only after hydration, as the spec asks. The client-only shell fetches it.
 */
export const Ticker = () => {
  const blocks = useCmsBlocks(TICKER_BLOCKS)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    // Spec §8: a CMS fetch failure is logged (and the ticker hidden).
    if (blocks.error !== undefined)
      console.warn("Ticker CMS block could not be loaded", blocks.error)
  }, [blocks.error])
  const ticker = hydrated ? tickerState(blocks.data, blocks.error) : TICKER_LOADING
  return (
    <div className="ticker" data-status={ticker.status} data-testid="ticker">
      {ticker.status === "shown" &&
        ticker.items.map((block) => (
          <CmsContent key={block.identifier} className="ticker__block" html={block.content ?? ""} />
        ))}
    </div>
  )
}
