import { seriousViolations } from "./axe.js"
import { expect, test } from "./fixtures.js"

// Spec §2 routes served from CMS pages (fixtures' content), and /Home as home.

const ROUTES: ReadonlyArray<readonly [string, string, string]> = [
  ["/Cms", "Store Information", "Holiday returns 2024"],
  ["/Page", "Help Topics", "Sell or trade in your gear"],
  ["/gtm-test", "Tag Manager Test", "tag manager"],
  ["/holiday-returns-2024", "Holiday Returns 2024", "January 31, 2025"],
]

test.describe("CMS routes", () => {
  for (const [path, title, text] of ROUTES) {
    test(`${path} shows the CMS page '${title}'`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible()
      await expect(page.locator(".cms-page")).toContainText(text)
      await expect(page).toHaveTitle(`${title} | Shutter`)
      // The page's own content (the layout around it has its own checks in a11y.spec.ts).
      expect(await seriousViolations(page, ".cms-page")).toEqual([])
    })
  }

  test("/Home is the home page", async ({ page }) => {
    await page.goto("/")
    const home = await page.locator("main h1, main h2").first().textContent()
    await page.goto("/Home")
    await expect(page).toHaveURL(/\/Home$/)
    await expect(page.locator("main h1, main h2").first()).toHaveText(home ?? "")
  })
})
