// Which other origins' pages may call the shop's /graphql with the shopper's cookies. The shop's
// own pages are on this origin and need no CORS; other frontends are listed one by one
// (`SHUTTER_CORS_ORIGINS`). Any other origin gets no Access-Control-* header at all.
// The list and the allowed headers are the backend's (`@shutter/server/edge`); the headers are
// written here because this server is plain node:http, without the backend's Yoga CORS.
import type { IncomingMessage } from "node:http"
import { CORS_ALLOWED_HEADERS } from "@shutter/server/edge"

const ALLOWED_HEADERS = CORS_ALLOWED_HEADERS.join(", ")

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
