import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createQueryStore, StorefrontProvider, useQuery } from "@shutter/react"
import { stubStorefront } from "@shutter/sdk/testing"
import { lazy, Suspense } from "react"
import { prerender } from "react-dom/static"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningWebServer, startWebServer } from "../server/index.js"
import {
  escapeJsonForHtml,
  HYDRATION_AT_THE_LATEST_MS,
  hydrationScriptsAfterLoad,
  pageIntoShell,
  pageTemplateOf,
  priorityImagePreloads,
} from "../server/shell.js"

const later = <A,>(value: A, ms = 5): Promise<A> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms))

// A page shaped like the app's: layout data, then a route, then the page's own data, each
// asked for only once the previous one is known, page code behind React.lazy, and a read that
// fails (shown as such, never waited for again).
const Reviews = ({ sku }: { readonly sku: string }) => {
  const { error } = useQuery(`reviews:${sku}`, () => Promise.reject(new Error("down")))
  return <p>{error ? "Reviews do not load" : "Reviews"}</p>
}

const Product = lazy(async () => ({
  default: ({ sku }: { readonly sku: string }) => {
    const { data } = useQuery(`product:${sku}`, () => later({ name: "Messenger 10" }))
    const { data: stock } = useQuery(`stock:${sku}`, () => later("In stock", 15))
    return (
      <>
        <h1>{data?.name ?? "…"}</h1>
        <p>{stock ?? "…"}</p>
        <Reviews sku={sku} />
      </>
    )
  },
}))

const Page = ({ calls }: { readonly calls: string[] }) => {
  const { data: menu } = useQuery("menu", () => {
    calls.push("menu")
    return later(["Photography"])
  })
  const { data: route } = useQuery(menu ? "route:/messenger.html" : undefined, () => {
    calls.push("route")
    return later({ sku: "PEA-10" })
  })
  return (
    <main>
      <nav>{menu?.join(",")}</nav>
      <Suspense fallback={<p>pending</p>}>{route && <Product sku={route.sku} />}</Suspense>
    </main>
  )
}

const storefront = stubStorefront({})

describe("server render", () => {
  it("one prerender waits for every read: layout → route → page data, each fetched once", async () => {
    const queries = createQueryStore({ serverRender: true })
    const calls: string[] = []
    const { prelude } = await prerender(
      <StorefrontProvider storefront={storefront} queries={queries}>
        <Page calls={calls} />
      </StorefrontProvider>,
    )
    const html = await new Response(prelude).text()
    expect(html).toContain("<nav>Photography</nav>")
    expect(html).toContain("<h1>Messenger 10</h1><p>In stock</p><p>Reviews do not load</p>")
    expect(html).not.toContain("pending")
    expect(html).not.toContain("…")
    expect(calls).toEqual(["menu", "route"])
    expect(Object.keys(queries.dehydrate()).sort()).toEqual([
      "menu",
      "product:PEA-10",
      "reviews:PEA-10",
      "route:/messenger.html",
      "stock:PEA-10",
    ])
  })
})

describe("page into Vite's index.html", () => {
  const template =
    '<html><head><meta name="description" content="Default" /><title>Shutter</title></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>'

  it("puts the markup in #root, the state after it, title and description in the head", () => {
    const html = pageIntoShell(template, {
      kind: "page",
      status: 200,
      appHtml:
        '<link rel="preload" as="image" href="/media/logo.svg" fetchPriority="high"/><main>Hi</main>',
      stateJson: JSON.stringify({ queries: { "cmsPage:home": { html: "</script><b>&" } } }),
      title: 'Photography & "more"',
      description: "Cameras <b>new</b>",
    })
    expect(html).toContain('<div id="root"><main>Hi</main></div><span id="root-parsed" hidden>')
    // The first paint waits for the whole of #root: a half-parsed header is never painted.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/logo.svg" fetchPriority="high"/>' +
        '<link rel="expect" href="#root-parsed" blocking="render"/></head>',
    )
    expect(html).toContain('<title>Photography &amp; "more"</title>')
    expect(html).toContain('<meta name="description" content="Cameras &lt;b&gt;new&lt;/b&gt;" />')
    const state = /<script type="application\/json" id="shutter-state">(.*?)<\/script>/.exec(html)
    expect(state?.[1]).not.toContain("<")
    expect(JSON.parse(state?.[1] ?? "")).toEqual({
      queries: { "cmsPage:home": { html: "</script><b>&" } },
    })
  })

  it("prepares Vite's index.html for rendered pages: CSS inlined, hydration scripts added after the load", async () => {
    const vite =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body>'
    const page = await pageTemplateOf(vite, async (path) =>
      path === "/assets/index-3.css" ? "body{color:red}" : Promise.reject(new Error(path)),
    )
    expect(page).toMatch(
      /^<head><style>body\{color:red\}<\/style><\/head><body><div id="root"><\/div><script nonce="__SHUTTER_CSP_NONCE__">.*<\/script><\/body>$/,
    )
    expect(page).not.toContain('src="/assets/index-1.js"')
    expect(page).toContain('["/assets/index-1.js"],["/assets/react-2.js"]')
    // A stylesheet that cannot be read stays a link.
    expect(await pageTemplateOf(vite, () => Promise.reject(new Error("gone")))).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    )
  })

  it("adds the hydration scripts only once the page has loaded and a frame has run, or after 3 s", () => {
    const loader = /<script nonce="__SHUTTER_CSP_NONCE__">(.*)<\/script>/.exec(
      hydrationScriptsAfterLoad(
        '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body>',
      ),
    )?.[1]
    expect(loader).toBeDefined()
    const added: string[] = []
    const listeners = new Map<string, () => void>()
    const timers: Array<{ readonly ms: number; readonly run: () => void }> = []
    const frames: Array<() => void> = []
    const document = {
      hidden: false,
      readyState: "interactive",
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (e: Record<string, string>) => added.push(e.src ?? e.href ?? "") },
    }
    new Function(
      "document",
      "addEventListener",
      "setTimeout",
      "requestAnimationFrame",
      // A browser that reports no paint timing waits an animation frame.
      "PerformanceObserver",
      loader ?? "",
    )(
      document,
      (type: string, listener: () => void) => listeners.set(type, listener),
      (run: () => void, ms: number) => timers.push({ ms, run }),
      (frame: () => void) => frames.push(frame),
      undefined,
    )
    expect(added).toEqual([])
    expect(timers.map((t) => t.ms)).toEqual([HYDRATION_AT_THE_LATEST_MS])
    listeners.get("load")?.()
    expect(added).toEqual([])
    frames.shift()?.()
    expect(added).toEqual([])
    timers.at(-1)?.run()
    expect(added).toEqual(["/assets/index-1.js"])
    // The fallback timer finds it done: the script is added once.
    timers[0]?.run()
    expect(added).toEqual(["/assets/index-1.js"])
    expect(HYDRATION_AT_THE_LATEST_MS).toBe(3000)
  })

  /**
   * Runs the hydration loader on a loaded page whose priority images are `images`, in a 412×915
   * viewport that reports paints: what it has added so far, the observer, and its timers to run.
   */
  const loadedPageWith = (images: ReadonlyArray<FakeImage>) => {
    const loader = /<script nonce="__SHUTTER_CSP_NONCE__">(.*)<\/script>/.exec(
      hydrationScriptsAfterLoad(
        '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body>',
      ),
    )?.[1]
    const added: string[] = []
    const timers: Array<() => void> = []
    const document = {
      hidden: false,
      readyState: "complete",
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (e: Record<string, string>) => added.push(e.src ?? e.href ?? "") },
      querySelectorAll: (selector: string) =>
        selector === "img[fetchpriority=high]" ? images : [],
    }
    type Entry = { name?: string; entryType: string; element?: unknown; size?: number }
    const observers: Array<{ report: (entries: Entry[]) => void; types: string[] }> = []
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"]
      readonly types: string[] = []
      readonly report: (entries: Entry[]) => void
      constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
        this.report = (entries) => callback({ getEntries: () => entries })
        observers.push(this)
      }
      observe(options: { type: string }) {
        this.types.push(options.type)
      }
      disconnect() {
        this.types.length = 0
      }
    }
    new Function(
      "document",
      "addEventListener",
      "setTimeout",
      "requestAnimationFrame",
      "PerformanceObserver",
      "getComputedStyle",
      "innerWidth",
      "innerHeight",
      loader ?? "",
    )(
      document,
      () => undefined,
      (run: () => void) => timers.push(run),
      () => {
        throw new Error("no animation frame where paints are reported")
      },
      FakeObserver,
      (image: FakeImage) => ({ objectFit: image.objectFit ?? "fill" }),
      412,
      915,
    )
    const [observer] = observers
    if (observer === undefined) throw new Error("the loader observes no paints")
    // The first timer is the 3 s fallback.
    const runTimers = () => {
      for (const run of timers.splice(1)) run()
    }
    return { added, observer, runTimers }
  }

  interface FakeImage {
    readonly getBoundingClientRect: () => {
      left: number
      right: number
      top: number
      bottom: number
    }
    readonly naturalWidth?: number
    readonly naturalHeight?: number
    readonly objectFit?: string
  }
  const image = (top: number, height: number, more: Partial<FakeImage> = {}): FakeImage => ({
    getBoundingClientRect: () => ({ left: 0, right: 400, top, bottom: top + height }),
    ...more,
  })

  it("waits, after the load, until the first paint and the priority image in view are shown", () => {
    const logo = image(0, 40)
    const hero = image(100, 500)
    const below = image(2000, 900)
    const { added, observer, runTimers } = loadedPageWith([logo, hero, below])
    expect(observer.types).toEqual(["paint", "largest-contentful-paint"])
    // The first paint, then the logo as the largest so far: not yet.
    observer.report([{ name: "first-contentful-paint", entryType: "paint" }])
    observer.report([{ entryType: "largest-contentful-paint", element: logo, size: 16000 }])
    runTimers()
    expect(added).toEqual([])
    // The hero (the priority image in view; the one below the fold does not count) is shown.
    observer.report([{ entryType: "largest-contentful-paint", element: hero, size: 200000 }])
    expect(observer.types).toEqual([])
    runTimers()
    expect(added).toEqual(["/assets/index-1.js"])
  })

  it("a contained picture smaller than the text beside it: the text's paint is the last to wait for", () => {
    // A 400×220 box holding a 412×511 picture (contained: 177×220 painted, 39,000 px²), and a
    // description paragraph of 50,000 px² that paints as the largest: the image never gets an
    // entry of its own, so waiting for one would hold hydration until the 3 s fallback.
    const gallery = image(300, 220, { naturalWidth: 412, naturalHeight: 511, objectFit: "contain" })
    const { added, observer, runTimers } = loadedPageWith([gallery])
    observer.report([{ name: "first-contentful-paint", entryType: "paint" }])
    observer.report([{ entryType: "largest-contentful-paint", element: {}, size: 30000 }])
    runTimers()
    expect(added).toEqual([])
    observer.report([{ entryType: "largest-contentful-paint", element: {}, size: 50000 }])
    runTimers()
    expect(added).toEqual(["/assets/index-1.js"])
  })

  it("starts hydrating at the shopper's first tap, before the page is shown", () => {
    const loader = /<script nonce="__SHUTTER_CSP_NONCE__">(.*)<\/script>/.exec(
      hydrationScriptsAfterLoad(
        '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body>',
      ),
    )?.[1]
    const added: string[] = []
    const listeners = new Map<string, () => void>()
    const document = {
      hidden: false,
      readyState: "interactive",
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (e: Record<string, string>) => added.push(e.src ?? e.href ?? "") },
    }
    new Function("document", "addEventListener", "setTimeout", loader ?? "")(
      document,
      (type: string, listener: () => void) => listeners.set(type, listener),
      () => undefined,
    )
    expect([...listeners.keys()].sort()).toEqual(["keydown", "load", "pointerdown", "scroll"])
    listeners.get("pointerdown")?.()
    expect(added).toEqual(["/assets/index-1.js"])
  })

  it("preloads the LCP candidates (fetchpriority high) once each, at most two", () => {
    const html =
      '<img src="/logo.svg" fetchPriority="high"/><img src="/card-1.svg" loading="eager" fetchPriority="high"/>' +
      '<img src="/card-2.svg" loading="lazy"/><img src="/main.svg" fetchPriority="high"/>'
    expect(priorityImagePreloads(html, '<link rel="preload" as="image" href="/logo.svg"/>')).toBe(
      '<link rel="preload" as="image" href="/card-1.svg" fetchpriority="high"/>' +
        '<link rel="preload" as="image" href="/main.svg" fetchpriority="high"/>',
    )
  })

  it("preloads a priority picture's AVIF source, the file the picture shows, not its JPEG fallback", () => {
    const html =
      '<a><picture class="product-picture"><source type="image/avif" srcSet="/a.avif 1x, /a2.avif 2x"/></picture></a>' +
      '<picture><source type="image/avif" srcSet="/m-540.avif 540w, /m-1080.avif 1080w" sizes="(max-width: 700px) 100vw, 50vw"/>' +
      '<source type="image/webp" srcSet="/m-540.webp 540w"/>' +
      '<img src="/m-540.jpg" srcSet="/m-540.jpg 540w" fetchPriority="high"/></picture>'
    expect(priorityImagePreloads(html)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/m-540.avif 540w, /m-1080.avif 1080w"' +
        ' imagesizes="(max-width: 700px) 100vw, 50vw" fetchpriority="high"/>',
    )
  })

  it("escapes every < and the line separators JSON allows", () => {
    expect(escapeJsonForHtml('"<!--\u2028"')).toBe('"\\u003c!--\\u2028"')
  })
})

describe("web server with a server render", () => {
  let dir: string
  let web: RunningWebServer
  const logged: string[] = []

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shutter-ssr-"))
    await writeFile(
      join(dir, "index.html"),
      '<html><head><title>Shutter</title></head><body><div id="root"></div></body></html>',
    )
    await writeFile(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n")
    // A stand-in for dist-ssr/entry-server.js, answering by path.
    await writeFile(
      join(dir, "entry.mjs"),
      `export const renderPage = async (request) => {
        if (request.url === "/down") throw new Error("backend unavailable")
        if (request.url.startsWith("/photography?")) return { kind: "redirect", status: 301, location: "/photography.html" + request.url.slice(12) }
        const status = request.url === "/nowhere" ? 404 : 200
        return { kind: "page", status, appHtml: "<p>" + request.url + " " + request.origin + " " + (request.cookies["vsf-store"] ?? "-") + "</p>", stateJson: "{}", title: status === 404 ? "Page not found" : undefined, description: undefined }
      }`,
    )
    web = await startWebServer({
      backendUrl: "http://127.0.0.1:9",
      distDir: dir,
      ssrEntry: join(dir, "entry.mjs"),
      log: (message) => logged.push(message),
    })
  })

  afterAll(async () => {
    await web.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("renders a navigation with the request's origin and store cookie", async () => {
    const response = await fetch(`${web.url}/photography.html`, {
      headers: { cookie: "vsf-store=ca_en; other=1" },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    const html = await response.text()
    expect(html).toContain(`<div id="root"><p>/photography.html ${web.url} ca_en</p></div>`)
    expect(html).toContain('<script type="application/json" id="shutter-state">{}</script>')
  })

  it("answers 404 for a path that does not resolve, with the page", async () => {
    const response = await fetch(`${web.url}/nowhere`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain("<title>Page not found</title>")
    expect(html).toContain("<p>/nowhere")
  })

  it("answers the routing's redirects with 301", async () => {
    const response = await fetch(`${web.url}/photography?sort=price-ASC`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/photography.html?sort=price-ASC")
  })

  it("falls back to the client-only shell with 200 when rendering fails, and logs it", async () => {
    const response = await fetch(`${web.url}/down`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain("shutter-state")
    expect(logged).toEqual(["Server render failed for /down; serving the client-only shell"])
  })

  it("serves robots.txt with the sitemap's absolute URL, and index.html as the client-only shell", async () => {
    const robots = await fetch(`${web.url}/robots.txt`)
    const { host } = new URL(web.url)
    expect(await robots.text()).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: http://${host}/sitemap.xml\n`,
    )
    const shell = await fetch(`${web.url}/index.html`)
    expect(await shell.text()).toContain('<div id="root"></div>')
  })
})
