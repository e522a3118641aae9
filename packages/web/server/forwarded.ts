// The origin a shopper used: from X-Forwarded-Host/-Proto only when the peer is a proxy we were
// told to trust (a TLS terminator or load balancer in front); otherwise the Host header and this
// server's own scheme. A client's own X-Forwarded-* headers are never believed: they would point
// the absolute URLs of a page (media, links) at a host of their choice.
import type { IncomingMessage } from "node:http"
import { BlockList, isIP } from "node:net"
import type { TLSSocket } from "node:tls"

export type IsTrustedProxy = (address: string | undefined) => boolean

/** The default: the web server is the edge, no peer speaks for the client. */
export const trustNoProxy: IsTrustedProxy = () => false

/** A matcher for IPs and CIDRs (`10.0.0.5`, `10.0.0.0/8`, `::1`); throws on anything else. */
export const trustedProxyMatcher = (entries: readonly string[]): IsTrustedProxy => {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = "", prefix, extra] = entry.trim().split("/")
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined &&
        !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 6 ? 128 : 32)))
    )
      throw new Error(`Invalid trusted proxy "${entry}": expected an IP address or a CIDR`)
    const type = family === 6 ? "ipv6" : "ipv4"
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return (address) => {
    if (address === undefined) return false
    const plain =
      address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4")
  }
}

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
