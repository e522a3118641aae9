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

// Meant for this server (its page cache), not the browser.
const answerHeaders = (headers: IncomingMessage["headers"]): IncomingMessage["headers"] =>
  Object.fromEntries(
    Object.entries(forwardable(headers)).filter(([name]) => name !== INVALIDATED_TAGS_HEADER),
  )

/**
 * Streams one request to the backend and its answer back, so the browser talks to a single
 * origin and never needs CORS. The backend learns the shopper's origin from X-Forwarded-Host and
 * -Proto and the shopper's address from X-Forwarded-For (it trusts this server for them). A
 * backend that is down answers 502 with a GraphQL-shaped body. Tags the answer invalidated
 * (`X-Shutter-Invalidated-Tags`) go to `onInvalidated`, not to the browser.
 */
export const proxyTo = (
  backend: URL,
  origin: ClientOrigin,
  req: IncomingMessage,
  res: ServerResponse,
  onInvalidated: (tags: readonly string[]) => void = () => {},
): void => {
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
      res.writeHead(answer.statusCode ?? 502, answerHeaders(answer.headers))
      answer.pipe(res)
    },
  )
  upstream.on("error", () => {
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.writeHead(502, { "content-type": "application/json" })
    res.end(
      JSON.stringify({
        errors: [
          { message: "The store backend is unavailable", extensions: { category: "graphql" } },
        ],
      }),
    )
  })
  req.pipe(upstream)
}
