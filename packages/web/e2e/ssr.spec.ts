import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.js"
import { graphqlOperationOf } from "./graphqlOperation.js"

// Server rendering: the first paint needs no JavaScript, the browser hydrates the
// same markup from the server's query store, and the first page's data is not fetched again.

const PRODUCT = "/peak-design-everyday-messenger-13l.html"

test.describe("server-rendered HTML, JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false })

  test("home shows the CMS hero, the logo and the store's title", async ({ page }) => {
    const response = await page.goto("/")
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { name: "Gear up for the golden hour" })).toBeVisible()
    await expect(page.getByTestId("store-name")).toHaveText("Shutter Camera & Photo")
    await expect(page.locator("img.site-header__logo")).toHaveAttribute("src", /\/media\/logo\//)
    await expect(page).toHaveTitle(/Shutter/)
  })

  test("a category shows its title, meta and product cards, the first image a priority", async ({
    page,
  }) => {
    await page.goto("/photography.html")
    await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible()
    await expect(page).toHaveTitle(/Photography/)
    const cards = page.getByTestId("product-card")
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeGreaterThan(1)
    const first = cards.first().locator("img")
    await expect(first).toHaveAttribute("fetchpriority", "high")
    await expect(first).not.toHaveAttribute("loading", "lazy")
    await expect(cards.nth(1).locator("img")).toHaveAttribute("loading", "lazy")
  })

  test("a product page shows its name, price and gallery image", async ({ page }) => {
    await page.goto(PRODUCT)
    const product = page.getByTestId("product-page")
    await expect(product.getByRole("heading", { level: 1 })).toHaveText(
      "Peak Design Everyday Messenger 13L",
    )
    await expect(page).toHaveTitle(/Peak Design Everyday Messenger 13L/)
    const price = product.getByTestId("buy-box").getByTestId("price")
    await expect(price).toContainText("$219.99")
    const main = product.getByTestId("gallery-main")
    await expect(main).toHaveAttribute("fetchpriority", "high")
    await expect(main).not.toHaveAttribute("loading", "lazy")
  })

  test("a landing route answers 301 to its category, keeping the query", async ({ request }) => {
    const response = await request.get("/photography?sort=price-ASC", { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe("/photography.html?sort=price-ASC")
  })

  test("a path that does not resolve answers 404 and still says 'Page not found'", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-lens-anywhere")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
    await expect(page).toHaveTitle("Page not found")
  })

  test("the state script cannot be closed by the data it carries", async ({ request }) => {
    const html = await (await request.get("/photography.html")).text()
    const state = /<script type="application\/json" id="shutter-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1]
    expect(state).toBeDefined()
    // The CMS and product HTML inside is escaped: no "<" at all in the script's text.
    expect(state).not.toContain("<")
    expect(JSON.parse(state ?? "")).toHaveProperty("queries")
  })
})

/** Console errors and GraphQL POSTs (by operation) from the start of a load. */
const watch = (page: Page) => {
  const errors: string[] = []
  const operations: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("request", (request) => {
    const operation = graphqlOperationOf(request)
    if (operation !== undefined) operations.push(operation)
  })
  return { errors, operations }
}

// A first load without a cart cookie makes no GraphQL request: the ticker's CMS block comes in
// the server's state too (the ticker itself still renders only in the browser, spec §2).

test.describe("hydration, JavaScript enabled", () => {
  for (const [name, path, ready] of [
    ["home", "/", "Gear up for the golden hour"],
    ["category", "/photography.html", "Photography"],
    ["product", PRODUCT, "Peak Design Everyday Messenger 13L"],
  ] as const) {
    test(`${name}: hydrates without mismatch and refetches none of the page's data`, async ({
      page,
    }) => {
      const { errors, operations } = watch(page)
      await page.goto(path)
      await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible()
      await page.waitForLoadState("networkidle")
      // Hydrated: React answers a click (the login dialog opens).
      await page.getByRole("button", { name: "Account & Orders" }).first().click()
      await expect(page.getByRole("dialog")).toBeVisible()
      expect(errors).toEqual([])
      expect(operations).toEqual([])
    })
  }

  test("a client-side navigation after hydration still fetches its own data", async ({ page }) => {
    const { errors, operations } = watch(page)
    await page.goto("/photography.html")
    await page.waitForLoadState("networkidle")
    await page.getByTestId("product-card").first().getByRole("link").last().click()
    await expect(page.getByTestId("product-page")).toBeVisible()
    expect(operations).toContain("route")
    expect(errors).toEqual([])
  })
})
