// Cacheable GraphQL GET queries answered from the response cache (Magento's GraphQlCache + its
// full-page cache in one): a hit never reaches yoga; a miss runs yoga, records the entities the
// answer contains and keeps it. Every answer says how a shared cache may keep it
// (Cache-Control, X-Magento-Tags, X-Magento-Cache-Id), as Magento's GraphQl controller plugin.
import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Plugin } from "graphql-yoga"
import type { Db } from "../db/database.js"
import { requestUrls } from "../graphql/context.js"
import type { ShutterYoga } from "../graphql/endpoint.js"
import type { IsTrustedProxy } from "../platform/http/trustedProxies.js"
import type { Logger } from "../platform/logger.js"
import { resolveRequestStore } from "../store/requestStore.js"
import { type CacheableOperation, cacheableOperationOf, canonicalJson } from "./cacheableQuery.js"
import { CACHE_ID_HEADER, cacheIdOf, guestFactors } from "./cacheId.js"
import type { CacheTagCollector } from "./cacheTags.js"
import type { ResponseCacheStore } from "./responseCache.js"

export interface GraphqlCacheOptions {
  /** Mixed into X-Magento-Cache-Id (Magento's `cache/graphql/id_salt`); same on every process. */
  readonly cacheIdSalt?: string
  /** `s-maxage` of cacheable answers: how long a CDN may keep one without a purge. Default 60. */
  readonly sharedMaxAgeSeconds?: number
}

export const NO_CACHE_HEADERS = {
  "cache-control": "no-store, no-cache, must-revalidate, max-age=0",
  pragma: "no-cache",
} as const

export interface GraphqlResponseCache {
  /** Answers GET /graphql: from the cache, or through yoga (and kept when cacheable). */
  readonly serveGet: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** Drops the answers carrying any of `tags`, in every process sharing the store. */
  readonly invalidate: (tags: readonly string[]) => Promise<void>
  /** Sets the cache headers on the answers yoga sends itself (POST, uncacheable GET). */
  readonly headersPlugin: Plugin
  readonly store: ResponseCacheStore
}

const header = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? null
}

const webHeaders = (req: IncomingMessage): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

interface CacheableRequest {
  readonly operation: CacheableOperation
  readonly cacheId: string
  readonly key: string
}

export const createGraphqlResponseCache = (options: {
  readonly db: Db
  readonly yoga: () => ShutterYoga
  readonly store: ResponseCacheStore
  readonly logger: Logger
  readonly fallbackHost: string
  /** Whether a peer's X-Forwarded-Host/-Proto are believed (as yoga's context decides). */
  readonly isTrustedProxy: IsTrustedProxy
  readonly settings?: GraphqlCacheOptions
}): GraphqlResponseCache => {
  const salt = options.settings?.cacheIdSalt ?? ""
  const sharedMaxAge = options.settings?.sharedMaxAgeSeconds ?? 60
  const { db, store, logger } = options

  /** A guest's cache id, or undefined for a signed-in customer or an unknown store. */
  const cacheIdFor = async (headers: {
    readonly store: string | null
    readonly currency: string | null
    readonly authorization: string | null
  }): Promise<string | undefined> => {
    // A customer's group is not known here: their answers are neither shared nor kept.
    if ((headers.authorization ?? "").trim() !== "") return undefined
    try {
      const view = await resolveRequestStore(db, headers.store)
      return cacheIdOf(guestFactors(view.code, headers.currency), salt)
    } catch {
      return undefined
    }
  }

  const cacheableRequest = async (
    req: IncomingMessage,
    url: URL,
  ): Promise<CacheableRequest | undefined> => {
    const query = url.searchParams.get("query")
    if (query === null) return undefined
    const operationName = url.searchParams.get("operationName") ?? undefined
    const operation = cacheableOperationOf(query, operationName)
    if (operation === null) return undefined
    let variables: unknown = {}
    const rawVariables = url.searchParams.get("variables")
    if (rawVariables !== null && rawVariables !== "") {
      try {
        variables = JSON.parse(rawVariables)
      } catch {
        return undefined
      }
    }
    const cacheId = await cacheIdFor({
      store: header(req, "store"),
      currency: header(req, "content-currency"),
      authorization: header(req, "authorization"),
    })
    if (cacheId === undefined) return undefined
    // Absolute URLs in answers (media, base_url) are written on the origin the client used.
    const origin = requestUrls(
      webHeaders(req),
      options.fallbackHost,
      options.isTrustedProxy(req.socket.remoteAddress),
    ).base
    const key = createHash("sha256")
      .update(
        JSON.stringify([
          cacheId,
          origin,
          header(req, "accept") ?? "",
          operationName ?? "",
          operation.normalizedQuery,
          canonicalJson(variables),
        ]),
      )
      .digest("base64url")
    return { operation, cacheId, key }
  }

  const cacheableHeaders = (
    req: IncomingMessage,
    cacheId: string,
    contentType: string,
    tags: readonly string[],
    state: "HIT" | "MISS",
  ): Record<string, string> => {
    // A CDN keys on the client's X-Magento-Cache-Id: one that is not this request's must not
    // store the answer under it (Magento's VCL makes such an answer uncacheable).
    const claimed = header(req, CACHE_ID_HEADER)
    const shareable = claimed === null || claimed === cacheId
    return {
      "content-type": contentType,
      ...(shareable
        ? { "cache-control": `public, max-age=0, s-maxage=${sharedMaxAge}` }
        : NO_CACHE_HEADERS),
      vary: "Store, Content-Currency, Authorization, X-Magento-Cache-Id",
      [CACHE_ID_HEADER]: cacheId,
      "x-magento-tags": tags.join(","),
      "x-magento-cache-debug": state,
    }
  }

  const send = (
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string,
  ) => {
    const bytes = Buffer.from(body)
    res.writeHead(status, { ...headers, "content-length": String(bytes.length) })
    res.end(bytes)
  }

  const serveGet = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/graphql", "http://localhost")
    const cacheable = await cacheableRequest(req, url).catch((error: unknown) => {
      logger.warn("graphql cache lookup failed", { error: String(error) })
      return undefined
    })
    if (cacheable === undefined) {
      await options.yoga()(req, res)
      return
    }
    const hit = await store.get(cacheable.key).catch(() => undefined)
    if (hit !== undefined) {
      send(
        res,
        200,
        cacheableHeaders(req, cacheable.cacheId, hit.contentType, hit.tags, "HIT"),
        hit.body,
      )
      return
    }
    const filledSince = await store.beginFill().catch(() => undefined)
    const collector: CacheTagCollector = {
      tags: new Set(cacheable.operation.rootTags),
      failed: false,
    }
    const answer = await options.yoga().fetch(
      `http://${header(req, "host") ?? options.fallbackHost}${req.url ?? "/graphql"}`,
      { method: "GET", headers: webHeaders(req) },
      // `req` lets the context see the peer (trusted proxy or not), as for any request.
      { cacheTags: collector, req },
    )
    const body = await answer.text()
    const contentType = answer.headers.get("content-type") ?? "application/json; charset=utf-8"
    if (answer.status !== 200 || collector.failed) {
      const headers: Record<string, string> = {}
      answer.headers.forEach((value, name) => {
        if (name !== "content-length") headers[name] = value
      })
      send(res, answer.status, headers, body)
      return
    }
    const tags = [...collector.tags]
    send(res, 200, cacheableHeaders(req, cacheable.cacheId, contentType, tags, "MISS"), body)
    if (filledSince !== undefined) {
      await store
        .set(cacheable.key, { body, contentType, tags }, filledSince)
        .catch((error) => logger.warn("graphql cache write failed", { error: String(error) }))
    }
  }

  const headersPlugin: Plugin = {
    onExecute: () => ({
      onExecuteDone: ({ args, result }) => {
        const collector = (args.contextValue as { cacheTags?: CacheTagCollector }).cacheTags
        if (collector === undefined) return
        const errors = "errors" in result ? result.errors : undefined
        if (!("data" in result) || (errors !== undefined && errors.length > 0))
          collector.failed = true
      },
    }),
    onResponse: async ({ request, response }) => {
      for (const [name, value] of Object.entries(NO_CACHE_HEADERS))
        response.headers.set(name, value)
      const cacheId = await cacheIdFor({
        store: request.headers.get("store"),
        currency: request.headers.get("content-currency"),
        authorization: request.headers.get("authorization"),
      })
      if (cacheId !== undefined) response.headers.set(CACHE_ID_HEADER, cacheId)
    },
  }

  return {
    serveGet,
    invalidate: (tags) =>
      store.invalidate(tags).catch((error: unknown) => {
        logger.error("graphql cache invalidation failed", { tags, error: String(error) })
      }),
    headersPlugin,
    store,
  }
}
