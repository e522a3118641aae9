// Which other origins' pages may call the shop's /graphql with the shopper's cookies. The shop's
// own pages are on this origin and need no CORS; other frontends are listed one by one
// (`SHUTTER_CORS_ORIGINS`). Any other origin gets no Access-Control-* header at all.
import type { IncomingMessage } from "node:http"

const ALLOWED_HEADERS =
  "Content-Type, Authorization, Store, Content-Currency, X-Magento-Cache-Id, X-ReCaptcha"

/** The CORS headers for this request: credentials for a listed origin, none otherwise. */
export const corsHeaders = (
  req: IncomingMessage,
  origins: readonly string[],
): Record<string, string> => {
  const origin = req.headers.origin
  const vary = { vary: "Origin" }
  if (origin === undefined || !origins.includes(origin)) return origins.length > 0 ? vary : {}
  return {
    ...vary,
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-allow-methods": "GET, POST",
    "access-control-allow-headers": ALLOWED_HEADERS,
    "access-control-expose-headers": "X-Magento-Cache-Id",
    "access-control-max-age": "600",
  }
}

/** `SHUTTER_CORS_ORIGINS`: comma-separated origins; throws on an entry that is not one. */
export const corsOriginsFromEnv = (value: string | undefined): readonly string[] => {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  for (const entry of entries) {
    let url: URL | undefined
    try {
      url = new URL(entry)
    } catch {
      url = undefined
    }
    if (url === undefined || url.origin !== entry || !/^https?:$/.test(url.protocol))
      throw new Error(
        `Invalid SHUTTER_CORS_ORIGINS entry "${entry}": expected an origin such as https://app.example`,
      )
  }
  return entries
}
