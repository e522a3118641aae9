import { expect, test } from "./fixtures.js"

test.describe("error page and CMS pages", () => {
  test("an unknown path shows 'Page not found', then searches for the path text", async ({
    page,
  }) => {
    await page.goto("/vintage/leica-m3.html")
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Back to Home page" })).toHaveAttribute("href", "/")
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=vintage(%20|\+)leica-m3$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search results for 'vintage leica-m3'",
    )
  })

  test("a CMS page resolves by URL", async ({ page }) => {
    await page.goto("/Faq")
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeVisible()
  })
})
