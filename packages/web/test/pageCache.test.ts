import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { type PageCacheSettings, type RunningWebServer, startWebServer } from "../server/index.js"
import { createPageCache } from "../server/pageCache.js"
import { markInlinedStylesheets, pageTemplateOf } from "../server/shell.js"

/** What the stand-in render (below) reads and counts, shared through globalThis. */
interface StandIn {
  renders: string[]
  version: number
  failing: boolean
  gate: Promise<void> | undefined
}
const standIn = globalThis as unknown as { __shutterStandIn: StandIn }

// A stand-in for dist-ssr/entry-server.js: counts its renders, writes a version into the page
// (so a re-render is visible), can be held at a gate or made to fail like a backend that is down.
const ENTRY = `export const renderPage = async (request) => {
  const s = globalThis.__shutterStandIn
  s.renders.push(request.url)
  if (s.gate) await s.gate
  if (s.failing) throw new Error("backend unavailable")
  if (request.url === "/photography") return { kind: "redirect", status: 301, location: "/photography.html" }
  if (request.url === "/origin") return { kind: "page", status: 200, appHtml: "<p>" + request.origin + "</p>", stateJson: "{}", title: undefined, description: undefined }
  const status = request.url.startsWith("/nowhere") ? 404 : 200
  const cookies = JSON.stringify(request.cookies)
  return { kind: "page", status, appHtml: "<p>" + request.url + " v" + s.version + " " + cookies + "</p>", stateJson: "{}", title: undefined, description: undefined }
}`

let dir: string
let clock = 1_000_000
const logged: string[] = []
const servers: RunningWebServer[] = []

const start = async (pageCache: PageCacheSettings | false = {}): Promise<string> => {
  const web = await startWebServer({
    backendUrl: "http://127.0.0.1:9",
    distDir: dir,
    ssrEntry: join(dir, "entry.mjs"),
    log: (message) => logged.push(message),
    pageCache: pageCache === false ? false : { now: () => clock, ...pageCache },
  })
  servers.push(web)
  return web.url
}

const get = async (url: string, cookie?: string) => {
  const response = await fetch(url, {
    redirect: "manual",
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  })
  return {
    status: response.status,
    cache: response.headers.get("x-shutter-cache"),
    cacheControl: response.headers.get("cache-control"),
    age: response.headers.get("age"),
    location: response.headers.get("location"),
    html: await response.text(),
  }
}

/** Lets a background refresh finish (the stand-in answers within a few ticks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "shutter-page-cache-"))
  await writeFile(
    join(dir, "index.html"),
    '<html><head><title>Shutter</title></head><body><div id="root"></div></body></html>',
  )
  await writeFile(join(dir, "entry.mjs"), ENTRY)
})

afterEach(async () => {
  await Promise.all(servers.splice(0).map((web) => web.close()))
  standIn.__shutterStandIn = { renders: [], version: 1, failing: false, gate: undefined }
  logged.length = 0
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

standIn.__shutterStandIn = { renders: [], version: 1, failing: false, gate: undefined }
const state = () => standIn.__shutterStandIn

describe("full-page cache in the web server", () => {
  it("answers a second request from the cache, identical, without rendering again", async () => {
    const url = await start()
    const first = await get(`${url}/photography.html?sort=price-ASC`)
    const second = await get(`${url}/photography.html?sort=price-ASC`)
    expect(first.cache).toBe("miss")
    expect(second.cache).toBe("hit")
    expect(second.status).toBe(200)
    expect(second.html).toBe(first.html)
    expect(second.html).toContain("<p>/photography.html?sort=price-ASC v1")
    // The shop decides how fresh a page is, not the browser.
    expect(second.cacheControl).toBe("no-cache")
    expect(state().renders).toEqual(["/photography.html?sort=price-ASC"])
    // Another query is another page.
    expect((await get(`${url}/photography.html?sort=name-ASC`)).cache).toBe("miss")
  })

  it("after the TTL serves the old page once while re-rendering it, then the new one", async () => {
    const url = await start({ ttlSeconds: 60 })
    await get(`${url}/video.html`)
    clock += 59_000
    expect((await get(`${url}/video.html`)).cache).toBe("hit")
    state().version = 2
    clock += 2_000
    const stale = await get(`${url}/video.html`)
    expect(stale.cache).toBe("stale")
    expect(stale.html).toContain("v1")
    expect(stale.age).toBe("61")
    await settle()
    const fresh = await get(`${url}/video.html`)
    expect(fresh.cache).toBe("hit")
    expect(fresh.html).toContain("v2")
    expect(state().renders).toEqual(["/video.html", "/video.html"])
  })

  it("waits for a new render once a page is older than TTL + grace", async () => {
    const url = await start({ ttlSeconds: 60, graceSeconds: 300 })
    await get(`${url}/video.html`)
    state().version = 2
    clock += 361_000
    const answer = await get(`${url}/video.html`)
    expect(answer.cache).toBe("miss")
    expect(answer.html).toContain("v2")
  })

  it("keeps one page per store, currency and locale cookie, and ignores every other cookie", async () => {
    const url = await start()
    const us = await get(`${url}/audio.html`)
    const ca = await get(`${url}/audio.html`, "vsf-store=ca_en")
    expect(ca.cache).toBe("miss")
    expect(ca.html).toContain('{"vsf-store":"ca_en"}')
    expect(ca.html).not.toBe(us.html)
    const euro = await get(`${url}/audio.html`, "vsf-store=ca_en; vsf-currency=EUR")
    expect(euro.cache).toBe("miss")
    // A cart or session cookie never reaches the render, so it shares the guest's page.
    const withCart = await get(`${url}/audio.html`, "vsf-cart=abc123; vsf-store=ca_en; sid=9")
    expect(withCart.cache).toBe("hit")
    expect(withCart.html).toBe(ca.html)
    expect(withCart.html).not.toContain("abc123")
    expect(state().renders).toHaveLength(3)
  })

  it("renders once for concurrent misses of the same page", async () => {
    const url = await start()
    let open = () => {}
    state().gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const answers = Promise.all(Array.from({ length: 8 }, () => get(`${url}/lighting.html`)))
    await settle()
    open()
    const pages = await answers
    expect(state().renders).toEqual(["/lighting.html"])
    expect(new Set(pages.map((page) => page.html)).size).toBe(1)
    expect(pages.every((page) => page.cache === "miss" && page.status === 200)).toBe(true)
  })

  it("keeps serving the stale page while the backend fails, and never keeps the fallback", async () => {
    const url = await start({ ttlSeconds: 60, graceSeconds: 300 })
    const good = await get(`${url}/store`)
    state().failing = true
    clock += 61_000
    const stale = await get(`${url}/store`)
    expect(stale.cache).toBe("stale")
    expect(stale.html).toBe(good.html)
    await settle()
    // The refresh failed (logged); the page stays, also past the grace period.
    expect(logged).toEqual(["Server render failed for /store; serving the client-only shell"])
    clock += 3600_000
    const later = await get(`${url}/store`)
    expect(later.cache).toBe("stale")
    expect(later.html).toBe(good.html)
    // A page never rendered gets the client-only shell, which is not kept.
    const shell = await get(`${url}/services`)
    expect(shell.status).toBe(200)
    expect(shell.html).toContain('<div id="root"></div>')
    state().failing = false
    const rendered = await get(`${url}/services`)
    expect(rendered.cache).toBe("miss")
    expect(rendered.html).toContain("<p>/services v1")
  })

  it("keeps 404 pages and the routing's 301 redirects", async () => {
    const url = await start()
    const missing = [await get(`${url}/nowhere`), await get(`${url}/nowhere`)]
    expect(missing.map((page) => [page.status, page.cache])).toEqual([
      [404, "miss"],
      [404, "hit"],
    ])
    const moved = [await get(`${url}/photography`), await get(`${url}/photography`)]
    expect(moved.map((page) => [page.status, page.cache, page.location])).toEqual([
      [301, "miss", "/photography.html"],
      [301, "hit", "/photography.html"],
    ])
    expect(state().renders).toEqual(["/nowhere", "/photography"])
  })

  it("renders every navigation with a TTL of 0 (SHUTTER_PAGE_CACHE_TTL=0)", async () => {
    const url = await start({ ttlSeconds: 0 })
    const first = await get(`${url}/audio.html`)
    await get(`${url}/audio.html`)
    expect(first.cache).toBeNull()
    expect(state().renders).toEqual(["/audio.html", "/audio.html"])
  })
})

describe("page cache bounds", () => {
  const cacheOf = (maxEntries: number, maxBytes: number) =>
    createPageCache<string>({ ttlMs: 60_000, maxEntries, maxBytes, sizeOf: (v) => v.length })

  it("drops the least recently used page beyond its entries", async () => {
    const cache = cacheOf(2, 1000)
    await cache.lookup("a", async () => "A")
    await cache.lookup("b", async () => "B")
    expect((await cache.lookup("a", async () => "A2")).state).toBe("hit")
    await cache.lookup("c", async () => "C")
    expect(cache.size()).toEqual({ entries: 2, bytes: 2 })
    expect((await cache.lookup("a", async () => "A2")).state).toBe("hit")
    expect((await cache.lookup("b", async () => "B2")).value).toBe("B2")
  })

  it("drops pages beyond its bytes, and never keeps one larger than the bound", async () => {
    const cache = cacheOf(100, 10)
    await cache.lookup("a", async () => "aaaa")
    await cache.lookup("b", async () => "bbbb")
    await cache.lookup("c", async () => "cccc")
    expect(cache.size()).toEqual({ entries: 2, bytes: 8 })
    await cache.lookup("huge", async () => "x".repeat(11))
    expect(cache.size()).toEqual({ entries: 2, bytes: 8 })
  })
})

describe("server-rendered page template", () => {
  it("marks an inlined stylesheet with a disabled link, so a lazy page chunk does not load it again", async () => {
    const vite =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>'
    const inlined = await pageTemplateOf(vite, async () => "body{color:red}")
    expect(markInlinedStylesheets(vite, inlined)).toContain(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/index-3.css" disabled></head>',
    )
    // A stylesheet left as a link (unreadable) is not marked twice.
    const kept = await pageTemplateOf(vite, () => Promise.reject(new Error("gone")))
    expect(markInlinedStylesheets(vite, kept)).toBe(kept)
  })
})

describe("page cache keys and bounds", () => {
  it("leaves marketing parameters out: 600 ?utm_x=N visits are the home page, rendered once", async () => {
    const url = await start()
    expect((await get(`${url}/`)).cache).toBe("miss")
    for (let n = 0; n < 600; n++) {
      const visit = await get(`${url}/?utm_x=${n}&gclid=g${n}&fbclid=f${n}`)
      expect(visit.cache, `visit ${n}`).toBe("hit")
    }
    // The page is rendered for the URL without them; other parameters stay.
    expect((await get(`${url}/?utm_source=mail&page=2`)).cache).toBe("miss")
    expect(state().renders).toEqual(["/", "/?page=2"])
    expect((await get(`${url}/`)).cache).toBe("hit")
  }, 120_000)

  it("bounds the variants of one path: a flood of query strings on a listing evicts no other page", async () => {
    const url = await start({ maxEntries: 20, maxEntriesPerPath: 5 })
    await get(`${url}/`)
    await get(`${url}/lenses.html`)
    for (let n = 0; n < 60; n++) await get(`${url}/cameras.html?page=${n}`)
    expect((await get(`${url}/`)).cache).toBe("hit")
    expect((await get(`${url}/lenses.html`)).cache).toBe("hit")
    // The path keeps its 5 most recent variants.
    expect((await get(`${url}/cameras.html?page=59`)).cache).toBe("hit")
    expect((await get(`${url}/cameras.html?page=54`)).cache).toBe("miss")
  })

  it("bounds not-found pages together: a flood of unknown paths evicts no real page", async () => {
    const url = await start({ maxEntries: 20, maxEntriesPerPath: 5 })
    await get(`${url}/`)
    for (let n = 0; n < 60; n++) expect((await get(`${url}/nowhere-${n}`)).status).toBe(404)
    expect((await get(`${url}/`)).cache).toBe("hit")
  })

  it("renders on the Host the shopper used, never on a client's X-Forwarded-Host", async () => {
    const url = await start()
    const response = await fetch(`${url}/origin`, {
      headers: { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" },
    })
    expect(await response.text()).toContain(`<p>http://${new URL(url).host}</p>`)
  })

  it("believes X-Forwarded-Host/-Proto from a trusted proxy (the last value)", async () => {
    const web = await startWebServer({
      backendUrl: "http://127.0.0.1:9",
      distDir: dir,
      ssrEntry: join(dir, "entry.mjs"),
      log: (message) => logged.push(message),
      pageCache: false,
      trustedProxies: ["127.0.0.1"],
    })
    servers.push(web)
    const response = await fetch(`${web.url}/origin`, {
      headers: { "x-forwarded-host": "forged.example, shop.example", "x-forwarded-proto": "https" },
    })
    expect(await response.text()).toContain("<p>https://shop.example</p>")
  })
})

describe("createPageCache groups", () => {
  it("evicts within the group of the newcomer only", async () => {
    const cache = createPageCache<string>({
      ttlMs: 60_000,
      maxEntries: 100,
      maxEntriesPerGroup: 3,
      groupOf: (key) => key.split("?")[0] ?? "",
      sizeOf: () => 1,
    })
    await cache.lookup("/", async () => "home")
    for (let n = 0; n < 10; n++) await cache.lookup(`/list?p=${n}`, async () => `list ${n}`)
    expect(cache.size().entries).toBe(4)
    expect((await cache.lookup("/", async () => "again")).state).toBe("hit")
    expect((await cache.lookup("/list?p=9", async () => "again")).state).toBe("hit")
    expect((await cache.lookup("/list?p=0", async () => "again")).state).toBe("miss")
  })
})
