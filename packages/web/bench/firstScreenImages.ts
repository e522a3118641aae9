// Image bytes of a phone's first screen: the bytes Chromium received for every image whose box
// intersects the first viewport of a Pixel 7 (412×915) once the page has loaded, and beside it
// every image byte the page fetched by then (a preload the page never shows counts there).
// Cold cache, no service worker.
import { type Browser, devices } from "@playwright/test"
import type { BenchRoute } from "./routes.js"

export interface FirstScreenImages {
  readonly route: BenchRoute
  /** The first screen's images: URL and bytes received. */
  readonly images: ReadonlyArray<{ readonly url: string; readonly bytes: number }>
  readonly firstScreenBytes: number
  /** Every image response before the page settled, shown or not. */
  readonly allImageBytes: number
}

export const PHONE = devices["Pixel 7"]

export const measureFirstScreenImages = async (
  browser: Browser,
  baseUrl: string,
  route: BenchRoute,
): Promise<FirstScreenImages> => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" })
  try {
    const page = await context.newPage()
    const received: Array<Promise<{ url: string; bytes: number }>> = []
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "image") return
      received.push(
        request.sizes().then((sizes) => ({
          url: request.url(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      )
    })
    await page.goto(baseUrl + route.path, { waitUntil: "networkidle", timeout: 60_000 })
    // The sources the first screen shows: <img> (its chosen candidate) and CSS backgrounds.
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const shown = await page.evaluate<string[]>(`(() => {
      const inView = (box) => box.width > 0 && box.height > 0 && box.bottom > 0 &&
        box.right > 0 && box.top < innerHeight && box.left < innerWidth
      const urls = new Set()
      for (const img of document.images)
        if (img.currentSrc && inView(img.getBoundingClientRect())) urls.add(img.currentSrc)
      for (const element of document.querySelectorAll("body *")) {
        const url = /url\\("?([^")]+)"?\\)/.exec(getComputedStyle(element).backgroundImage)?.[1]
        if (url && inView(element.getBoundingClientRect()))
          urls.add(new URL(url, document.baseURI).href)
      }
      return [...urls]
    })()`)
    const responses = await Promise.all(received)
    const images = responses.filter((r) => shown.includes(r.url))
    return {
      route,
      images,
      firstScreenBytes: images.reduce((sum, i) => sum + i.bytes, 0),
      allImageBytes: responses.reduce((sum, r) => sum + r.bytes, 0),
    }
  } finally {
    await context.close()
  }
}
