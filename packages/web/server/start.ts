// The web server's start: the only module besides bin.ts that touches process.*.
import { corsOriginsFromEnv, trustedProxiesFromEnv } from "@shutter/server/edge"
import { startWebServer } from "./index.js"

/** Other frontends' origins; an entry that is not an origin stops the start. */
const corsOrigins = (): readonly string[] => {
  try {
    return corsOriginsFromEnv(process.env.SHUTTER_CORS_ORIGINS)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
}

// Unset: trust nobody (this server is the edge); `none` says the same.
const trustedProxies = trustedProxiesFromEnv(process.env.SHUTTER_TRUSTED_PROXIES)

const web = await startWebServer({
  backendUrl: process.env.SHUTTER_BACKEND_URL ?? "http://127.0.0.1:4000",
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? "127.0.0.1",
  // Seconds a rendered guest page is served from memory; 0 renders every navigation.
  pageCache: { ttlSeconds: Number(process.env.SHUTTER_PAGE_CACHE_TTL ?? 60) || 0 },
  // The backend's Redis: every web process drops the pages an order or review changed.
  ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
  ...(process.env.SHUTTER_REDIS_PREFIX ? { redisPrefix: process.env.SHUTTER_REDIS_PREFIX } : {}),
  // Another reCAPTCHA provider's script (default Google's), for protected forms.
  ...(process.env.SHUTTER_RECAPTCHA_SCRIPT_URL
    ? { recaptchaScriptUrl: process.env.SHUTTER_RECAPTCHA_SCRIPT_URL }
    : {}),
  // Where the payment step loads Stripe.js from (a local stand-in in tests); allowed by the CSP.
  ...(process.env.SHUTTER_STRIPE_JS_URL ? { stripeJsUrl: process.env.SHUTTER_STRIPE_JS_URL } : {}),
  // Other frontends whose pages may call /graphql with credentials (CORS).
  corsOrigins: corsOrigins(),
  // Comma-separated IPs/CIDRs of proxies in front (their X-Forwarded-Host/-Proto are believed).
  ...(trustedProxies !== undefined ? { trustedProxies } : {}),
})
console.log(`Shutter web listening on ${web.url}`)

const stop = () => {
  web.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
