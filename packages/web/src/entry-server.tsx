// The server render (built by `vite build --ssr src/entry-server.tsx` into dist-ssr/, loaded by
// server/ssr.ts): <App/> for one URL with the guest's browsing data, as HTML plus the query
// store's entries, so the browser paints without JavaScript and hydrates without refetching.
import { createQueryStore, type DehydratedQueries, StorefrontProvider } from "@shutter/react"
import {
  createStorefront,
  memoryStorage,
  type ResolvedRoute,
  type StoreConfig,
  type Storefront,
} from "@shutter/sdk"
import { cookieNames, FROM_STORE_PARAM } from "@shutter/sdk/rules"
import { StrictMode } from "react"
import { prerender } from "react-dom/static"
import { Router } from "wouter"
import type { PageRequest, RenderedPage } from "../server/ssrContract.js"
import { App } from "./App.js"
import { OWN_HOSTS } from "./config/links.js"
import { routerBaseOf, STORE_VIEWS, type StoreView } from "./config/storeViews.js"
import { headOf } from "./seo/headTags.js"
import { SHOP_DESCRIPTION } from "./seo/PageHead.js"
import { takeHeadTags } from "./seo/takeHeadTags.js"
import type { ShutterState } from "./ssrState.js"

/** The guest preferences the server passes on (GUEST_COOKIE_NAMES), as the SDK's cookie keys. */
const GUEST_COOKIE_KEYS = ["store", "currency", "locale"] as const

const guestCookies = (cookies: PageRequest["cookies"]) => {
  const seed: Partial<Record<(typeof GUEST_COOKIE_KEYS)[number], string>> = {}
  for (const key of GUEST_COOKIE_KEYS) {
    const value = cookies[cookieNames[key]]
    if (value) seed[key] = value
  }
  return seed
}

/**
 * A storefront for one request: guest, in memory (no cart, no customer), talking to the backend
 * directly but telling it the shop's origin, so absolute URLs (media, base_url) are the ones
 * the browser's requests through the web server's proxy get.
 */
const requestStorefront = (request: PageRequest, tags: Set<string>): Storefront => {
  const origin = new URL(request.origin)
  const pathname = new URL(request.url, "http://local").pathname
  return createStorefront({
    endpoint: request.endpoint,
    storage: memoryStorage({ cookies: guestCookies(request.cookies) }),
    // The URL's locale prefix is the store view (spec §2 prefix_except_default).
    locales: STORE_VIEWS,
    currentPath: () => pathname,
    pathDecidesStore: true,
    ownHosts: [request.origin, ...OWN_HOSTS],
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set("x-forwarded-host", origin.host)
      headers.set("x-forwarded-proto", origin.protocol.replace(":", ""))
      // The catalogue entries each answer shows (X-Magento-Tags): the page cache drops the page
      // when one of them changes.
      return fetch(input, { ...init, headers }).then((response) => {
        for (const tag of response.headers.get("x-magento-tags")?.split(",") ?? [])
          if (tag.trim() !== "") tags.add(tag.trim())
        return response
      })
    },
  })
}

/**
 * The layout's data (store config, mega menu, CMS blocks) is the same on every page: kept for a
 * minute per store view and origin, so a render only waits for the route and the page's data.
 * Catalogue data (prices, stock) is never kept between requests.
 */
const LAYOUT_TTL_MS = 60_000
const LAYOUT_KEY = /^(megaMenu|cmsBlocks):/
interface LayoutData {
  readonly at: number
  readonly config: StoreConfig
  readonly queries: DehydratedQueries
}
const layoutCache = new Map<string, LayoutData>()

const layoutCacheKey = (request: PageRequest): string =>
  JSON.stringify([
    request.endpoint,
    request.origin,
    routerBaseOf(new URL(request.url, "http://local").pathname),
    guestCookies(request.cookies),
  ])

const cachedLayout = (key: string): LayoutData | undefined => {
  const hit = layoutCache.get(key)
  return hit !== undefined && Date.now() - hit.at < LAYOUT_TTL_MS ? hit : undefined
}

const keepLayout = (key: string, config: StoreConfig, queries: DehydratedQueries): void => {
  if (layoutCache.size > 100) layoutCache.clear()
  const layout = Object.fromEntries(
    Object.entries(queries).filter(([k, entry]) => LAYOUT_KEY.test(k) && entry.status === "done"),
  )
  layoutCache.set(key, { at: Date.now(), config, queries: layout })
}

/** The store views whose `route` resolves this path (the current one does: it is rendering it). */
const viewsWithPage = async (
  request: PageRequest,
  base: string,
  path: string,
  tags: Set<string>,
): Promise<ReadonlyArray<StoreView>> => {
  const url = new URL(request.url, "http://local")
  const found = await Promise.all(
    STORE_VIEWS.map(async (view, index) => {
      const prefix = index === 0 ? "" : `/${view.storeCode}`
      if (prefix === base) return true
      const there = `${prefix}${path}`
      const storefront = requestStorefront({ ...request, url: `${there}${url.search}` }, tags)
      try {
        const route = await storefront.routing.resolve({ path: there })
        return route._tag !== "NotFound"
      } catch {
        // Unknown: the alternate stays, as it would without this check.
        return true
      } finally {
        void storefront.dispose()
      }
    }),
  )
  return STORE_VIEWS.filter((_, index) => found[index])
}

const streamToString = (stream: ReadableStream<Uint8Array>): Promise<string> =>
  new Response(stream).text()

export const renderPage = async (request: PageRequest): Promise<RenderedPage> => {
  const tags = new Set<string>()
  const storefront = requestStorefront(request, tags)
  try {
    const url = new URL(request.url, "http://local")
    // The store view's locale prefix (/ca_en) is the router's base; routes see the rest.
    const base = routerBaseOf(url.pathname)
    const path = url.pathname.slice(base.length) || "/"
    // A store switch (Magento's `___from_store`): this store's same page when it has one, else
    // its home; the address never keeps the marker.
    if (url.searchParams.has(FROM_STORE_PARAM)) {
      url.searchParams.delete(FROM_STORE_PARAM)
      const route = await storefront.routing.resolve({ path: url.pathname }).catch(() => undefined)
      const found = route !== undefined && route._tag !== "NotFound"
      const location = found ? `${url.pathname}${url.search}` : `${base}/`
      return { kind: "redirect", status: 302, location, tags: [...tags] }
    }
    const cacheKey = layoutCacheKey(request)
    const layout = cachedLayout(cacheKey)
    const queries = createQueryStore({
      serverRender: true,
      ...(layout === undefined ? {} : { initial: layout.queries }),
    })
    // Every page needs the store config (logo, home page identifier); a backend that cannot
    // answer it fails the render, and the web server serves the client-only shell instead.
    const config = layout?.config ?? (await storefront.store.config())
    // An error inside a Suspense boundary does not reject prerender: React renders the
    // fallback and leaves the boundary to the client. Such a page is not worth sending.
    let renderError: unknown
    // Each read suspends until its data is there (`serverRender`): one prerender waits for
    // them all, layout and route first, then the page's data.
    const { prelude } = await prerender(
      <StrictMode>
        <StorefrontProvider storefront={storefront} queries={queries} initialStoreConfig={config}>
          <Router base={base} ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, "")}>
            <App />
          </Router>
        </StorefrontProvider>
      </StrictMode>,
      {
        // Inline every boundary in place: React would otherwise move large ones (the listing)
        // to the end of the document, to be swapped in by a script: no paint without JS.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          renderError ??= error
        },
      },
    )
    // The page's <PageHead> title and description, for the template's <head>.
    const { markup: html, ...meta } = takeHeadTags(await streamToString(prelude))
    if (renderError !== undefined) throw renderError
    const route = queries.entries[`route:${path}`]
    const resolved = route?.status === "done" ? (route.data as ResolvedRoute) : undefined
    if (resolved?._tag === "Redirect") {
      // As ResolvedPage does in the browser: the listing's query stays on the canonical URL.
      const target = base + (resolved.to.startsWith("/") ? resolved.to : `/${resolved.to}`)
      const location = target.includes("?") || url.search === "" ? target : target + url.search
      return { kind: "redirect", status: 301, location, tags: [...tags] }
    }
    const dehydrated = queries.dehydrate()
    if (layout === undefined) keepLayout(cacheKey, config, dehydrated)
    const state: ShutterState = { queries: dehydrated, storeConfig: config }
    // Spec §2: a page naming a guard nobody knows is a 500 'Unknown middleware' (PageGuards).
    const unknownGuard = Object.values(dehydrated).some(
      (entry) => entry.status === "failed" && entry.error._tag === "UnknownMiddlewareError",
    )
    const status = unknownGuard ? 500 : resolved?._tag === "NotFound" ? 404 : 200
    // A CMS page can be one store view's own: its hreflang alternates name the views that have it.
    const storeViews =
      resolved?._tag === "CmsPage" ? await viewsWithPage(request, base, path, tags) : undefined
    // The shop's description stands in for a page without one: it is no share card's text.
    const pageDescription = meta.description === SHOP_DESCRIPTION ? undefined : meta.description
    const head = headOf({
      origin: request.origin,
      base,
      path,
      search: url.search,
      config,
      loaded: (key) => {
        const entry = queries.entries[key]
        return entry?.status === "done" ? entry.data : undefined
      },
      status,
      title: meta.title,
      description: pageDescription,
      ...(storeViews === undefined ? {} : { storeViews }),
    })
    return {
      kind: "page",
      status,
      appHtml: html,
      stateJson: JSON.stringify(state),
      title: head.meta.title ?? meta.title,
      description: head.meta.description ?? meta.description,
      head: head.html,
      tags: [...tags],
    }
  } finally {
    void storefront.dispose()
  }
}
