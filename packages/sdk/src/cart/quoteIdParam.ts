/** Spec §2: the `quote_id` URL parameter hands a cart over (e.g. from an external checkout). */
export const QUOTE_ID_PARAM = "quote_id"

export interface QuoteIdInUrl {
  /** The cart id carried by the URL, if any. */
  readonly quoteId: string | undefined
  /** The same URL without the parameter (path, other parameters and hash kept). */
  readonly url: string
}

/** Reads and removes `quote_id` from an absolute URL or a path with a query string. */
export const takeQuoteId = (url: string): QuoteIdInUrl => {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url)
  const parsed = new URL(url, "http://relative.invalid")
  const quoteId = parsed.searchParams.get(QUOTE_ID_PARAM) ?? undefined
  if (quoteId === undefined) return { quoteId: undefined, url }
  parsed.searchParams.delete(QUOTE_ID_PARAM)
  const rest = `${parsed.pathname}${parsed.search}${parsed.hash}`
  return {
    quoteId: quoteId === "" ? undefined : quoteId,
    url: absolute ? `${parsed.origin}${rest}` : rest,
  }
}
