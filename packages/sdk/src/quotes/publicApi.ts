// The used-gear quotes part of the "@shutter/sdk" facade exports.
export { type QuoteLookupInput, QuoteNotFoundError, QuoteRejectedError } from "./Quotes.js"
export * from "./quoteForm.js"
export type {
  UsedGearQuote,
  UsedGearQuoteItem,
  UsedGearQuoteStatus,
} from "./quotes.graphql.js"
export type { QuotesFacade } from "./quotesFacade.js"
