import { readFile } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { join, normalize } from "node:path"
import { pathToFileURL } from "node:url"
import { gzipSync } from "node:zlib"
import { parseCookies } from "@shutter/sdk/rules"
import type { IsTrustedProxy } from "@shutter/server/edge"
import { type ClientOrigin, clientOrigin, trustNoProxy } from "./forwarded.js"
import { filledIn, type GzipAround, gzipAround, gzippedWith } from "./gzipAround.js"
import { withoutMarketingParameters } from "./marketingParameters.js"
import type { CacheState, PageCache } from "./pageCache.js"
import {
  markInlinedStylesheets,
  NONCE_PLACEHOLDER,
  pageIntoShell,
  pageTemplateOf,
} from "./shell.js"
import {
  GUEST_COOKIE_NAMES,
  type PageRequest,
  type RenderedPage,
  type ServerEntry,
} from "./ssrContract.js"

/** A render slower than this is abandoned for the client-only shell (the shop never blanks). */
export const SSR_TIMEOUT_MS = 5000

export interface ServerRendering {
  readonly entry: ServerEntry
  /** Vite's built index.html as it is: the client-only shell, the fallback. */
  readonly template: string
  /** The same prepared for server-rendered pages (see `pageTemplateOf`). */
  readonly pageTemplate: string
  readonly endpoint: string
  readonly timeoutMs?: number
  /** Where render failures are reported (default console.error). */
  readonly log?: (message: string, error: unknown) => void
  /** The full-page cache for rendered responses; none: every navigation renders. */
  readonly cache?: PageCache<CacheableResponse>
  /** Peers whose X-Forwarded-Host/-Proto are believed (default: none). */
  readonly isTrustedProxy?: IsTrustedProxy
}

/**
 * A rendered answer worth keeping: a page (200, 404; 500 for a page naming an unknown guard, a
 * store setting that changes with `store_config`, its tag) or a routing redirect (301).
 */
export interface CacheableResponse {
  readonly status: 200 | 301 | 302 | 404 | 500
  readonly location?: string
  /** The HTML, and the same gzipped (empty for a redirect, and when `aroundNonce` is set). */
  readonly body: Buffer
  readonly gzipped: Buffer
  /** A page with the nonce placeholder: split there, its text before it gzipped once. */
  readonly aroundNonce?: GzipAround
  /** The backend's cache tags of the data the page shows (`cat_p_12`, …). */
  readonly tags: readonly string[]
}

/** Loads the server-render bundle and dist/index.html; undefined if either is missing. */
export const loadServerRendering = async (
  entryFile: string,
  distDir: string,
  endpoint: string,
): Promise<ServerRendering | undefined> => {
  try {
    const [entry, template] = await Promise.all([
      import(pathToFileURL(entryFile).href) as Promise<ServerEntry>,
      readFile(join(distDir, "index.html"), "utf8"),
    ])
    if (typeof entry.renderPage !== "function") return undefined
    const inlined = await pageTemplateOf(template, (path) =>
      readFile(join(distDir, normalize(path).replace(/^([/\\])+/, "")), "utf8"),
    )
    const pageTemplate = markInlinedStylesheets(template, inlined)
    return { entry, template, pageTemplate, endpoint }
  } catch {
    return undefined
  }
}

/** Only the guest cookies, in a fixed order (they are part of the cache key). */
const guestCookiesOf = (header: string | undefined): Record<string, string> => {
  const cookies = parseCookies(header ?? "")
  const ordered: Record<string, string> = {}
  for (const name of GUEST_COOKIE_NAMES) {
    const value = cookies[name]
    if (value !== undefined) ordered[name] = value
  }
  return ordered
}

export const pageRequestOf = (
  req: IncomingMessage,
  endpoint: string,
  origin: ClientOrigin,
): PageRequest => ({
  url: withoutMarketingParameters(req.url ?? "/"),
  endpoint,
  origin: `${origin.proto}://${origin.host}`,
  cookies: guestCookiesOf(req.headers.cookie),
})

/**
 * Everything the render sees that varies per request: path + query, the origin (absolute media
 * URLs and own-host links are written on it) and the guest cookies. Nothing else can change the
 * HTML, so two requests with the same key get the same page.
 */
export const pageCacheKey = (request: PageRequest): string =>
  JSON.stringify([request.origin, request.url, request.cookies])

/**
 * The page cache's group of a stored page: its origin and path (the variants of one path share
 * an allowance); every not-found page shares one, so random paths cannot push real pages out.
 */
export const pageGroupOf = (key: string, response: CacheableResponse): string => {
  if (response.status === 404) return "not-found"
  const [origin, url] = JSON.parse(key) as [string, string]
  return `${origin}${url.split("?")[0]}`
}

const withTimeout = <A>(promise: Promise<A>, ms: number): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server render took over ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })

const htmlResponse = (
  status: 200 | 404 | 500,
  html: string,
  tags: readonly string[] = [],
): CacheableResponse => {
  const body = Buffer.from(html)
  const aroundNonce = gzipAround(body, NONCE_PLACEHOLDER)
  return aroundNonce === undefined
    ? { status, body, gzipped: gzipSync(body, { level: 6 }), tags }
    : { status, body, gzipped: Buffer.alloc(0), aroundNonce, tags }
}

const fallbacks = new WeakMap<ServerRendering, CacheableResponse>()
/** The client-only shell (index.html), gzipped once. */
const fallbackOf = (ssr: ServerRendering): CacheableResponse => {
  const known = fallbacks.get(ssr)
  if (known !== undefined) return known
  const response = htmlResponse(200, ssr.template)
  fallbacks.set(ssr, response)
  return response
}

/** The page with this answer's nonce in place of the placeholder (none in the shell: unchanged). */
const withNonce = (response: CacheableResponse, nonce: string, gzip: boolean): Buffer => {
  const parts = response.aroundNonce
  if (parts !== undefined) return gzip ? gzippedWith(parts, nonce) : filledIn(parts, nonce)
  if (!response.body.includes(NONCE_PLACEHOLDER)) return gzip ? response.gzipped : response.body
  // More than one placeholder (not split): the whole page again.
  const html = Buffer.from(response.body.toString("utf8").replaceAll(NONCE_PLACEHOLDER, nonce))
  return gzip ? gzipSync(html, { level: 6 }) : html
}

const send = (
  req: IncomingMessage,
  res: ServerResponse,
  response: CacheableResponse,
  nonce: string,
  extra: Record<string, string> = {},
): void => {
  if (response.status === 301 || response.status === 302) {
    res
      .writeHead(response.status, {
        location: response.location ?? "/",
        "cache-control": "no-cache",
        ...extra,
      })
      .end()
    return
  }
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    // The shop decides how fresh a page is (its page cache), not the browser: revalidate always.
    "cache-control": "no-cache",
    vary: "accept-encoding, cookie",
    ...extra,
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"]))
  const body = withNonce(response, nonce, gzip)
  if (gzip) headers["content-encoding"] = "gzip"
  headers["content-length"] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

const reportFailure = (ssr: ServerRendering, url: string, error: unknown): void =>
  (ssr.log ?? ((message, e) => console.error(message, e)))(
    `Server render failed for ${url}; serving the client-only shell`,
    error,
  )

/** One render, as what is sent and kept; undefined (logged) when it failed. */
const renderResponse = async (
  ssr: ServerRendering,
  request: PageRequest,
): Promise<CacheableResponse | undefined> => {
  let page: RenderedPage
  try {
    page = await ssr.entry.renderPage(request)
  } catch (error) {
    reportFailure(ssr, request.url, error)
    return undefined
  }
  if (page.kind === "redirect") {
    const empty = Buffer.alloc(0)
    return {
      status: page.status,
      location: page.location,
      body: empty,
      gzipped: empty,
      tags: page.tags ?? [],
    }
  }
  return htmlResponse(page.status, pageIntoShell(ssr.pageTemplate, page), page.tags)
}

/**
 * Answers one HTML navigation with the server-rendered page (200, or 404 when the route does
 * not resolve, 500 when the page names an unknown guard; 301 for the routing's redirects, 302 for
 * a store switch's landing page), from the page cache when it has it. If
 * rendering fails, or takes over the timeout, it answers the client-only shell with 200 (never
 * kept), or the last good page if the cache still has one.
 */
export const renderNavigation = async (
  ssr: ServerRendering,
  req: IncomingMessage,
  res: ServerResponse,
  /** This answer's CSP nonce, for the page's inline script. */
  nonce: string,
): Promise<void> => {
  const request = pageRequestOf(
    req,
    ssr.endpoint,
    clientOrigin(req, ssr.isTrustedProxy ?? trustNoProxy),
  )
  const render = () => renderResponse(ssr, request)
  const answer: Promise<{
    readonly value: CacheableResponse | undefined
    readonly state?: CacheState
    readonly ageMs: number
  }> = ssr.cache
    ? ssr.cache.lookup(pageCacheKey(request), render)
    : render().then((value) => ({ value, ageMs: 0 }))
  // A slow render goes on in the background (and is kept when it ends); this request does not wait.
  const timedOut = withTimeout(answer, ssr.timeoutMs ?? SSR_TIMEOUT_MS).catch((error: unknown) => {
    reportFailure(ssr, request.url, error)
    return undefined
  })
  const result = await timedOut
  if (result?.value === undefined) {
    send(req, res, fallbackOf(ssr), nonce, ssr.cache ? { "x-shutter-cache": "miss" } : {})
    return
  }
  send(
    req,
    res,
    result.value,
    nonce,
    result.state === undefined
      ? {}
      : { "x-shutter-cache": result.state, age: String(Math.floor(result.ageMs / 1000)) },
  )
}
