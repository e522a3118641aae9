import type { IncomingMessage, ServerResponse } from "node:http"
import { isCartSyncPath, serveCartSync } from "../checkout/cartSync.js"
import type { Db } from "../db/database.js"
import type { ShutterYoga } from "../graphql/endpoint.js"
import type { RenditionCache } from "../media/imageRenditions.js"
import { serveMedia } from "../media/serveMedia.js"
import type { Logger } from "../platform/logger.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"
import type { SitemapHandler } from "../sitemap/serveSitemap.js"
import { readiness } from "./readiness.js"

/** What the listener needs once the database is migrated and seeded. */
export interface ReadyState {
  readonly db: Db
  readonly yoga: ShutterYoga
  /** GET /graphql through the response cache (cacheable queries); yoga when absent. */
  readonly graphqlGet?: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  readonly sharedState: SharedState
  /** /sitemap.xml and its files. */
  readonly sitemap?: SitemapHandler
  /** AVIF/WebP/JPEG renditions of the catalogue's pictures (`/media/catalog/product/cache/…`). */
  readonly renditions?: RenditionCache
}

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" })
  res.end(JSON.stringify(body))
}

/**
 * Routes: /health (liveness: the process serves), /health/ready (readiness: the database and
 * the shared state answer), /media/*, /graphql, /vue/cart/sync (an external checkout's cart sync), /sitemap.xml and /sitemap/*.xml. Until `ready()` returns a state, health and
 * GraphQL answer 503 so a load balancer or a waiting script knows to hold on.
 */
export const createRequestListener =
  (ready: () => ReadyState | undefined, logger: Logger) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const state = ready()
    const { pathname } = new URL(req.url ?? "/", "http://localhost")
    const method = req.method ?? "GET"
    if (pathname === "/health") {
      json(res, state === undefined ? 503 : 200, {
        status: state === undefined ? "starting" : "ok",
      })
      return
    }
    if (pathname === "/health/ready") {
      if (state === undefined) {
        json(res, 503, { status: "starting" })
        return
      }
      void readiness(state).then((report) => json(res, report.ready ? 200 : 503, report.body))
      return
    }
    if (pathname === "/graphql") {
      if (state === undefined) {
        json(res, 503, {
          errors: [{ message: "Service is starting", extensions: { category: "internal" } }],
        })
        return
      }
      if (method === "GET" && state.graphqlGet !== undefined) {
        state.graphqlGet(req, res).catch((error: unknown) => {
          logger.error("graphql request failed", { error: String(error) })
          if (!res.headersSent) res.writeHead(500)
          res.end()
        })
        return
      }
      void state.yoga(req, res)
      return
    }
    if (isCartSyncPath(pathname)) {
      if (state === undefined) {
        json(res, 503, { status: "starting" })
        return
      }
      serveCartSync(state.yoga, req, res, pathname).catch((error: unknown) => {
        logger.error("cart sync failed", { error: String(error) })
        if (!res.headersSent) json(res, 500, { message: "Internal error" })
        else res.end()
      })
      return
    }
    if (pathname.startsWith("/media/") && (method === "GET" || method === "HEAD")) {
      if (state === undefined) {
        json(res, 503, { status: "starting" })
        return
      }
      serveMedia(state.db, pathname, method, res, state.renditions).catch((error: unknown) => {
        logger.error("media request failed", { pathname, error: String(error) })
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
      return
    }
    if (state?.sitemap?.matches(pathname) && (method === "GET" || method === "HEAD")) {
      state.sitemap.serve(req, res, pathname).catch((error: unknown) => {
        logger.error("sitemap request failed", { pathname, error: String(error) })
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
      return
    }
    json(res, 404, { message: "Not found" })
  }
