import { cookieNames } from "@shutter/sdk/rules"
// The contract between the web server (built by tsup) and the server-render bundle (built by
// `vite build --ssr src/entry-server.tsx`, loaded at run time from dist-ssr/).

/**
 * The only cookies the web server passes to the render: guest preferences that change what the
 * catalogue answers. Nothing else (cart, customer) can reach the HTML, which is what makes a
 * rendered page safe to cache per path + these cookies (server/pageCache.ts).
 */
export const GUEST_COOKIE_NAMES = [
  cookieNames.store,
  cookieNames.currency,
  cookieNames.locale,
] as const

/** One HTML navigation, as the server render needs it. */
export interface PageRequest {
  /** Path and search, e.g. "/photography.html?page=2". */
  readonly url: string
  /** Where the backend's GraphQL endpoint is, e.g. http://127.0.0.1:4000/graphql */
  readonly endpoint: string
  /** The shop's origin as the browser sees it (absolute media URLs, own-host menu links). */
  readonly origin: string
  /** The request's guest cookies (`GUEST_COOKIE_NAMES`: store, currency, locale), no others. */
  readonly cookies: Readonly<Record<string, string>>
}

/** What the render decided: a page (200, 404, or 500 for an unknown guard), or a redirect. */
export type RenderedPage =
  | {
      readonly kind: "page"
      readonly status: 200 | 404 | 500
      /** The markup of `<App/>` for #root. */
      readonly appHtml: string
      /** The JSON the client's query store starts from (not yet escaped for HTML). */
      readonly stateJson: string
      readonly title: string | undefined
      readonly description: string | undefined
      /** More tags for <head>: canonical, robots, hreflang, Open Graph, JSON-LD (escaped HTML). */
      readonly head?: string
      /** The backend's cache tags of the data shown (X-Magento-Tags): what invalidates it. */
      readonly tags?: readonly string[]
    }
  | {
      readonly kind: "redirect"
      /** 301 for the routing's redirects; 302 for a store switch's landing page. */
      readonly status: 301 | 302
      readonly location: string
      readonly tags?: readonly string[]
    }

export interface ServerEntry {
  readonly renderPage: (request: PageRequest) => Promise<RenderedPage>
}
