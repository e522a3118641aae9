import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import {
  clientAddressOf,
  trustedProxiesFromEnv,
  trustedProxyMatcher,
} from "../src/platform/http/trustedProxies.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

const BASE_URLS = "{ storeConfig { base_url secure_base_media_url } }"
const FORGED = { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" }

describe.each(drivers)("X-Forwarded-Host/-Proto ($name)", ({ databaseUrl }) => {
  // Trusts a proxy network the test client (127.0.0.1) is not part of.
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({
      trustedProxies: ["10.0.0.0/8"],
      ...(databaseUrl !== undefined ? { databaseUrl } : {}),
    })
  })
  afterAll(() => server?.close())

  it("ignores them from a peer that is not a trusted proxy: URLs stay on the Host", async () => {
    const { data } = await graphql<{ storeConfig: Record<string, string> }>(server, BASE_URLS, {
      headers: FORGED,
    })
    const own = `http://127.0.0.1:${server.port}/`
    expect(data?.storeConfig).toEqual({
      base_url: own,
      secure_base_media_url: `${own}media/`,
    })
  })
})

describe("trusted proxies", () => {
  it("match IPs and CIDRs, v4 and v6, and IPv4 clients of a dual-stack socket", () => {
    const trusted = trustedProxyMatcher(["10.0.0.0/8", "192.168.1.7", "::1", "fd00::/8"])
    expect(
      ["10.9.8.7", "::ffff:10.1.1.1", "192.168.1.7", "::1", "fd12::1"].map((a) => trusted(a)),
    ).toEqual([true, true, true, true, true])
    expect(
      ["11.0.0.1", "192.168.1.8", "127.0.0.1", "fe80::1", undefined].map((a) => trusted(a)),
    ).toEqual([false, false, false, false, false])
  })

  it("refuse a malformed entry at startup", () => {
    expect(() => trustedProxyMatcher(["10.0.0.0/33"])).toThrow(
      'Invalid trusted proxy "10.0.0.0/33": expected an IP address or a CIDR',
    )
    expect(() => trustedProxyMatcher(["proxy.local"])).toThrow(/Invalid trusted proxy/)
    expect(() => trustedProxyMatcher(["0.0.0.0/0"])).toThrow(
      'Invalid trusted proxy "0.0.0.0/0": a /0 network would trust every client',
    )
  })

  it("read SHUTTER_TRUSTED_PROXIES: a list, `none`, or unset for the default", () => {
    expect(trustedProxiesFromEnv(" 10.0.0.1, 10.2.0.0/16 ")).toEqual(["10.0.0.1", "10.2.0.0/16"])
    expect(trustedProxiesFromEnv("none")).toEqual([])
    expect(trustedProxiesFromEnv(undefined)).toBeUndefined()
    expect(trustedProxiesFromEnv("")).toBeUndefined()
  })

  it("find the client behind them: the nearest X-Forwarded-For entry that is not a proxy", () => {
    const trusted = trustedProxyMatcher(["127.0.0.0/8", "10.0.0.0/8"])
    // The web server on loopback, a load balancer at 10.0.0.2, the shopper at 203.0.113.9.
    expect(clientAddressOf("127.0.0.1", "203.0.113.9, 10.0.0.2", trusted)).toBe("203.0.113.9")
    // What a client wrote itself stays further left and is never believed.
    expect(clientAddressOf("127.0.0.1", "1.2.3.4, 203.0.113.9", trusted)).toBe("203.0.113.9")
    // From a peer that is not a proxy, the header is ignored.
    expect(clientAddressOf("198.51.100.7", "203.0.113.9", trusted)).toBe("198.51.100.7")
    expect(clientAddressOf("127.0.0.1", null, trusted)).toBe("127.0.0.1")
    // A malformed entry ends the walk at the peer.
    expect(clientAddressOf("127.0.0.1", "203.0.113.9, not-an-ip", trusted)).toBe("127.0.0.1")
    // Every hop a proxy: the leftmost one is as close to the client as we can get.
    expect(clientAddressOf("127.0.0.1", "10.0.0.3, 10.0.0.2", trusted)).toBe("10.0.0.3")
  })

  it("believe any peer inside a trusted CIDR, v4 and v6", () => {
    const trusted = trustedProxyMatcher(["172.16.0.0/12", "2001:db8::/32"])
    expect(clientAddressOf("172.31.255.254", "203.0.113.9", trusted)).toBe("203.0.113.9")
    expect(clientAddressOf("::ffff:172.20.1.1", "203.0.113.9", trusted)).toBe("203.0.113.9")
    expect(clientAddressOf("2001:db8:ffff::1", "2001:db8:1::5, 203.0.113.9", trusted)).toBe(
      "203.0.113.9",
    )
    // Just outside the range: the peer is the client, its header is not read.
    expect(clientAddressOf("172.32.0.1", "203.0.113.9", trusted)).toBe("172.32.0.1")
    expect(clientAddressOf("2001:db9::1", "203.0.113.9", trusted)).toBe("2001:db9::1")
  })

  it("stop at the first untrusted hop: whatever is left of it was written by that client", () => {
    const trusted = trustedProxyMatcher(["10.0.0.0/8"])
    // A shopper at 198.51.100.4 sent a forged chain through two trusted proxies.
    expect(
      clientAddressOf("10.0.0.1", "10.9.9.9, 192.0.2.1, 198.51.100.4, 10.0.0.7", trusted),
    ).toBe("198.51.100.4")
  })
})
