// `storefront.quotes`: used-gear quote requests.
import type { FacadeRun } from "../facadeRun.js"
import { type CallTable, pick, type ServiceFacade, serviceCalls, whole } from "../serviceCalls.js"
import { Quotes } from "./Quotes.js"

const quotesCalls = {
  /**
   * Checks the form (nothing is sent when it has problems), then sends it: the stored request
   * with its reference number. Rejects with `QuoteRejectedError` (errors by field path).
   * @example const { number } = await storefront.quotes.submit(form)
   */
  submit: whole,
  /**
   * Rejects with `QuoteNotFoundError` when no request has this reference and e-mail.
   * @example const quote = await storefront.quotes.status({ number: "UGQ-1A2B3C", email })
   */
  status: pick("number", "email"),
} satisfies CallTable<Quotes["Service"]>

export interface QuotesFacade extends ServiceFacade<Quotes["Service"], typeof quotesCalls> {}

export const quotesFacade = (run: FacadeRun<Quotes>): QuotesFacade =>
  serviceCalls(run, Quotes, quotesCalls)
