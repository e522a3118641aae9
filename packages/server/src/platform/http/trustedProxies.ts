// Which peers may tell us the client's host and scheme (X-Forwarded-Host/-Proto). Anyone else
// could point the absolute URLs we write (storeConfig.base_url, media) at a host of their choice,
// and a cache in front would keep that answer for everybody.
import { BlockList, isIP } from "node:net"

/**
 * Trusted unless configured otherwise: loopback. The web server's proxy and its server renderer
 * reach this server from the same machine and set both headers themselves.
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ["127.0.0.0/8", "::1"]

export type IsTrustedProxy = (address: string | undefined) => boolean

/** A matcher for IPs and CIDRs (`10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`); throws on others. */
export const trustedProxyMatcher = (entries: readonly string[]): IsTrustedProxy => {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = "", prefix, extra] = entry.trim().split("/")
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    )
      throw new Error(`Invalid trusted proxy "${entry}": expected an IP address or a CIDR`)
    const type = family === 6 ? "ipv6" : "ipv4"
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return (address) => {
    if (address === undefined) return false
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain =
      address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4")
  }
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
  if (!isTrusted(peer) || forwardedFor === null || forwardedFor === undefined) return peer
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "")
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) return peer
    if (!isTrusted(hop)) return hop
  }
  return hops.at(-1) ?? peer
}
