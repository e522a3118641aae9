import { type IncomingMessage, request, type ServerResponse } from "node:http"
import type { ClientOrigin } from "./forwarded.js"
import { INVALIDATED_TAGS_HEADER, tagsOf } from "./invalidations.js"

// Hop-by-hop headers must not be forwarded (RFC 9110 §7.6.1); the client's own X-Forwarded-*
// are replaced by what this server knows.
const hopByHop = new Set([
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
])

const forwardable = (headers: IncomingMessage["headers"]): IncomingMessage["headers"] =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)))

// The invalidated tags are meant for this server (its page cache), not the browser; which
// origins may read the answer is this server's decision (`corsHeaders`), not the backend's.
const answerHeaders = (headers: IncomingMessage["headers"]): IncomingMessage["headers"] =>
  Object.fromEntries(
    Object.entries(forwardable(headers)).filter(
      ([name]) => name !== INVALIDATED_TAGS_HEADER && !name.startsWith("access-control-"),
    ),
  )

/** The largest request body the proxy passes on unless a route says otherwise (1 MiB). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

/**
 * A GraphQL multipart request (the used-gear quote's photos) is streamed on to the backend,
 * which holds each photo and the whole request to its own limits while reading (12 MB of photos)
 * and answers with the shopper's message; this ceiling sits above them so that the backend is
 * the one to answer.
 */
export const DEFAULT_MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024

/** The body limit of a request to the backend that is not plain JSON: uploads get their own. */
export const uploadBodyLimit = (request: {
  readonly path: string
  readonly contentType: string | undefined
}): number | undefined =>
  (request.path === "/graphql" || request.path.startsWith("/graphql?")) &&
  (request.contentType ?? "").toLowerCase().startsWith("multipart/form-data")
    ? DEFAULT_MAX_UPLOAD_BODY_BYTES
    : undefined

/** 413 in GraphQL shape; the connection closes, so the rest of the body is never read. */
const refuseBody = (res: ServerResponse, limit: number): void => {
  res.writeHead(413, { "content-type": "application/json", connection: "close" })
  res.end(
    JSON.stringify({
      errors: [
        {
          message: `Request body is too large (limit ${limit} bytes)`,
          extensions: { category: "graphql-input" },
        },
      ],
    }),
  )
}

/**
 * Streams one request to the backend and its answer back, so the browser talks to a single
 * origin and never needs CORS. The backend learns the shopper's origin from X-Forwarded-Host and
 * -Proto and the shopper's address from X-Forwarded-For (it trusts this server for them). A
 * backend that is down answers 502 with a GraphQL-shaped body. Tags the answer invalidated
 * (`X-Shutter-Invalidated-Tags`) go to `onInvalidated`, not to the browser. A body over
 * `maxBodyBytes` is refused with 413: from its Content-Length before a byte is read, or, sent
 * without one (chunked), as soon as the bytes received pass the limit.
 */
export const proxyTo = (
  backend: URL,
  origin: ClientOrigin,
  req: IncomingMessage,
  res: ServerResponse,
  onInvalidated: (tags: readonly string[]) => void = () => {},
  maxBodyBytes: number = DEFAULT_MAX_BODY_BYTES,
  /** Headers of this server's own added to the answer (CORS); a Vary is merged with the backend's. */
  ownHeaders: Record<string, string> = {},
): void => {
  const declared = Number(req.headers["content-length"] ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    refuseBody(res, maxBodyBytes)
    return
  }
  const target = new URL(req.url ?? "/", backend)
  const upstream = request(
    target,
    {
      method: req.method,
      headers: {
        // The original Host stays too, like nginx's `proxy_set_header Host $host`.
        ...forwardable(req.headers),
        "x-forwarded-for": origin.forwardedFor,
        "x-forwarded-host": origin.host,
        "x-forwarded-proto": origin.proto,
      },
    },
    (answer) => {
      onInvalidated(tagsOf(answer.headers[INVALIDATED_TAGS_HEADER]))
      const headers = answerHeaders(answer.headers)
      const vary = [headers.vary, ownHeaders.vary].filter((value) => value !== undefined)
      res.writeHead(answer.statusCode ?? 502, {
        ...headers,
        ...ownHeaders,
        ...(vary.length > 0 ? { vary: vary.join(", ") } : {}),
      })
      answer.pipe(res)
    },
  )
  let received = 0
  req.on("data", (chunk: Buffer) => {
    received += chunk.length
    if (received <= maxBodyBytes) return
    req.unpipe(upstream)
    upstream.destroy()
    req.pause()
    if (!res.headersSent) refuseBody(res, maxBodyBytes)
    else res.destroy()
  })
  upstream.on("error", () => {
    if (res.writableEnded) return
    if (res.headersSent) {
      res.destroy()
      return
    }
    // The category clients treat as "try again later" (the SDK's retryable GraphqlError).
    res.writeHead(502, { "content-type": "application/json", "retry-after": "5" })
    res.end(
      JSON.stringify({
        errors: [
          {
            message: "The store backend is unavailable",
            extensions: { category: "graphql-service-unavailable" },
          },
        ],
      }),
    )
  })
  req.pipe(upstream)
}
