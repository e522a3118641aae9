// Which peers may tell us the client's host and scheme (X-Forwarded-Host/-Proto). Anyone else
// could point the absolute URLs we write (storeConfig.base_url, media) at a host of their choice,
// and a cache in front would keep that answer for everybody.
import type { IncomingMessage } from "node:http"
import { isIP } from "node:net"
import proxyAddr from "proxy-addr"

/**
 * Trusted unless configured otherwise: loopback. The web server's proxy and its server renderer
 * reach this server from the same machine and set both headers themselves.
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ["127.0.0.0/8", "::1"]

export type IsTrustedProxy = (address: string | undefined) => boolean

const invalidEntry = (entry: string): Error =>
  new Error(`Invalid trusted proxy "${entry}": expected an IP address or a CIDR`)

/**
 * A matcher for IPs and CIDRs (`10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`), compiled once;
 * throws on others. An IPv4 client of a dual-stack socket (`::ffff:a.b.c.d`) matches its IPv4.
 */
export const trustedProxyMatcher = (entries: readonly string[]): IsTrustedProxy => {
  const list = entries.map((entry) => entry.trim())
  for (const entry of list) {
    // proxy-addr also takes names (`loopback`) and netmasks: the setting is documented as IPs/CIDRs.
    const [address = "", prefix, extra] = entry.split("/")
    if (
      isIP(address) === 0 ||
      extra !== undefined ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    )
      throw invalidEntry(entry)
    if (prefix !== undefined && Number(prefix) === 0)
      throw new Error(`Invalid trusted proxy "${entry}": a /0 network would trust every client`)
    try {
      proxyAddr.compile(entry)
    } catch {
      throw invalidEntry(entry)
    }
  }
  const trust = proxyAddr.compile([...list])
  return (address) => address !== undefined && isIP(address) !== 0 && trust(address, 0)
}

/**
 * `SHUTTER_TRUSTED_PROXIES`: comma-separated IPs/CIDRs, `none` for no proxy at all; unset or
 * blank keeps the default.
 */
export const trustedProxiesFromEnv = (value: string | undefined): readonly string[] | undefined => {
  const text = value?.trim()
  if (text === undefined || text === "") return undefined
  if (text.toLowerCase() === "none") return []
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
}

/**
 * The client's address: the peer itself, or behind trusted proxies the nearest address in
 * X-Forwarded-For that is not one of them (each proxy appends its own peer, so everything to the
 * right of that entry was written by a proxy we trust, and what a client wrote itself is further
 * left). Rate limits count shoppers by it.
 */
export const clientAddressOf = (
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  isTrusted: IsTrustedProxy,
): string | undefined => {
  if (peer === undefined) return undefined
  // proxy-addr reads a Node request; this server sees a Fetch Request, so it gets the two fields.
  const request = {
    headers: forwardedFor == null ? {} : { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage
  const client = proxyAddr(request, (address) => isTrusted(address))
  // A malformed entry ends the walk at the peer.
  return isIP(client) === 0 ? peer : client
}
