import { expect, test } from "./fixtures.js"

// Spec §4, §8: a chunk that fails to load reloads the page, guarded by 60 s so it never loops.

test.describe("chunk-load failure", () => {
  // The service worker would serve the chunk from its cache: this is a browser without one yet.
  test.use({ serviceWorkers: "block" })

  test("a page chunk that 404s reloads the page once, and not again within 60 s", async ({
    page,
  }) => {
    let chunkRequests = 0
    await page.route(/\/assets\/TrackOrderPage-[^/]+\.js$/, (route) => {
      chunkRequests += 1
      return route.fulfill({ status: 404, body: "gone" })
    })
    // Whether the page handled each failed chunk (by reloading: it prevents the event's default),
    // read once every listener has run.
    await page.addInitScript(() => {
      const handled: Array<boolean> = []
      Object.assign(window, { chunkFailuresHandled: handled })
      window.addEventListener("vite:preloadError", (event) => {
        queueMicrotask(() => handled.push(event.defaultPrevented))
      })
    })
    let loads = 0
    page.on("load", () => {
      loads += 1
    })
    await page.goto("/")
    expect(loads).toBe(1)
    // A client-side navigation to a page whose code is gone (a deployment replaced it).
    await page.evaluate(() => window.history.pushState(null, "", "/track-order"))
    await expect.poll(() => loads).toBe(2)
    await expect(page).toHaveURL(/\/track-order$/)
    // The reloaded page needs the chunk again and fails again: no second reload.
    await expect.poll(() => chunkRequests).toBeGreaterThanOrEqual(2)
    // The reloaded page's failures (the chunk, its styles) were all left unhandled: no reload.
    const handled = () =>
      page.evaluate(() => Reflect.get(window, "chunkFailuresHandled") as Array<boolean>)
    await expect.poll(async () => (await handled()).length).toBeGreaterThan(0)
    expect(await handled()).not.toContain(true)
    expect(loads).toBe(2)
    const stamp = await page.evaluate(() => sessionStorage.getItem("shutter-chunk-reload"))
    expect(Number(stamp)).toBeGreaterThan(Date.now() - 60_000)
  })
})

test("device info follows the window after a resize, and marks no person as a crawler", async ({
  page,
}) => {
  await page.goto("/")
  const root = page.locator("html")
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(root).toHaveAttribute("data-device", "desktop")
  await page.setViewportSize({ width: 400, height: 800 })
  await expect(root).toHaveAttribute("data-device", "mobile")
  await expect(root).not.toHaveAttribute("data-crawler", "true")
})
