import type { CmsBlock } from "./content.graphql.js"

// The ticker's state before it loads, apart from the rules that fill it (ticker.ts): the lazy
// storefront (lazy.ts) starts from it without carrying them.

/** Spec §4 Ticker: loading, then hidden or shown. */
export type TickerState =
  | { readonly status: "loading"; readonly items: ReadonlyArray<CmsBlock> }
  | { readonly status: "hidden"; readonly items: ReadonlyArray<CmsBlock> }
  | { readonly status: "shown"; readonly items: ReadonlyArray<CmsBlock> }

export const TICKER_LOADING: TickerState = { status: "loading", items: [] }
