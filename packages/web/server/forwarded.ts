// The origin a shopper used: from X-Forwarded-Host/-Proto only when the peer is a proxy we were
// told to trust (a TLS terminator or load balancer in front); otherwise the Host header and this
// server's own scheme. A client's own X-Forwarded-* headers are never believed: they would point
// the absolute URLs of a page (media, links) at a host of their choice.
import type { IncomingMessage } from "node:http"
import type { TLSSocket } from "node:tls"
import type { IsTrustedProxy } from "@shutter/server/edge"

/** The default: the web server is the edge, no peer speaks for the client. */
export const trustNoProxy: IsTrustedProxy = () => false

/** The last value of a list header: the one the nearest (trusted) proxy set. */
const lastValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value.at(-1) : value)?.split(",").at(-1)?.trim() || undefined

export interface ClientOrigin {
  readonly proto: "http" | "https"
  readonly host: string
  /**
   * The X-Forwarded-For chain to send on: the trusted peer's own chain plus the peer, or only the
   * peer. The backend counts its rate limits per shopper from it, not per web server.
   */
  readonly forwardedFor: string
}

const forwardedForChain = (req: IncomingMessage, trusted: boolean): string => {
  const peer = req.socket.remoteAddress ?? ""
  const incoming = req.headers["x-forwarded-for"]
  const chain = trusted ? (Array.isArray(incoming) ? incoming.join(", ") : incoming) : undefined
  return chain === undefined || chain.trim() === "" ? peer : `${chain}, ${peer}`
}

export const clientOrigin = (req: IncomingMessage, isTrusted: IsTrustedProxy): ClientOrigin => {
  const trusted = isTrusted(req.socket.remoteAddress)
  const host =
    (trusted ? lastValue(req.headers["x-forwarded-host"]) : undefined) ??
    req.headers.host ??
    "localhost"
  const ownProto = (req.socket as Partial<TLSSocket>).encrypted === true ? "https" : "http"
  const forwardedProto = trusted ? lastValue(req.headers["x-forwarded-proto"]) : undefined
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : ownProto
  return { proto, host, forwardedFor: forwardedForChain(req, trusted) }
}
