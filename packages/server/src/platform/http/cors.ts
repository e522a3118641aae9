// Which other origins' pages may call /graphql with the shopper's credentials. The shop's own
// pages reach it through the web server's proxy on the same origin and need no CORS at all, so
// by default no origin is granted anything; other frontends are listed one by one.
import type { CORSOptions } from "graphql-yoga"

/** The headers the SDK and Magento clients send with an operation. */
export const CORS_ALLOWED_HEADERS: readonly string[] = [
  "Content-Type",
  "Authorization",
  "Store",
  "Content-Currency",
  "X-Magento-Cache-Id",
  "X-ReCaptcha",
]

/** Yoga's `cors`: credentials for a listed origin, nothing (no Access-Control-* header) for any other. */
export const corsPolicy =
  (origins: readonly string[]) =>
  (request: Request): CORSOptions => {
    const origin = request.headers.get("origin")
    if (origin === null || !origins.includes(origin)) return false
    return {
      // Listed twice: with a list of several, the library answers with the request's origin and
      // `Vary: Origin` (with one, it would leave Vary out and shared caches would mix origins).
      origin: [origin, origin],
      credentials: true,
      methods: ["GET", "POST"],
      allowedHeaders: [...CORS_ALLOWED_HEADERS],
      exposedHeaders: ["X-Magento-Cache-Id"],
      maxAge: 600,
    }
  }

/**
 * `SHUTTER_CORS_ORIGINS`: comma-separated origins (`https://app.example`, `http://localhost:5173`);
 * throws on an entry that is not exactly an origin (a path, a wildcard, a trailing slash).
 */
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
