// The origins of the third-party scripts the shop's store views load (chat widget, ratings and
// reviews widgets, ad tracker, financing widget, analytics: store config's `*_script_url`), for
// the Content-Security-Policy. Read from the backend at start and again once a minute when
// asked, so a widget the shop owner turns on is allowed within a minute.

const SCRIPT_FIELDS = [
  "chat_widget_script_url",
  "ad_tracker_script_url",
  "reviews_widget_script_url",
  "financing_widget_script_url",
  "analytics_script_url",
  "ratings_widget_script_url",
] as const

const QUERY = `query thirdPartyScripts { availableStores { ${SCRIPT_FIELDS.join(" ")} } }`

const REFRESH_AFTER_MS = 60_000
const ASK_TIMEOUT_MS = 2_000

/** Absolute http(s) URLs' origins; relative ones are this origin's own files ('self'). */
const originsOf = (stores: ReadonlyArray<Record<string, unknown> | null>): string[] => {
  const origins = new Set<string>()
  for (const store of stores) {
    for (const field of SCRIPT_FIELDS) {
      const value = store?.[field]
      if (typeof value !== "string" || !/^https?:\/\//i.test(value)) continue
      try {
        origins.add(new URL(value.replace(/\{key\}/g, "")).origin)
      } catch {
        // Not a URL: the storefront cannot load it either.
      }
    }
  }
  return [...origins]
}

export interface ThirdPartyOrigins {
  /** The origins known now (never waits); a refresh starts in the background once stale. */
  readonly current: () => readonly string[]
  /** Asks the backend now (the start waits for it, up to 2 s). */
  readonly refresh: () => Promise<void>
}

export const thirdPartyOrigins = (
  endpoint: string,
  now: () => number = Date.now,
): ThirdPartyOrigins => {
  let known: readonly string[] = []
  let askedAt = Number.NEGATIVE_INFINITY
  let asking: Promise<void> | undefined
  const refresh = (): Promise<void> => {
    askedAt = now()
    asking ??= fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: QUERY }),
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    })
      .then((response) => response.json())
      .then((body: { data?: { availableStores?: Array<Record<string, unknown> | null> } }) => {
        const stores = body.data?.availableStores
        // A backend that cannot answer keeps the last list (scripts that worked keep working).
        if (Array.isArray(stores)) known = originsOf(stores)
      })
      .catch(() => {})
      .finally(() => {
        asking = undefined
      })
    return asking
  }
  return {
    current: () => {
      if (now() - askedAt > REFRESH_AFTER_MS) void refresh()
      return known
    },
    refresh,
  }
}
