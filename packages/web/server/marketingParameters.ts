// Query parameters that only tell analytics where a visitor came from. The page is the same
// with or without them, so they are left out of what is rendered and of the page cache's key
// (the browser keeps them in its address bar for the analytics scripts). Without this, every
// `?utm_source=N` would be a page of its own and a flood of them would evict the real pages.

/** Exact names (Google, Meta, Microsoft, Mailchimp, HubSpot, Yandex, Klaviyo, Marketo, …). */
export const MARKETING_PARAMETERS: ReadonlySet<string> = new Set([
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "gad_source",
  "fbclid",
  "msclkid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "yclid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "_ke",
  "_kx",
  "mkt_tok",
  "srsltid",
])

/** Any name with one of these prefixes (utm_source, utm_medium, utm_campaign, utm_id, …). */
export const MARKETING_PREFIXES: readonly string[] = ["utm_"]

export const isMarketingParameter = (name: string): boolean => {
  const lower = name.toLowerCase()
  return MARKETING_PARAMETERS.has(lower) || MARKETING_PREFIXES.some((p) => lower.startsWith(p))
}

/** `url` (path + query) without its marketing parameters; the rest keeps its order. */
export const withoutMarketingParameters = (url: string): string => {
  const at = url.indexOf("?")
  if (at < 0) return url
  const kept = url
    .slice(at + 1)
    .split("&")
    .filter((pair) => {
      if (pair === "") return false
      const name = pair.split("=")[0] ?? ""
      let decoded = name
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "))
      } catch {}
      return !isMarketingParameter(decoded)
    })
  return kept.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${kept.join("&")}`
}
