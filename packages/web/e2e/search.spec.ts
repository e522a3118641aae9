import { expect, test } from "./fixtures.js"

test.describe("search", () => {
  test("the header field shows results as you type; Escape closes; Enter lists them all", async ({
    page,
  }) => {
    await page.goto("/")
    const field = page.getByRole("searchbox", { name: "Search products" })
    await field.fill("lens")
    const overlay = page.getByRole("dialog", { name: "Search results" })
    await expect(overlay.getByRole("link").first()).toBeVisible()
    await expect(overlay.getByRole("link", { name: /See all \d+ results/ })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(overlay).toBeHidden()

    await field.fill("lens")
    await expect(overlay).toBeVisible()
    await overlay.getByRole("button", { name: "Close search" }).click()
    await expect(overlay).toBeHidden()

    await field.press("Enter")
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=lens$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for 'lens'")
    await expect(page.getByTestId("product-card").first()).toBeVisible()

    // The results come in relevance order, and the menu says so.
    const sortBy = page.getByLabel("Sort by")
    await expect(sortBy).toHaveValue("")
    await expect(sortBy.locator("option:checked")).toHaveText("Relevance")
    await sortBy.selectOption("price-DESC")
    await expect(page).toHaveURL(/term=lens/)
    await expect(page).toHaveURL(/sort=price-DESC/)
    await sortBy.selectOption({ label: "Relevance" })
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=lens$/)
  })

  test("a term typed before the page's code arrived still brings its suggestions", async ({
    page,
  }) => {
    // The page's entry script is held back, as on a slow phone, until the shopper has typed.
    const entry = /\/assets\/index-[^/]+\.js$/
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(entry, async (route) => {
      await held
      await route.continue()
    })
    try {
      const loaded = page.goto("/")
      const field = page.getByRole("searchbox", { name: "Search products" })
      await field.fill("lens")
      expect(await page.locator("html[data-hydrated]").count()).toBe(0)
      release()
      await loaded
      await expect(field).toHaveValue("lens")
      const overlay = page.getByRole("dialog", { name: "Search results" })
      await expect(overlay.getByRole("link", { name: /See all \d+ results/ })).toBeVisible({
        timeout: 15_000,
      })
    } finally {
      release()
      await page.unroute(entry)
    }
  })

  test("the overlay suggests the corrected term, categories and products as the shopper types", async ({
    page,
  }) => {
    await page.goto("/")
    const field = page.getByRole("searchbox", { name: "Search products" })
    const overlay = page.getByRole("dialog", { name: "Search results" })
    await field.pressSequentially("canonn", { delay: 40 })
    await expect(overlay.getByText("Showing results for canon")).toBeVisible()
    await expect(
      overlay.getByRole("region", { name: "Products" }).getByRole("link").first(),
    ).toBeVisible()

    await field.fill("camera bags")
    const categories = overlay.getByRole("region", { name: "Categories" })
    await expect(categories.getByRole("link").first()).toHaveText(/^Camera Bags \(\d+\)$/)
    await expect(overlay.getByText("Showing results for")).toBeHidden()
    await categories.getByRole("link").first().click()
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=camera%20bags&category_uid=/)
    await expect(page.getByTestId("product-card").first()).toBeVisible()
  })

  test("a corrected search says what it shows and offers the term as typed", async ({ page }) => {
    await page.goto("/")
    const field = page.getByRole("searchbox", { name: "Search products" })
    await field.fill("tripd")
    await field.press("Enter")
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=tripd$/)
    await expect(page.getByText("Showing results for “tripod”")).toBeVisible()
    await expect(page.getByTestId("product-card").first()).toContainText(/tripod/i)
    await page.getByRole("link", { name: "Search instead for “tripd”" }).click()
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=%22tripd%22$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "tripd"')
    await expect(page.getByText("Showing results for")).toBeHidden()
  })

  test("a Magento search link (/catalogsearch/result/?q=…) lists that term and keeps it when sorting", async ({
    page,
  }) => {
    await page.goto("/catalogsearch/result/?q=tripod")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for 'tripod'")
    await expect(page.getByTestId("product-card").first()).toContainText(/tripod/i)
    await page.getByLabel("Sort by").selectOption("price-DESC")
    await expect(page).toHaveURL(/term=tripod/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for 'tripod'")
  })
})
