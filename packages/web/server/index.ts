import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { fileURLToPath } from "node:url"
import { type IsTrustedProxy, trustedProxyMatcher } from "@shutter/server/edge"
import { type BrowserPolicySources, browserPolicyHeaders, newNonce } from "./browserPolicy.js"
import { withoutTrailingSlash } from "./canonicalPath.js"
import { corsHeaders } from "./cors.js"
import { guestRedirectOf } from "./customerOnly.js"
import { clientOrigin, trustNoProxy } from "./forwarded.js"
import { type Invalidations, memoryInvalidations, redisInvalidations } from "./invalidations.js"
import { createPageCache, DEFAULT_PAGE_CACHE } from "./pageCache.js"
import { DEFAULT_MAX_BODY_BYTES, proxyTo, uploadBodyLimit } from "./proxy.js"
import { createSitemapProxy, isSitemapPath, serveRobots } from "./sitemap.js"
import {
  type CacheableResponse,
  loadServerRendering,
  pageGroupOf,
  renderNavigation,
  type ServerRendering,
} from "./ssr.js"
import { serveStatic, staticFileFor } from "./static.js"
import { thirdPartyOrigins } from "./thirdPartyOrigins.js"

export interface WebServerOptions {
  /** Where the shop's GraphQL backend listens, e.g. http://127.0.0.1:4000 */
  readonly backendUrl: string
  readonly port?: number
  readonly host?: string
  /** The Vite build output; defaults to this package's dist/. */
  readonly distDir?: string
  /**
   * Proxies the backend's admin REST API (/rest/*) too. Off by default: the admin API is
   * reached on the backend only, and /rest/* answers 404 here.
   */
  readonly proxyAdminRest?: boolean
  /**
   * The server-render bundle (`vite build --ssr src/entry-server.tsx`); defaults to this
   * package's dist-ssr/entry-server.js. `false`, or a missing bundle, serves the client-only
   * shell (index.html) for every page as before.
   */
  readonly ssrEntry?: string | false
  /** A render slower than this is abandoned for the client-only shell (default 5 s). */
  readonly ssrTimeoutMs?: number
  /** Reports server-render failures (default console.error). */
  readonly log?: (message: string, error: unknown) => void
  /**
   * The full-page cache for rendered guest pages (200, 404, 301). Default: 60 s fresh, then
   * served stale up to 300 s more while one render refreshes it; at most 500 pages / 50 MB, 50
   * per path. Marketing parameters (utm_*, gclid, fbclid, …) are not part of a page's key.
   * `false` or `ttlSeconds: 0` renders every navigation.
   */
  readonly pageCache?: PageCacheSettings | false
  /**
   * Proxies in front of this server (IPs/CIDRs, e.g. a TLS terminator) whose X-Forwarded-Host
   * and -Proto are believed. Default none: the Host header and this server's own scheme.
   */
  readonly trustedProxies?: readonly string[]
  /**
   * The backend's Redis (its REDIS_URL): the page cache hears every catalogue change (orders,
   * reviews) from every backend process. Without it, only the changes answered through this
   * server's own /graphql proxy invalidate its pages; the rest wait out the TTL.
   */
  readonly redisUrl?: string
  /** The backend's SHUTTER_REDIS_PREFIX (default `shutter:`). */
  readonly redisPrefix?: string
  /**
   * The reCAPTCHA provider's script, which the page asks for as `/recaptcha/api.js?render=…`
   * (only when the store protects a form): answered with a redirect here, query kept. Default
   * Google's https://www.google.com/recaptcha/api.js.
   */
  readonly recaptchaScriptUrl?: string
  /**
   * Where the payment step loads Stripe.js from (default https://js.stripe.com/v3/): the card
   * step asks for `/stripe/v3/`, answered with a redirect there, and its origin is allowed by
   * the Content-Security-Policy. Tests point it at the local Stripe's test double.
   */
  readonly stripeJsUrl?: string
  /**
   * Origins of other frontends whose pages may call /graphql with credentials (CORS); default
   * none: the shop's own pages are on this origin.
   */
  readonly corsOrigins?: readonly string[]
  /**
   * The largest request body passed on to the backend (default 1 MiB), and per route a
   * different one: `bodyLimitOf` answers a limit for the requests it knows (e.g. a streamed
   * upload route), undefined for the rest.
   */
  readonly maxBodyBytes?: number
  readonly bodyLimitOf?: (request: {
    readonly path: string
    readonly contentType: string | undefined
  }) => number | undefined
}

export interface PageCacheSettings {
  readonly ttlSeconds?: number
  readonly graceSeconds?: number
  readonly maxEntries?: number
  readonly maxBytes?: number
  /**
   * Most variants (query strings, guest cookies) kept of one path, default 50; not-found pages
   * share one such allowance, whatever their path.
   */
  readonly maxEntriesPerPath?: number
  /** The clock in ms (tests move it); default Date.now. */
  readonly now?: () => number
}

const pageCacheOf = (settings: PageCacheSettings | false | undefined) => {
  if (settings === false) return undefined
  const ttlMs = (settings?.ttlSeconds ?? DEFAULT_PAGE_CACHE.ttlMs / 1000) * 1000
  if (!(ttlMs > 0)) return undefined
  return createPageCache<CacheableResponse>({
    ttlMs,
    graceMs: (settings?.graceSeconds ?? DEFAULT_PAGE_CACHE.graceMs / 1000) * 1000,
    maxEntries: settings?.maxEntries ?? DEFAULT_PAGE_CACHE.maxEntries,
    maxBytes: settings?.maxBytes ?? DEFAULT_PAGE_CACHE.maxBytes,
    maxEntriesPerGroup: settings?.maxEntriesPerPath ?? DEFAULT_PAGE_CACHE.maxEntriesPerGroup,
    groupOf: pageGroupOf,
    tagsOf: (response) => response.tags,
    sizeOf: (response) =>
      response.body.length +
      response.gzipped.length +
      (response.aroundNonce?.head.length ?? 0) +
      200,
    ...(settings?.now ? { now: settings.now } : {}),
  })
}

export interface RunningWebServer {
  readonly url: string
  readonly port: number
  readonly close: () => Promise<void>
}

const defaultDist = fileURLToPath(new URL("../dist", import.meta.url))
const defaultSsrEntry = fileURLToPath(new URL("../dist-ssr/entry-server.js", import.meta.url))

/** The page's path for the reCAPTCHA provider's script (the SDK's `browserReCaptcha` scriptUrl). */
const RECAPTCHA_SCRIPT_PATH = "/recaptcha/api.js"
const GOOGLE_RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js"
const STRIPE_JS_PATH = "/stripe/v3/"
const STRIPE_JS = "https://js.stripe.com/v3/"

const isGraphqlPath = (path: string): boolean => path === "/graphql" || path.startsWith("/graphql?")

/** Paths the backend answers; everything else is the app. */
const isBackendPath = (path: string): boolean =>
  path === "/graphql" ||
  path.startsWith("/graphql?") ||
  path.startsWith("/media/") ||
  // The warranty provider's offers API (storeConfig.warranty_environment is this origin's).
  path.startsWith("/warranty/") ||
  // The newsletter e-mails' unsubscribe and confirm links.
  path.startsWith("/newsletter/subscriber/")

/** Starts the web server: the built app on one origin with /graphql and /media proxied. */
export const startWebServer = async (options: WebServerOptions): Promise<RunningWebServer> => {
  const backend = new URL(options.backendUrl)
  const root = options.distDir ?? defaultDist
  const host = options.host ?? "127.0.0.1"
  const endpoint = new URL("/graphql", backend).href
  const loaded =
    options.ssrEntry === false
      ? undefined
      : await loadServerRendering(options.ssrEntry ?? defaultSsrEntry, root, endpoint)
  const cache = loaded ? pageCacheOf(options.pageCache) : undefined
  const isTrustedProxy: IsTrustedProxy =
    options.trustedProxies === undefined
      ? trustNoProxy
      : trustedProxyMatcher(options.trustedProxies)
  const invalidations: Invalidations =
    options.redisUrl !== undefined && options.redisUrl !== ""
      ? await redisInvalidations({
          url: options.redisUrl,
          ...(options.redisPrefix !== undefined ? { prefix: options.redisPrefix } : {}),
          ...(options.log ? { log: options.log } : {}),
        })
      : memoryInvalidations()
  const stopListening = invalidations.subscribe((tags) => cache?.invalidate(tags))
  const sitemaps = createSitemapProxy(backend, invalidations)
  const ssr: ServerRendering | undefined = loaded && {
    ...loaded,
    ...(options.ssrTimeoutMs !== undefined ? { timeoutMs: options.ssrTimeoutMs } : {}),
    isTrustedProxy,
    ...(options.log ? { log: options.log } : {}),
    ...(cache ? { cache } : {}),
  }
  const origins = thirdPartyOrigins(endpoint)
  await origins.refresh()
  const policy: BrowserPolicySources = {
    thirdPartyOrigins: origins.current,
    ...(options.recaptchaScriptUrl !== undefined
      ? { recaptchaScriptUrl: options.recaptchaScriptUrl }
      : {}),
    ...(options.stripeJsUrl !== undefined ? { stripeJsUrl: options.stripeJsUrl } : {}),
  }
  const corsOrigins = options.corsOrigins ?? []
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/"
    // Every answer carries the browser policy; a server-rendered page's inline script gets this
    // answer's nonce.
    const nonce = newNonce()
    for (const [name, value] of Object.entries(
      browserPolicyHeaders(policy, clientOrigin(req, isTrustedProxy), nonce),
    ))
      res.setHeader(name, value)
    if (path === "/health") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}')
      return
    }
    if (path === RECAPTCHA_SCRIPT_PATH || path.startsWith(`${RECAPTCHA_SCRIPT_PATH}?`)) {
      const target = new URL(options.recaptchaScriptUrl ?? GOOGLE_RECAPTCHA_SCRIPT)
      for (const [name, value] of new URL(path, "http://page").searchParams)
        target.searchParams.set(name, value)
      res.writeHead(302, { location: target.href, "cache-control": "no-store" }).end()
      return
    }
    if (path === STRIPE_JS_PATH) {
      res
        .writeHead(302, { location: options.stripeJsUrl ?? STRIPE_JS, "cache-control": "no-store" })
        .end()
      return
    }
    if (path.startsWith("/rest/") && options.proxyAdminRest !== true) {
      res.writeHead(404, { "content-type": "application/json; charset=utf-8" })
      res.end(JSON.stringify({ message: "Request does not match any route." }))
      return
    }
    if (isBackendPath(path) || (options.proxyAdminRest === true && path.startsWith("/rest/"))) {
      const limit =
        (options.bodyLimitOf ?? uploadBodyLimit)({
          path,
          contentType: req.headers["content-type"],
        }) ??
        options.maxBodyBytes ??
        DEFAULT_MAX_BODY_BYTES
      proxyTo(
        backend,
        clientOrigin(req, isTrustedProxy),
        req,
        res,
        invalidations.publishLocally,
        limit,
        isGraphqlPath(path) ? corsHeaders(req, corsOrigins) : {},
      )
      return
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    const canonical = withoutTrailingSlash(path)
    if (canonical !== undefined) {
      res.writeHead(301, { location: canonical, "cache-control": "no-cache" }).end()
      return
    }
    const fail = () => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
    if (isSitemapPath(path)) {
      sitemaps.serve(req, res, clientOrigin(req, isTrustedProxy), path)
      return
    }
    if (path === "/robots.txt") {
      serveRobots(root, req, res, clientOrigin(req, isTrustedProxy)).catch(fail)
      return
    }
    const home = path.startsWith("/assets/") ? undefined : guestRedirectOf(path, req.headers.cookie)
    if (home !== undefined) {
      res.writeHead(302, { location: home, "cache-control": "no-store" }).end()
      return
    }
    // HTML navigations (any path that is not a built file) are rendered on the server.
    if (ssr !== undefined && !path.startsWith("/assets/")) {
      staticFileFor(root, path)
        .then((file) =>
          file ? serveStatic(root, req, res) : renderNavigation(ssr, req, res, nonce),
        )
        .catch(fail)
      return
    }
    serveStatic(root, req, res).catch(fail)
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
      })
      stopListening()
      sitemaps.close()
      await invalidations.close()
    },
  }
}
