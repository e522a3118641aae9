// GraphQL requests per navigation, by operation name: cold loads of each route, then two
// client-side navigations on a listing (to a product, and a filter change).
import type { Browser, Page, Request } from "@playwright/test"
import { graphqlOperationOf } from "../e2e/graphqlOperation.js"
import type { BenchRoute } from "./routes.js"

export interface NavigationRequests {
  readonly scenario: string
  /** Operation name → number of requests, in the order they were first sent. */
  readonly operations: ReadonlyMap<string, number>
  readonly total: number
}

/** Records /graphql requests (cacheable queries are GETs, the rest POSTs) and how many are in flight. */
const trackGraphql = (page: Page) => {
  let seen: Array<string> = []
  let inFlight = 0
  let lastActivity = Date.now()
  page.on("request", (request) => {
    const operation = graphqlOperationOf(request)
    if (operation === undefined) return
    seen.push(operation)
    inFlight += 1
    lastActivity = Date.now()
  })
  const done = (request: Request) => {
    if (graphqlOperationOf(request) === undefined) return
    inFlight -= 1
    lastActivity = Date.now()
  }
  page.on("requestfinished", done)
  page.on("requestfailed", done)
  return {
    /** Starts counting afresh (before a client-side navigation). */
    reset: () => {
      seen = []
    },
    /** Waits until no GraphQL request has been in flight for `quietMs`. */
    settle: async (quietMs = 1000, timeoutMs = 30_000) => {
      // Quiet for quietMs after this call too: a click's request may start only once the SDK
      // chunk it loads on demand has arrived.
      const start = Date.now()
      const deadline = start + timeoutMs
      while (inFlight > 0 || Date.now() - Math.max(lastActivity, start) < quietMs) {
        if (Date.now() > deadline) throw new Error("GraphQL requests did not settle")
        await page.waitForTimeout(100)
      }
    },
    summary: (scenario: string): NavigationRequests => {
      const operations = new Map<string, number>()
      for (const name of seen) operations.set(name, (operations.get(name) ?? 0) + 1)
      return { scenario, operations, total: seen.length }
    },
  }
}

/** A visible element that shows the route's own content has rendered. */
const contentOf = (page: Page, route: BenchRoute) => {
  switch (route.name) {
    case "home":
      return page.locator("main").first()
    case "category":
      return page.getByTestId("product-card").first()
    case "product":
      return page.getByTestId("product-page").getByRole("heading", { level: 1 })
  }
}

const timeout = { timeout: 60_000 }

export const countGraphqlRequests = async (
  browser: Browser,
  baseUrl: string,
  routes: ReadonlyArray<BenchRoute>,
): Promise<ReadonlyArray<NavigationRequests>> => {
  const results: Array<NavigationRequests> = []
  for (const route of routes) {
    const context = await browser.newContext({ serviceWorkers: "block" })
    try {
      const page = await context.newPage()
      const graphql = trackGraphql(page)
      await page.goto(baseUrl + route.path, { waitUntil: "load", ...timeout })
      await contentOf(page, route).waitFor(timeout)
      await graphql.settle()
      results.push(graphql.summary(`cold load: ${route.name} (${route.path})`))
    } finally {
      await context.close()
    }
  }

  const listing = routes.find((route) => route.name === "category")
  if (listing === undefined) return results
  // Desktop viewport (Playwright's default 1280×720): the filters are a visible left column.
  const context = await browser.newContext({ serviceWorkers: "block" })
  try {
    const page = await context.newPage()
    const graphql = trackGraphql(page)
    const openListing = async () => {
      await page.goto(baseUrl + listing.path, { waitUntil: "load", ...timeout })
      await contentOf(page, listing).waitFor(timeout)
      // Hydrated, so the clicks below navigate on the client instead of loading a new page.
      await page.waitForSelector("html[data-hydrated]", { state: "attached", ...timeout })
      await graphql.settle()
      graphql.reset()
    }

    await openListing()
    await page.locator(".product-card__name a").first().click()
    await contentOf(page, { name: "product", path: "" }).waitFor(timeout)
    await graphql.settle()
    results.push(graphql.summary("client-side: listing → product"))

    await openListing()
    const filters = page.getByRole("complementary", { name: "Filters" })
    await filters.locator('[data-filter="category_uid"]').getByRole("checkbox").first().click()
    await page.waitForURL(/category_uid=/, timeout)
    await page.locator(".products:not(.products--stale)").waitFor(timeout)
    await graphql.settle()
    results.push(graphql.summary("client-side: filter change on the listing"))
  } finally {
    await context.close()
  }
  return results
}
