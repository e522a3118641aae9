import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningWebServer, startWebServer } from "../server/index.js"

// A tiny stand-in backend that echoes what it received, to see what the proxy forwards.
const startEchoBackend = async (): Promise<{ server: Server; url: string }> => {
  const server = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => {
      body += chunk
    })
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json", "x-backend": "yes" })
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          store: req.headers.store,
          forwarded: [req.headers["x-forwarded-host"], req.headers["x-forwarded-proto"]],
          forwardedFor: req.headers["x-forwarded-for"],
          body,
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe("web server", () => {
  let dist: string
  let backend: { server: Server; url: string }
  let web: RunningWebServer

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "shutter-web-"))
    await mkdir(join(dist, "assets"))
    await writeFile(join(dist, "index.html"), "<!doctype html><title>app</title>")
    await writeFile(join(dist, "assets", "app-abc123.js"), "console.log('app')")
    // A build's precompressed copies (tools/precompress.ts), each with its own content.
    await writeFile(join(dist, "assets", "big-def456.js"), "console.log('big')")
    await writeFile(join(dist, "assets", "big-def456.js.gz"), gzipSync("console.log('gz copy')"))
    await writeFile(
      join(dist, "assets", "big-def456.js.br"),
      brotliCompressSync("console.log('br copy')"),
    )
    backend = await startEchoBackend()
    // Client-only shell here; the server render has its own tests (serverRender.test.tsx).
    web = await startWebServer({ backendUrl: backend.url, distDir: dist, ssrEntry: false })
  })

  afterAll(async () => {
    await web.close()
    await new Promise((resolve) => backend.server.close(resolve))
    await rm(dist, { recursive: true, force: true })
  })

  it("sends a shopper without a customer token from a customer-only page to the store's home", async () => {
    const get = (path: string, cookie?: string) =>
      fetch(`${web.url}${path}`, {
        redirect: "manual",
        ...(cookie === undefined ? {} : { headers: { cookie } }),
      })
    for (const [path, home] of [
      ["/customer/my-wishlist", "/"],
      ["/customer", "/"],
      ["/checkout/user-account", "/"],
      ["/order/order_print?order=000000012", "/"],
      ["/ca_en/customer/order-history", "/ca_en/"],
    ] as const) {
      const response = await get(path, "store=default; shutter_cart=abc")
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 302, home])
      expect(response.headers.get("cache-control")).toBe("no-store")
    }
    // With a token the page is served (the browser checks the token); others are open to all.
    expect((await get("/customer/my-wishlist", "vsf-customer=token-1")).status).toBe(200)
    expect((await get("/customer/account/createPassword?token=t")).status).toBe(200)
    expect((await get("/checkout")).status).toBe(200)
  })

  it("proxies /graphql with its body, Store header and the shop's Host", async () => {
    const response = await fetch(`${web.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", store: "ca_en" },
      body: '{"query":"{ storeConfig { store_code } }"}',
    })
    expect(response.headers.get("x-backend")).toBe("yes")
    expect(await response.json()).toEqual({
      method: "POST",
      url: "/graphql",
      host: new URL(web.url).host,
      store: "ca_en",
      forwarded: [new URL(web.url).host, "http"],
      forwardedFor: "127.0.0.1",
      body: '{"query":"{ storeConfig { store_code } }"}',
    })
  })

  it("replaces a client's X-Forwarded-Host/-Proto with the origin it reached", async () => {
    const response = await fetch(`${web.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-host": "attacker.example",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "203.0.113.66",
      },
      body: "{}",
    })
    const echoed = await response.json()
    expect(echoed.forwarded).toEqual([new URL(web.url).host, "http"])
    // The shopper's own address, never one the client claims: the backend's rate limits use it.
    expect(echoed.forwardedFor).toBe("127.0.0.1")
  })

  it("passes on a trusted proxy's X-Forwarded-Proto (https behind a TLS terminator)", async () => {
    const behindTls = await startWebServer({
      backendUrl: backend.url,
      distDir: dist,
      ssrEntry: false,
      trustedProxies: ["127.0.0.0/8"],
    })
    try {
      const response = await fetch(`${behindTls.url}/graphql`, {
        method: "POST",
        headers: {
          "x-forwarded-host": "shop.example",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.9",
        },
        body: "{}",
      })
      const echoed = await response.json()
      expect(echoed.forwarded).toEqual(["shop.example", "https"])
      expect(echoed.forwardedFor).toBe("203.0.113.9, 127.0.0.1")
    } finally {
      await behindTls.close()
    }
  })

  it("sends the page's reCAPTCHA script request on to the provider, query kept", async () => {
    const response = await fetch(
      `${web.url}/recaptcha/api.js?render=site-key&hl=en&badge=bottomright`,
      { redirect: "manual" },
    )
    expect(response.status).toBe(302)
    expect(response.headers.get("location")).toBe(
      "https://www.google.com/recaptcha/api.js?render=site-key&hl=en&badge=bottomright",
    )
    const other = await startWebServer({
      backendUrl: backend.url,
      distDir: dist,
      ssrEntry: false,
      recaptchaScriptUrl: "http://127.0.0.1:9/stand-in.js?v=1",
    })
    try {
      const redirected = await fetch(`${other.url}/recaptcha/api.js?render=k`, {
        redirect: "manual",
      })
      expect(redirected.headers.get("location")).toBe("http://127.0.0.1:9/stand-in.js?v=1&render=k")
    } finally {
      await other.close()
    }
  })

  it("proxies media files", async () => {
    const response = await fetch(`${web.url}/media/logo/default/shutter.svg`)
    expect((await response.json()).url).toBe("/media/logo/default/shutter.svg")
  })

  it("never reaches the backend's admin REST API unless told to", async () => {
    const response = await fetch(`${web.url}/rest/V1/integration/admin/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "x" }),
    })
    expect(response.status).toBe(404)
    expect(response.headers.get("x-backend")).toBeNull()
    expect((await fetch(`${web.url}/rest/V1/orders`)).status).toBe(404)
    const proxying = await startWebServer({
      backendUrl: backend.url,
      distDir: dist,
      ssrEntry: false,
      proxyAdminRest: true,
    })
    try {
      const proxied = await fetch(`${proxying.url}/rest/V1/orders`)
      expect(proxied.headers.get("x-backend")).toBe("yes")
    } finally {
      await proxying.close()
    }
  })

  it("proxies the warranty provider's offers API with its query", async () => {
    const response = await fetch(`${web.url}/warranty/offers?storeId=default&productId=NIK-Z6-II`)
    expect(response.headers.get("x-backend")).toBe("yes")
    expect((await response.json()).url).toBe("/warranty/offers?storeId=default&productId=NIK-Z6-II")
  })

  it("serves hashed assets as immutable and gzips them when asked", async () => {
    const response = await fetch(`${web.url}/assets/app-abc123.js`, {
      headers: { "accept-encoding": "gzip" },
    })
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(response.headers.get("content-encoding")).toBe("gzip")
    expect(await response.text()).toBe("console.log('app')")
  })

  it("sends a page URL with a trailing slash to its one address (301), query kept", async () => {
    const response = await fetch(`${web.url}/catalogsearch/result/?q=lens`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/catalogsearch/result?q=lens")
  })

  it("answers a hashed asset the build no longer has with 404, not the page shell", async () => {
    const response = await fetch(`${web.url}/assets/index-OLDHASH.css`)
    expect(response.status).toBe(404)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(await response.text()).not.toContain("<title>app</title>")
  })

  it("sends the build's Brotli copy to a browser that accepts it, else its gzip copy", async () => {
    const copy = async (acceptEncoding: string) => {
      const response = await fetch(`${web.url}/assets/big-def456.js`, {
        headers: { "accept-encoding": acceptEncoding },
      })
      return [
        response.headers.get("content-encoding"),
        response.headers.get("content-type"),
        await response.text(),
      ]
    }
    const js = "text/javascript; charset=utf-8"
    expect(await copy("gzip, deflate, br, zstd")).toEqual(["br", js, "console.log('br copy')"])
    expect(await copy("gzip, deflate")).toEqual(["gzip", js, "console.log('gz copy')"])
    expect(await copy("identity")).toEqual([null, js, "console.log('big')"])
  })

  it("answers every app route with index.html so the client router resolves it", async () => {
    const response = await fetch(`${web.url}/photography/cameras.html`)
    expect(response.headers.get("content-type")).toContain("text/html")
    expect(response.headers.get("cache-control")).toBe("no-cache")
    expect(await response.text()).toContain("<title>app</title>")
  })

  it("never serves files outside the build folder", async () => {
    const response = await fetch(`${web.url}/..%2f..%2fetc%2fpasswd`)
    expect(await response.text()).toContain("<title>app</title>")
  })

  it("answers 502 in GraphQL shape, retryable later, when the backend is down", async () => {
    const orphan = await startWebServer({ backendUrl: "http://127.0.0.1:9", distDir: dist })
    try {
      const response = await fetch(`${orphan.url}/graphql`, { method: "POST", body: "{}" })
      expect(response.status).toBe(502)
      expect(response.headers.get("retry-after")).toBe("5")
      expect(await response.json()).toEqual({
        errors: [
          {
            message: "The store backend is unavailable",
            extensions: { category: "graphql-service-unavailable" },
          },
        ],
      })
    } finally {
      await orphan.close()
    }
  })
})
