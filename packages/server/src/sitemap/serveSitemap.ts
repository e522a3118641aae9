// GET /sitemap.xml (an index) and /sitemap/{store}-{kind}-{n}.xml (at most 50,000 URLs each),
// streamed: each file is written as its rows arrive, a page of rows at a time, so a catalogue of
// any size is never held in memory. URLs are absolute on the host the client used (a trusted
// proxy's X-Forwarded-Host); the default store view is unprefixed, the others under their code
// (the storefront's prefix_except_default).
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Db } from "../db/database.js"
import { requestUrls } from "../graphql/context.js"
import { PRODUCTS_TAG } from "../graphqlCache/cacheTags.js"
import type { IsTrustedProxy } from "../platform/http/trustedProxies.js"
import {
  findDefaultStoreView,
  listAllStoreViews,
  loadStoreConfigValues,
} from "../store/storeRepository.js"
import {
  chunkStart,
  countEntries,
  entriesAfter,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGE_ROWS,
  type SitemapKind,
} from "./sitemapSource.js"

export interface SitemapOptions {
  readonly db: Db
  readonly fallbackHost: string
  readonly isTrustedProxy: IsTrustedProxy
  /** URLs per file (default 50,000, the sitemaps.org limit). */
  readonly maxUrls?: number
  /** Rows per database round trip (default 2,000). */
  readonly pageRows?: number
}

/** The cache tags of every sitemap: the web server drops its copy when the catalogue changes. */
export const SITEMAP_TAGS = [PRODUCTS_TAG, "cat_c", "cms_p"] as const

const FILE = /^\/sitemap\/([A-Za-z0-9_]+)-(products|categories|pages)-([1-9][0-9]{0,5})\.xml$/

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** Writes, waiting for the socket to drain when its buffer is full. */
const writer = (res: ServerResponse) => (text: string) =>
  res.write(text)
    ? Promise.resolve()
    : new Promise<void>((resolve) => res.once("drain", () => resolve()))

const isSitemapPath = (pathname: string): boolean =>
  pathname === "/sitemap.xml" || FILE.test(pathname)

export const createSitemapHandler = (options: SitemapOptions) => {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS
  const pageRows = options.pageRows ?? SITEMAP_PAGE_ROWS

  const storeBases = async (req: IncomingMessage) => {
    const headers = new Headers()
    for (const name of ["host", "x-forwarded-host", "x-forwarded-proto"]) {
      const value = req.headers[name]
      if (typeof value === "string") headers.set(name, value)
    }
    const base = requestUrls(
      headers,
      options.fallbackHost,
      options.isTrustedProxy(req.socket.remoteAddress),
    ).base
    const [views, fallback] = await Promise.all([
      listAllStoreViews(options.db),
      findDefaultStoreView(options.db),
    ])
    return views
      .filter((view) => view.isActive)
      .map((view) => ({
        view,
        base: view.id === fallback?.id ? base : `${base}${view.code}/`,
        siteBase: base,
      }))
  }

  const sendIndex = async (req: IncomingMessage, res: ServerResponse) => {
    const stores = await storeBases(req)
    const files: string[] = []
    for (const { view, siteBase } of stores)
      for (const kind of SITEMAP_KINDS) {
        const count = await countEntries(options.db, kind, view.id)
        const chunks = Math.ceil(count / maxUrls)
        for (let n = 1; n <= chunks; n++)
          files.push(`${siteBase}sitemap/${view.code}-${kind}-${n}.xml`)
      }
    res.writeHead(200, headersOf())
    if (req.method === "HEAD") return void res.end()
    res.end(
      `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
        .join("")}</sitemapindex>\n`,
    )
  }

  const sendFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    storeCode: string,
    kind: SitemapKind,
    chunk: number,
  ) => {
    const store = (await storeBases(req)).find((s) => s.view.code === storeCode)
    const start =
      store === undefined
        ? undefined
        : await chunkStart(options.db, kind, store.view.id, chunk, maxUrls)
    if (store === undefined || start === undefined) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found")
      return
    }
    const config = (await loadStoreConfigValues(options.db, [store.view.id])).get(store.view.id)
    const home = String(config?.get("cms_home_page") ?? "home").split("|")[0] ?? "home"
    res.writeHead(200, headersOf())
    if (req.method === "HEAD") return void res.end()
    const write = writer(res)
    await write(`${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`)
    let after = start
    let written = 0
    while (written < maxUrls) {
      const rows = await entriesAfter(
        options.db,
        kind,
        store.view.id,
        after,
        Math.min(pageRows, maxUrls - written),
        home,
      )
      if (rows.length === 0) break
      await write(
        rows.map((row) => `<url><loc>${escapeXml(store.base + row.path)}</loc></url>\n`).join(""),
      )
      written += rows.length
      after = rows[rows.length - 1]?.id ?? after
    }
    res.end("</urlset>\n")
  }

  return {
    matches: isSitemapPath,
    /** Answers one sitemap request (GET or HEAD). */
    serve: async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
      if (pathname === "/sitemap.xml") return sendIndex(req, res)
      const match = FILE.exec(pathname)
      if (match === null) return
      await sendFile(req, res, match[1] ?? "", match[2] as SitemapKind, Number(match[3]))
    },
  }
}

const headersOf = (): Record<string, string> => ({
  "content-type": "application/xml; charset=utf-8",
  "x-magento-tags": SITEMAP_TAGS.join(","),
  "cache-control": "public, max-age=300",
})

export type SitemapHandler = ReturnType<typeof createSitemapHandler>
