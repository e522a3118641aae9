import type { Locator, Page } from "@playwright/test"
import { hydrated, SIMPLE } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

// Server-rendered parts whose code is not on the first load (layout/deferredPart.tsx): the footer
// and a product page's details hydrate when they scroll into view, the mega menu and the header's
// store switcher when the shopper reaches for them. A click that lands before a part has hydrated
// is replayed once it has, so it does what it would have done.

const isHydrated = (element: Locator): Promise<boolean> =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))

/** Marks the document: the mark survives a client-side navigation, not a full page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute("data-same-document", "yes"))
const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute("data-same-document"))

test("the footer hydrates once it scrolls into view; its links then stay in the app", async ({
  page,
}) => {
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  const link = page.locator("footer").getByRole("link", { name: "Store Location" })
  expect(await isHydrated(link)).toBe(false)
  await link.scrollIntoViewIfNeeded()
  await hydrated(link)
  await markDocument(page)
  await link.click()
  await expect(page).toHaveURL(/\/store$/)
  expect(await sameDocument(page)).toBe("yes")
})

test("a click on the footer before its code has arrived is replayed after it hydrates", async ({
  page,
}) => {
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  await markDocument(page)
  // A click with no scroll or pointer first (a script's or an assistive technology's click).
  await page
    .locator("footer")
    .getByRole("link", { name: "Store Location" })
    .evaluate((el: HTMLElement) => el.click())
  await expect(page).toHaveURL(/\/store$/)
  expect(await sameDocument(page)).toBe("yes")
})

test("a product's details hydrate when scrolled to; a tab clicked before that opens", async ({
  page,
}) => {
  await page.goto(SIMPLE)
  await page.waitForLoadState("networkidle")
  const specs = page.getByRole("tab", { name: "Specs & dimensions" })
  await expect(specs).toHaveAttribute("aria-selected", "false")
  await specs.evaluate((el: HTMLElement) => el.click())
  await expect(specs).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel", { name: "Specs & dimensions" })).toBeVisible()
  expect(await isHydrated(specs)).toBe(true)
})

test("the mega menu hydrates when reached for, and a click on it stays in the app", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the mega menu is the desktop's; phones use the menu drawer")
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  const menu = page.getByRole("navigation", { name: "Categories" })
  const first = menu.getByRole("link").first()
  expect(await isHydrated(first)).toBe(false)
  await markDocument(page)
  const href = await first.getAttribute("href")
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.?]/g, "\\$&")}$`))
  expect(await sameDocument(page)).toBe("yes")
})
