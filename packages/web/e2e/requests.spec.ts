import type { Page, Request } from "@playwright/test"
import { addToCart, checkoutAsGuest, SIMPLE } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"
import { graphqlOperationOf } from "./graphqlOperation.js"
import { addECard, checkoutVirtualAsGuest } from "./virtualCheckoutHelpers.js"

// GraphQL requests per navigation. After a URL's `route`, a listing makes ONE request
// (products, aggregations, paging; the category's own fields came with the route) and a product
// page ONE (details with the first reviews); what is below the fold loads as it comes near.

/** The layout's queries: sent once per visit (whenever the layout first needs them). */
const LAYOUT_OPERATIONS = new Set(["storeConfig", "getMegaMenuByGroupTitle", "cmsBlocks"])

/**
 * Records /graphql requests (GET or POST) by operation name. `take()` returns the page's
 * operations since its last call (layout ones apart); `layoutRepeats()` lists layout operations
 * sent more than once.
 */
const recordGraphql = (page: Page) => {
  let seen: Array<string> = []
  const layout: Array<string> = []
  let inFlight = 0
  let lastActivity = Date.now()
  const isGraphql = (request: Request) => graphqlOperationOf(request) !== undefined
  page.on("request", (request) => {
    const name = graphqlOperationOf(request)
    if (name === undefined) return
    if (LAYOUT_OPERATIONS.has(name)) layout.push(name)
    else seen.push(name)
    inFlight += 1
    lastActivity = Date.now()
  })
  const done = (request: Request) => {
    if (!isGraphql(request)) return
    inFlight -= 1
    lastActivity = Date.now()
  }
  page.on("requestfinished", done)
  page.on("requestfailed", done)
  return {
    /**
     * Waits until at least `atLeast` requests were sent and none has been in flight for 700 ms
     * (counted from this call at the earliest: a scroll's request starts a frame or two later),
     * then hands over what was sent. An action that must send a request passes how many: on a
     * busy machine its request may start later than the 700 ms.
     */
    take: async (atLeast = 0): Promise<ReadonlyArray<string>> => {
      const calledAt = Date.now()
      const quiet = () => Date.now() - Math.max(lastActivity, calledAt) > 700
      // On a timeout the last state polled says what was missing.
      const state = () =>
        seen.length >= atLeast && inFlight === 0 && quiet()
          ? "settled"
          : `sent [${seen.join(", ")}], ${inFlight} in flight`
      await expect.poll(state, { timeout: 20_000 }).toBe("settled")
      const taken = seen
      seen = []
      return taken
    },
    layoutRepeats: () => layout.filter((name, index) => layout.indexOf(name) !== index),
  }
}

const openListing = async (page: Page, path: string) => {
  const graphql = recordGraphql(page)
  await page.goto(path)
  await expect(page.getByTestId("product-card").first()).toBeVisible()
  await graphql.take()
  return graphql
}

test.describe("GraphQL requests per navigation", () => {
  test("a filter change and a sort change on a listing: one request each", async ({ page }) => {
    const graphql = await openListing(page, "/photography.html")
    const filters = page.getByRole("complementary", { name: "Filters" })
    if (!(await filters.isVisible())) await page.getByRole("button", { name: "Filters" }).click()
    await filters.locator('[data-filter="category_uid"]').getByRole("checkbox").first().click()
    await expect(page).toHaveURL(/category_uid=/)
    await expect(page.getByTestId("products")).not.toHaveClass(/stale/)
    expect(await graphql.take(1)).toEqual(["productList"])
    // The category's own fields are still on screen: they were not asked for again.
    await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible()
    await expect(page).toHaveTitle(/Photography/)

    await page.getByLabel("Sort by").selectOption("price-ASC")
    await expect(page).toHaveURL(/sort=price-ASC/)
    await expect(page.getByTestId("products")).not.toHaveClass(/stale/)
    expect(await graphql.take(1)).toEqual(["productList"])
    expect(graphql.layoutRepeats()).toEqual([])
  })

  test("listing → product: route + one request; carousels and review form load when needed", async ({
    page,
  }) => {
    const graphql = await openListing(page, "/photography.html")
    await page.locator(".product-card__name a").first().click()
    const product = page.getByTestId("product-page")
    await expect(product.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await graphql.take(2)).toEqual(["route", "productDetails"])

    await page.getByTestId("linked-products").scrollIntoViewIfNeeded()
    expect(await graphql.take(1)).toEqual(["linkedProducts"])

    // The reviews came with the details: their tab asks for nothing.
    await page.getByRole("tab", { name: /^Reviews/ }).click()
    await expect(page.getByTestId("reviews-summary")).toBeVisible()
    expect(await graphql.take()).toEqual([])

    await page.getByRole("button", { name: "Write a review" }).click()
    const form = page.getByRole("form", { name: "Write a review" })
    await expect(form.getByRole("group", { name: "Rating" })).toBeVisible()
    expect(await graphql.take(1)).toEqual(["productReviewRatingsMetadata"])
    expect(graphql.layoutRepeats()).toEqual([])
  })

  test("product → its category (breadcrumb): route + one listing request, with its breadcrumbs", async ({
    page,
  }) => {
    const graphql = recordGraphql(page)
    await page.goto("/peak-design-everyday-messenger-13l.html")
    await expect(page.getByTestId("product-page")).toBeVisible()
    await graphql.take()

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    const parent = crumbs.getByRole("link").last()
    const name = (await parent.textContent()) ?? ""
    await parent.click()
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toBeVisible()
    expect(await graphql.take(2)).toEqual(["route", "productList"])
    expect(graphql.layoutRepeats()).toEqual([])
  })

  test("search results: one request per sort change", async ({ page }) => {
    const graphql = await openListing(page, "/catalogsearch/result?term=lens")
    await page.getByLabel("Sort by").selectOption("price-DESC")
    await expect(page).toHaveURL(/sort=price-DESC/)
    await expect(page.getByTestId("products")).not.toHaveClass(/stale/)
    expect(await graphql.take(1)).toEqual(["productList"])
    expect(graphql.layoutRepeats()).toEqual([])
  })
})

/** The most requests a guest checkout (add to cart, then checkout to thank-you) may take. */
const MAX_CHECKOUT_REQUESTS = 10

/**
 * The product page's own reads: its carousels load when they come near the viewport, which can
 * be while the shopper fills in a gift card's form. They are the page's, not the checkout's.
 */
const PRODUCT_PAGE_READS = new Set(["linkedProducts"])

/** The page's requests, then the request count printed and checked against the limit. */
const checkoutRequests = async (
  graphql: ReturnType<typeof recordGraphql>,
  label: string,
): Promise<ReadonlyArray<string>> => {
  const operations = (await graphql.take()).filter((name) => !PRODUCT_PAGE_READS.has(name))
  console.info(`[requests] ${label}: ${operations.length} (${operations.join(", ")})`)
  expect(operations.length, operations.join(", ")).toBeLessThanOrEqual(MAX_CHECKOUT_REQUESTS)
  expect(graphql.layoutRepeats()).toEqual([])
  return operations
}

test.describe("GraphQL requests of a guest checkout, add to cart to thank-you page", () => {
  test("a product that ships", async ({ page }, testInfo) => {
    const graphql = recordGraphql(page)
    await page.goto(SIMPLE)
    await graphql.take()
    await addToCart(page)
    await checkoutAsGuest(page)
    const operations = await checkoutRequests(graphql, `physical, ${testInfo.project.name}`)
    // In the order of the steps; requests that start together (the checkout page's country
    // list and the shipping step's cart read) may arrive either way round.
    expect([...operations].sort()).toEqual(
      [
        "createEmptyCart", // a new cart is not read back: the add returns it
        "addProductsToCart",
        "warrantyConfig", // the sidebar's protection plans
        "countries",
        "cart", // spec §4: the shipping step fetches a cart without a shipping address
        "setGuestEmailAndShippingAddressOnCart",
        "setShippingMethodsOnCart", // the cheapest method, preselected
        "setBillingAddressAndShippingMethodOnCart", // spec §4: billing re-applies the method
        "setPaymentMethodOnCart",
        "placeOrder", // no new cart until one is needed
      ].sort(),
    )
  })

  test("a gift e-card (nothing ships)", async ({ page }, testInfo) => {
    const graphql = recordGraphql(page)
    await page.goto("/shutter-digital-gift-card.html")
    const card = { amount: "$50.00", recipientName: "Ben", recipientEmail: "ben@example.com" }
    // The picker's own read (it loads as it comes near) belongs to the product page.
    await addECard(page, card, () => graphql.take())
    await checkoutVirtualAsGuest(page)
    const operations = await checkoutRequests(graphql, `virtual, ${testInfo.project.name}`)
    expect([...operations].sort()).toEqual(
      [
        "createEmptyCart",
        "addProductsToCart",
        "warrantyConfig",
        "countries",
        "setGuestEmailAndBillingAddressOnCart",
        "setPaymentMethodOnCart",
        "placeOrder",
      ].sort(),
    )
  })
})
