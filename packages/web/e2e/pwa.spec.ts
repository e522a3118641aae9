import { expect, test } from "./fixtures.js"

test.describe("service worker and manifest", () => {
  test.use({ serviceWorkers: "allow" })

  test("registers /sw.js at scope / and links a manifest with the theme colour", async ({
    page,
    request,
  }) => {
    await page.goto("/")
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.scope
    })
    expect(new URL(scope).pathname).toBe("/")
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href")
    const manifest = (await (await request.get(manifestHref ?? "")).json()) as {
      theme_color: string
      name: string
      icons: Array<{ type: string }>
    }
    expect(manifest.theme_color).toBe("#ff9e1a")
    expect(manifest.name).toBe("Shutter Camera & Photo")
    expect(manifest.icons.every((icon) => icon.type === "image/svg+xml")).toBe(true)
  })

  test("without service workers it says so", async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: "block" })
    const page = await context.newPage()
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing a read-only browser API for the test
      delete (Navigator.prototype as any).serviceWorker
    })
    const warning = page.waitForEvent("console", (m) =>
      m.text().includes("serviceWorker is not supported in current browser!"),
    )
    await page.goto(test.info().project.use.baseURL ?? "/")
    await warning
    await context.close()
  })
})
