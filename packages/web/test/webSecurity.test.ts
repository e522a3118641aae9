import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { createServer, request } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contentSecurityPolicy } from "../server/browserPolicy.js"
import { type RunningWebServer, startWebServer } from "../server/index.js"

/**
 * A backend stand-in that answers like graphql-yoga's default CORS (the request's origin with
 * credentials), counts the body bytes it received, and lists third-party scripts in
 * `availableStores` like the real one.
 */
const startBackend = async () => {
  const received: number[] = []
  const server = createServer((req, res) => {
    let bytes = 0
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length
    })
    req.on("end", () => {
      received.push(bytes)
      const origin = req.headers.origin
      res.writeHead(200, {
        "content-type": "application/json",
        ...(origin ? { "access-control-allow-origin": origin } : {}),
        ...(origin ? { "access-control-allow-credentials": "true" } : {}),
      })
      res.end(
        JSON.stringify({
          data: {
            availableStores: [
              {
                chat_widget_script_url: "https://chat.example/widget.js?key={key}",
                ratings_widget_script_url: "https://ratings.example/r.js",
                reviews_widget_script_url: "/stand-ins/reviews.js",
                ad_tracker_script_url: null,
                financing_widget_script_url: "not a url",
                analytics_script_url: "https://www.googletagmanager.com/gtag/js?id={key}",
              },
            ],
          },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    server,
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  }
}

/** Sends a POST's headers and `sent` bytes of body, then waits for the answer without sending more. */
const postWithoutFinishing = (
  url: string,
  headers: Record<string, string>,
  sent: number,
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers }, (res) => {
      let body = ""
      res.on("data", (chunk) => {
        body += chunk
      })
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body })
        req.destroy()
      })
    })
    req.on("error", reject)
    const chunk = Buffer.alloc(64 * 1024, " ")
    for (let written = 0; written < sent; written += chunk.length) req.write(chunk)
  })

describe("web server security", () => {
  let dist: string
  let backend: Awaited<ReturnType<typeof startBackend>>
  let web: RunningWebServer

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "shutter-web-security-"))
    await writeFile(join(dist, "index.html"), "<!doctype html><title>app</title>")
    await writeFile(join(dist, "app.js"), "console.log('app')")
    backend = await startBackend()
    web = await startWebServer({ backendUrl: backend.url, distDir: dist, ssrEntry: false })
  })

  afterAll(async () => {
    await web.close()
    await new Promise((resolve) => backend.server.close(resolve))
    await rm(dist, { recursive: true, force: true })
  })

  const post = (base: string, origin: string) =>
    fetch(`${base}/graphql`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: '{"query":"{ __typename }"}',
    })

  it("grants no other origin CORS access to /graphql, whatever the backend says", async () => {
    const answer = await post(web.url, "https://evil.example")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("access-control-allow-origin")).toBeNull()
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull()
  })

  it("grants a listed origin (SHUTTER_CORS_ORIGINS) access with credentials", async () => {
    const listed = await startWebServer({
      backendUrl: backend.url,
      distDir: dist,
      ssrEntry: false,
      corsOrigins: ["https://app.example"],
    })
    try {
      const answer = await post(listed.url, "https://app.example")
      expect(answer.headers.get("access-control-allow-origin")).toBe("https://app.example")
      expect(answer.headers.get("access-control-allow-credentials")).toBe("true")
      expect(answer.headers.get("vary")).toContain("Origin")
      const other = await post(listed.url, "https://evil.example")
      expect(other.headers.get("access-control-allow-origin")).toBeNull()
    } finally {
      await listed.close()
    }
  })

  it("sends the browser security headers with every answer", async () => {
    for (const path of ["/", "/app.js", "/graphql"]) {
      const answer = await fetch(`${web.url}${path}`)
      expect([path, answer.headers.get("x-content-type-options")]).toEqual([path, "nosniff"])
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(answer.headers.get("permissions-policy")).toBe(
        'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
      )
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
      // Plain http: no HSTS (a browser ignores it there, and a local shop must stay reachable).
      expect(answer.headers.get("strict-transport-security")).toBeNull()
    }
  })

  it("allows scripts from itself, its nonce, reCAPTCHA, Stripe.js and the configured third parties only", async () => {
    const answer = await fetch(`${web.url}/`)
    const policy = Object.fromEntries(
      (answer.headers.get("content-security-policy") ?? "")
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    )
    expect(policy["script-src"]).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://js.stripe.com",
      "https://chat.example",
      "https://www.googletagmanager.com",
      "https://ratings.example",
    ])
    expect(policy["object-src"]).toEqual(["'none'"])
    expect(policy["base-uri"]).toEqual(["'self'"])
    expect(policy["frame-src"]).toEqual(
      expect.arrayContaining([
        "https://www.google.com/recaptcha/",
        "https://recaptcha.google.com/recaptcha/",
        "https://js.stripe.com",
        "https://hooks.stripe.com",
      ]),
    )
    // A fresh nonce for each answer.
    const again = await fetch(`${web.url}/`)
    expect(again.headers.get("content-security-policy")).not.toBe(
      answer.headers.get("content-security-policy"),
    )
  })

  it("sends HSTS when the shop is reached over https (a trusted TLS terminator says so), and allows SHUTTER_STRIPE_JS_URL", async () => {
    const behindTls = await startWebServer({
      backendUrl: backend.url,
      distDir: dist,
      ssrEntry: false,
      trustedProxies: ["127.0.0.0/8"],
      stripeJsUrl: "http://127.0.0.1:4242/v3/",
    })
    try {
      const answer = await fetch(`${behindTls.url}/`, { headers: { "x-forwarded-proto": "https" } })
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000")
      expect(answer.headers.get("content-security-policy")).toContain("http://127.0.0.1:4242")
    } finally {
      await behindTls.close()
    }
  })

  it("refuses a /graphql body over 1 MiB from its Content-Length, before reading it", async () => {
    const before = backend.received.length
    const answer = await postWithoutFinishing(
      `${web.url}/graphql`,
      { "content-type": "application/json", "content-length": String(5 * 1024 * 1024) },
      64 * 1024,
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        {
          message: "Request body is too large (limit 1048576 bytes)",
          extensions: { category: "graphql-input" },
        },
      ],
    })
    expect(backend.received.length).toBe(before)
  })

  it("passes a multipart /graphql upload (quote photos) of several MiB on to the backend", async () => {
    const before = backend.received.length
    const boundary = "shutter-test-boundary"
    const photo = Buffer.alloc(3 * 1024 * 1024, 1)
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="1"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const answer = await fetch(`${web.url}/graphql`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    })
    expect(answer.status).not.toBe(413)
    expect(backend.received.length).toBe(before + 1)
  })

  it("stops reading a chunked /graphql body at 1 MiB and answers 413", async () => {
    const answer = await postWithoutFinishing(
      `${web.url}/graphql`,
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      1024 * 1024 + 128 * 1024,
    )
    expect(answer.status).toBe(413)
  })
})

describe("a server-rendered page under the policy", () => {
  let dir: string
  let web: RunningWebServer

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shutter-web-nonce-"))
    await writeFile(
      join(dir, "index.html"),
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
    )
    await writeFile(
      join(dir, "entry.mjs"),
      `export const renderPage = async () => ({ kind: "page", status: 200, appHtml: "<p>page</p>", stateJson: "{}" })`,
    )
    web = await startWebServer({
      backendUrl: "http://127.0.0.1:9",
      distDir: dir,
      ssrEntry: join(dir, "entry.mjs"),
    })
  })

  afterAll(async () => {
    await web.close()
    await rm(dir, { recursive: true, force: true })
  })

  /** The nonce the policy allows and the nonce of the page's inline script. */
  const nonces = async (gzip: boolean) => {
    const answer = await fetch(`${web.url}/photography.html`, {
      headers: { "accept-encoding": gzip ? "gzip" : "identity" },
    })
    const html = await answer.text()
    return {
      cache: answer.headers.get("x-shutter-cache"),
      policy: /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1],
      scripts: [...html.matchAll(/<script(?! type="application\/json")([^>]*)>/g)].map(
        (match) => /nonce="([^"]+)"/.exec(match[1] ?? "")?.[1],
      ),
    }
  }

  it("gives the inline script the answer's own nonce, fresh each time, cached page or not", async () => {
    const first = await nonces(false)
    const second = await nonces(true)
    expect(first.cache).toBe("miss")
    expect(second.cache).toBe("hit")
    for (const answer of [first, second]) {
      expect(answer.policy).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(answer.scripts).toEqual([answer.policy])
    }
    expect(second.policy).not.toBe(first.policy)
  })
})

describe("the Content-Security-Policy as the store's third parties change", () => {
  it("names the origins of the latest list and each answer's own nonce", () => {
    let origins: readonly string[] = ["https://chat.example.com"]
    const sources = { thirdPartyOrigins: () => origins }
    const scriptSrc = (policy: string) =>
      policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? ""
    const first = scriptSrc(contentSecurityPolicy(sources, "Zmlyc3Q="))
    expect(first).toContain("'nonce-Zmlyc3Q='")
    expect(first).toContain("https://chat.example.com")
    expect(scriptSrc(contentSecurityPolicy(sources, "c2Vjb25k"))).toContain("'nonce-c2Vjb25k'")
    // The store config's refresh hands out a new list.
    origins = ["https://reviews.example.com"]
    const refreshed = scriptSrc(contentSecurityPolicy(sources, "dGhpcmQ="))
    expect(refreshed).toContain("https://reviews.example.com")
    expect(refreshed).not.toContain("https://chat.example.com")
    expect(refreshed).toContain("'nonce-dGhpcmQ='")
    expect(refreshed).not.toContain("\0")
  })
})
