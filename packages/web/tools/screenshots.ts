// The README's screenshots (docs/screenshots/): the fixture catalogue on a fresh shop (the real
// backend on a throwaway database and the built web app), desktop at 1366 × 900 and a Pixel 7.
// Run after `npm run build`: `npm run screenshots -w @shutter/web`.
import { fileURLToPath } from "node:url"
import { type BrowserContext, chromium, devices, type Page } from "@playwright/test"
import { startTestServer } from "@shutter/server/testing"
import { startWebServer } from "../server/index.js"

const outDir = fileURLToPath(new URL("../../../docs/screenshots/", import.meta.url))
const CATEGORY = "/photography.html"
/** A camera body that goes straight into the cart (no options to choose). */
const PRODUCT = "/sony-alpha-7c-ii.html"

const backend = await startTestServer()
const web = await startWebServer({ backendUrl: backend.url, port: 0 })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
})

const hydrated = (page: Page) =>
  page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 })

/** Scrolls through the page so lazy images load, then back to the top. */
const settle = async (page: Page) => {
  await hydrated(page)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState("networkidle")
}

const shoot = async (context: BrowserContext, viewport: "desktop" | "phone") => {
  const page = await context.newPage()
  const save = (name: string) => page.screenshot({ path: `${outDir}${name}-${viewport}.png` })
  await page.goto(web.url)
  await settle(page)
  await save("home")
  await page.goto(`${web.url}${CATEGORY}`)
  await settle(page)
  await save("category")
  await page.goto(`${web.url}${PRODUCT}`)
  await settle(page)
  await save("product")
  const added = page.waitForResponse(
    (response) => response.url().includes("/graphql") && response.request().method() === "POST",
  )
  await page.getByRole("button", { name: "Add to cart", exact: true }).first().click()
  await added
  await page.goto(`${web.url}/cart`)
  await settle(page)
  await save("cart")
  await page.goto(`${web.url}/checkout`)
  await settle(page)
  await save("checkout")
  await page.close()
}

try {
  for (const [viewport, options] of [
    ["desktop", { viewport: { width: 1366, height: 900 } }],
    ["phone", devices["Pixel 7"]],
  ] as const) {
    const context = await browser.newContext(options)
    await shoot(context, viewport)
    await context.close()
  }
  console.log(`screenshots written to ${outDir}`)
} finally {
  await browser.close()
  await web.close()
  await backend.close()
}
