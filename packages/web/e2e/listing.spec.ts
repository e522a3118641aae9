import type { Page } from "@playwright/test"
import { graphqlCall } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"
import { graphqlOperationOf } from "./graphqlOperation.js"
import { layoutShifts } from "./layoutShift.js"

/** Counts the `products` GraphQL requests the page makes. */
const countProductRequests = (page: Page) => {
  const seen: Array<string> = []
  page.on("request", (request) => {
    const operation = graphqlOperationOf(request)
    if (operation !== undefined) seen.push(operation)
  })
  return () => seen.filter((name) => name === "productList").length
}

test.describe("category listing", () => {
  test("a landing route resolves to its category: breadcrumbs, meta, list view by default", async ({
    page,
  }) => {
    await page.goto("/photography")
    await expect(page).toHaveURL(/\/photography\.html$/)
    await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible()
    await expect(page).toHaveTitle(/Photography/)
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    await expect(page.getByTestId("products")).toHaveAttribute("data-mode", "list")
    await expect(page.getByTestId("product-card")).toHaveCount(12)
    await expect(page.getByText("217 items")).toBeVisible()
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy()
    expect(await layoutShifts(page)).toEqual([])
  })

  test("sort, items per page, view mode and paging live in the URL, one request per change", async ({
    page,
  }) => {
    const productRequests = countProductRequests(page)
    await page.goto("/photography.html?page=2")
    await expect(page.getByTestId("product-card")).toHaveCount(12)
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    // Rendered on the server: the first page's products came with the HTML.
    expect(productRequests()).toBe(0)

    await page.getByLabel("Sort by").selectOption("price-ASC")
    await expect(page).toHaveURL(/sort=price-ASC/)
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByTestId("products")).not.toHaveClass(/stale/)
    await expect.poll(productRequests).toBe(1)

    await page.getByLabel("Show").selectOption("24")
    await expect(page).toHaveURL(/itemsPerPage=24/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page.getByTestId("product-card")).toHaveCount(24)
    await expect.poll(productRequests).toBe(2)

    await page.getByRole("link", { name: "Grid" }).click()
    await expect(page).toHaveURL(/mode=grid/)
    await expect(page.getByTestId("products")).toHaveAttribute("data-mode", "grid")
    // The view mode is not listing state: no new request.
    expect(productRequests()).toBe(2)
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next" })
      .click()
    // A catalogue navigation keeps the current page (and URL) until the next page's data is
    // here: on a busy machine that can take longer than an assertion's default 5 s.
    await expect(page).toHaveURL(/page=2/, { timeout: 15_000 })
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    await expect.poll(productRequests).toBe(3)
  })

  test("the category filter lists the category's own children, each once", {
    tag: "@phone",
  }, async ({ page, request, isMobile }) => {
    const data = await graphqlCall<{
      categoryList: Array<{ children: Array<{ name: string; product_count: number }> }>
    }>(
      request,
      `{ categoryList(filters: { url_key: { eq: "photography" } }) { children { name product_count } } }`,
    )
    const children = (data.categoryList[0]?.children ?? [])
      .filter((c) => c.product_count > 0)
      .map((c) => c.name)
    expect(children.length).toBeGreaterThan(1)
    await page.goto("/photography.html")
    if (isMobile) await page.getByRole("button", { name: "Filters" }).click()
    const options = page
      .getByRole("complementary", { name: "Filters" })
      .locator(
        '[data-filter="category_uid"] .filter__option span:not(.filter__box, .filter__count)',
      )
    await expect(options.first()).toBeVisible()
    const labels = (await options.allTextContents()).map((l) => l.trim())
    expect(new Set(labels).size).toBe(labels.length)
    expect([...labels].sort()).toEqual([...children].sort())
  })

  test("filters from the aggregations become removable chips", { tag: "@phone" }, async ({
    page,
    isMobile,
  }) => {
    await page.goto("/photography.html")
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    if (isMobile) {
      // Below lg the filters are a drawer that the Filters button toggles.
      await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden()
      await page.getByRole("button", { name: "Filters" }).click()
    }
    const filters = page.getByRole("complementary", { name: "Filters" })
    await expect(filters).toBeVisible()
    await filters.locator('[data-filter="category_uid"]').getByRole("checkbox").first().click()
    await expect(page).toHaveURL(/category_uid=/)
    if (isMobile) await filters.getByRole("button", { name: /^Show \d+ results?$/ }).click()
    const chips = page.getByRole("list", { name: "Active filters" })
    await expect(chips.getByRole("link")).toHaveCount(1)
    await expect(page.getByText(/^\d+ items?$/)).not.toHaveText("217 items")
    await chips.getByRole("link").first().click()
    await expect(page).not.toHaveURL(/category_uid=/)
    await expect(page.getByText("217 items")).toBeVisible()
  })

  test("the price filter reads as money; a bucket is a removable chip", { tag: "@phone" }, async ({
    page,
    isMobile,
  }) => {
    await page.goto("/photography.html")
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    if (isMobile) await page.getByRole("button", { name: "Filters" }).click()
    const prices = page
      .getByRole("complementary", { name: "Filters" })
      .locator('[data-filter="price"]')
    await expect(prices.getByRole("radio").first()).toHaveText(/^Under \$40\s*\d+$/)
    await expect(prices.getByRole("radio").last()).toHaveText(/^\$5,000 – \$10,000\s*\d+$/)
    await prices.getByRole("radio", { name: /^\$50 – \$100/ }).click()
    await expect(page).toHaveURL(/price=50_100/)
    const chips = page.getByRole("list", { name: "Active filters" })
    await expect(chips.getByRole("link", { name: "Remove filter Price: $50 – $100" })).toBeVisible()
  })

  test("the colour filter shows round swatches named by their colour, with counts", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    await page.goto("/photography.html")
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    if (isMobile) await page.getByRole("button", { name: "Filters" }).click()
    const colours = page
      .getByRole("complementary", { name: "Filters" })
      .locator('[data-filter="color"]')
    const black = colours.getByRole("checkbox", { name: "Black", exact: true })
    await expect(black).toBeVisible()
    expect(await colours.getByRole("checkbox").count()).toBeGreaterThan(1)
    // The fixtures' black (#1c1c1e), round, and the number of products beside it.
    const swatch = black.locator(".swatch")
    await expect(swatch).toHaveCSS("background-color", "rgb(28, 28, 30)")
    await expect(swatch).toHaveCSS("border-radius", "50%")
    const count = Number(await black.locator(".filter__count").textContent())
    expect(count).toBeGreaterThan(0)
    await black.click()
    await expect(page).toHaveURL(/[?&]color=/)
    await expect(page.getByText(/^\d+ items?$/)).toHaveText(
      `${count} ${count === 1 ? "item" : "items"}`,
    )
    await expect(colours.getByRole("checkbox", { name: "Black", exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    )
  })

  test("on a phone the filter drawer's title bar stands clear of the first filter and stays in view", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "from lg the filters are a column beside the results")
    await page.goto("/photography.html")
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    await page.getByRole("button", { name: "Filters" }).click()
    const filters = page.getByRole("complementary", { name: "Filters" })
    const title = filters.getByRole("heading", { name: "Filter by" })
    const close = filters.getByRole("button", { name: "Close filters" })
    await expect(title).toBeVisible()
    const bottom = async () =>
      Math.max(
        ...(await Promise.all([title.boundingBox(), close.boundingBox()])).map(
          (box) => (box?.y ?? 0) + (box?.height ?? 0),
        ),
      )
    // The first group's name ("Price") starts a clear gap below the title bar.
    const price = filters.locator('[data-filter="price"]').getByText("Price", { exact: true })
    const priceTop = (await price.boundingBox())?.y ?? 0
    expect(priceTop - (await bottom())).toBeGreaterThanOrEqual(16)
    // Scrolled to its last filter, the drawer still shows its title and its close button.
    await filters.evaluate((drawer) => drawer.scrollTo(0, drawer.scrollHeight))
    await expect(title).toBeInViewport()
    await expect(close).toBeInViewport()
    await close.click()
    await expect(filters).toBeHidden()
  })

  test("on a phone the filter drawer stays open for several choices, then shows their results", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "from lg the filters are a column beside the results")
    await page.goto("/photography.html")
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    await page.getByRole("button", { name: "Filters" }).click()
    const filters = page.getByRole("complementary", { name: "Filters" })
    const listed = () =>
      page.waitForResponse((r) => graphqlOperationOf(r.request()) === "productList")
    // Each choice waits for its listing: the next choice is one of the category's own prices.
    const categoryListed = listed()
    await filters.locator('[data-filter="category_uid"]').getByRole("checkbox").first().click()
    await categoryListed
    await expect(page).toHaveURL(/category_uid=/)
    await expect(page.getByTestId("products")).not.toHaveClass(/stale/)
    await expect(filters).toBeVisible()
    const priceListed = listed()
    await filters.locator('[data-filter="price"]').getByRole("radio").first().click()
    await priceListed
    await expect(page).toHaveURL(/price=/)
    await expect(filters).toBeVisible()
    // The footer names the count of the current choice, the same as the toolbar's.
    const count = page.getByText(/^\d+ items?$/)
    await expect(page.getByTestId("products")).not.toHaveClass(/stale/)
    const items = Number((await count.textContent())?.split(" ")[0])
    const show = filters.getByRole("button", {
      name: `Show ${items} ${items === 1 ? "result" : "results"}`,
    })
    await expect(show).toBeVisible()
    await show.click()
    await expect(filters).toBeHidden()
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveCount(
      2,
    )
  })
})
