// Spec §2 `leadToken`: a link offering protection plans for a product bought earlier (the warranty
// provider's "lead"). Pure (no Effect): "@shutter/sdk/rules" exports it.
import type { WarrantyOffers } from "./warrantyPlans.js"

/** Spec §9: the warranty dialog's region. */
export const WARRANTY_REGION = "US"

/** The URL parameter carrying a lead. */
export const LEAD_TOKEN_PARAM = "leadToken"

/** A lead: the product it offers plans for (its name for the dialog) and those plans. */
export interface WarrantyLead extends WarrantyOffers {
  readonly leadToken: string
  readonly name: string
}

/** The lead token a URL carries, if any (blank is none). */
export const leadTokenOf = (url: string): string | undefined => {
  const token = new URL(url, "http://localhost").searchParams.get(LEAD_TOKEN_PARAM)?.trim()
  return token ? token : undefined
}

/** The URL without its lead token (path, other parameters and hash kept), once the offer is seen. */
export const withoutLeadToken = (url: string): string => {
  const parsed = new URL(url, "http://localhost")
  parsed.searchParams.delete(LEAD_TOKEN_PARAM)
  return parsed.pathname + parsed.search + parsed.hash
}
