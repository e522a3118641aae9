import { seriousViolations } from "./axe.js"
import { expect, test } from "./fixtures.js"

const pages = [
  { name: "home", path: "/", ready: "Gear up for the golden hour" },
  { name: "listing", path: "/photography.html", ready: "Photography" },
  {
    name: "product",
    path: "/peak-design-everyday-messenger-13l.html",
    ready: "Peak Design Everyday Messenger 13L",
  },
  { name: "search", path: "/catalogsearch/result?term=lens", ready: "Search results for 'lens'" },
] as const

test.describe("accessibility (axe)", () => {
  for (const { name, path, ready } of pages) {
    // axe is the suite's slowest step: phones check home (their own bottom navigation and
    // header); the pages' content is the same DOM as on desktop.
    const tag = name === "home" ? ["@phone"] : []
    test(`${name} has no serious or critical violations`, { tag }, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible()
      // The WCAG 2.x A/AA rules (best-practice rules left out: they are slow and never "serious").
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
