import { newShopper, openLoginModal, register } from "./accountHelpers.js"
import { shopAdmin } from "./adminBridge.js"
import { expect, test } from "./fixtures.js"

// Spec §2 navigation guards, named as data: the store's `cms_page_guards` setting puts guards on
// a CMS page (here the fixtures' /gtm-test, "Tag Manager Test"). is-authenticated sends a guest
// home; a guard nobody knows is the error page with 'Unknown middleware', answered with 500.

const PAGE = "/gtm-test"
const TITLE = "Tag Manager Test"
const CONTENT = "It has nothing to buy"

const setGuards = (value: string | null) =>
  shopAdmin({ op: "setStoreConfig", path: "cms_page_guards", value })

/**
 * The page's URL for one test: the web server keeps rendered pages for a minute, and hears of
 * a backend's setting change only through Redis (not used here), so each case asks a fresh URL.
 */
const pageUrl = (label: string, project: string) => `${PAGE}?guards=${label}-${project}`

test.describe("CMS page guards", () => {
  test.describe.configure({ mode: "serial" })

  test.afterAll(async () => {
    await setGuards(null)
  })

  test("a guard the shop does not know is the 500 'Unknown middleware' page", async ({
    page,
  }, testInfo) => {
    await setGuards(`members-deals:is-authenticated;gtm-test:checkout,members-only`)
    const response = await page.goto(pageUrl("unknown", testInfo.project.name))
    expect(response?.status()).toBe(500)
    const error = page.getByTestId("error-page")
    await expect(
      error.getByRole("heading", { name: "Content does not load properly" }),
    ).toBeVisible()
    await expect(error).toContainText("Unknown middleware")
    await expect(error.getByRole("link", { name: "Back to Home page" })).toBeVisible()
    await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0)
  })

  test("is-authenticated sends a guest home, and the page is not in the served HTML", async ({
    page,
    request,
  }, testInfo) => {
    await setGuards("gtm-test:is-authenticated")
    const url = pageUrl("guest", testInfo.project.name)
    const served = await request.get(url)
    expect(served.status()).toBe(200)
    expect(await served.text()).not.toContain(CONTENT)
    await page.goto(url)
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/)
    await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0)
  })

  test("is-authenticated shows the page to a signed-in customer", async ({ page }, testInfo) => {
    await setGuards("gtm-test:is-authenticated")
    await page.goto("/")
    await openLoginModal(page)
    await register(page, newShopper("guards"))
    await page.goto(pageUrl("customer", testInfo.project.name))
    await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible()
    await expect(page.locator(".cms-page")).toContainText(CONTENT)
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?`))
  })
})
