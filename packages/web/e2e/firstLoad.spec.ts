import type { Page } from "@playwright/test"
import { SIMPLE } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"
import { graphqlOperationOf } from "./graphqlOperation.js"

// A first load without a cart downloads no SDK (Effect, the services): the page's data
// came with the server's state. The SDK arrives on the first sign of intent, and that first
// interaction still works on the first try, with the same requests as when it was already there.

/** A string only the SDK's storefront chunk contains (the Cart service's key). */
const SDK_MARKER = "@shutter/sdk/Cart"

const CATEGORY = "/photography.html"

/** Records the scripts the page receives (by whether they are the SDK) and its GraphQL POSTs. */
const watch = (page: Page) => {
  const sdkScripts: Array<string> = []
  let operations: Array<string> = []
  let inFlight = 0
  const pending: Array<Promise<void>> = []
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return
    pending.push(
      response.text().then(
        (body) => {
          if (body.includes(SDK_MARKER)) sdkScripts.push(new URL(response.url()).pathname)
        },
        () => undefined,
      ),
    )
  })
  page.on("request", (request) => {
    const operation = graphqlOperationOf(request)
    if (operation === undefined) return
    operations.push(operation)
    inFlight += 1
    const done = () => {
      inFlight -= 1
    }
    request
      .response()
      .then((response) => (response ? response.finished().then(done, done) : done()), done)
  })
  return {
    /** GraphQL requests sent and not yet answered in full. */
    inFlight: (): number => inFlight,
    sdkScripts: async (): Promise<ReadonlyArray<string>> => {
      await Promise.all(pending)
      return [...sdkScripts]
    },
    /** The operations sent since the last call. */
    take: (): ReadonlyArray<string> => {
      const taken = operations
      operations = []
      return taken
    },
  }
}

/** A first load as a new visitor: no cookies, and the page left alone until the network is idle. */
const firstLoad = async (page: Page, path: string) => {
  const watched = watch(page)
  await page.goto(path)
  await page.waitForLoadState("networkidle")
  return watched
}

/** A sign of intent that does nothing else (a Shift key press), then the SDK's arrival. */
const startSdk = async (page: Page, watched: ReturnType<typeof watch>) => {
  await page.keyboard.press("Shift")
  await expect.poll(async () => (await watched.sdkScripts()).length).toBeGreaterThan(0)
  await page.waitForLoadState("networkidle")
}

/**
 * Once every GraphQL request the action sent has its answer (the action's own assertions have
 * waited for what it shows), the operations sent meanwhile.
 */
const settled = async (watched: ReturnType<typeof watch>) => {
  await expect.poll(() => watched.inFlight()).toBe(0)
  return watched.take()
}

test.describe("first load without a cart", () => {
  for (const [name, path] of [
    ["home", "/"],
    ["category", CATEGORY],
    ["product", SIMPLE],
  ] as const) {
    test(`${name}: downloads no SDK and sends no GraphQL request until the shopper acts`, async ({
      page,
    }) => {
      const watched = await firstLoad(page, path)
      // The ticker's block came with the page: it shows once the page has hydrated.
      // (firstLoad waited for the network to be idle: 500 ms without a request.)
      await expect(page.getByTestId("ticker")).toHaveAttribute("data-status", "shown")
      expect(await watched.sdkScripts()).toEqual([])
      expect(watched.take()).toEqual([])
      // The first interaction (here a key press) starts the SDK.
      await startSdk(page, watched)
      expect(await watched.sdkScripts()).toHaveLength(1)
    })
  }
})

test.describe("the first interaction works on the first try, with the usual requests", {
  tag: "@phone",
}, () => {
  const filterOnce = async (page: Page, isMobile: boolean) => {
    if (isMobile) await page.getByRole("button", { name: "Filters" }).click()
    const filters = page.getByRole("complementary", { name: "Filters" })
    // The chip shows from the URL at once; the filtered list comes with the listing's answer.
    const listed = page.waitForResponse((r) => graphqlOperationOf(r.request()) === "productList")
    await filters.locator('[data-filter="category_uid"]').getByRole("checkbox").first().click()
    await listed
    await expect(page).toHaveURL(/category_uid=/)
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveCount(
      1,
    )
  }

  test("a filter click on a listing", async ({ page, isMobile }) => {
    const cold = await firstLoad(page, CATEGORY)
    await filterOnce(page, isMobile)
    const first = await settled(cold)
    expect(await cold.sdkScripts()).toHaveLength(1)
    expect(first).toEqual(["productList"])

    const warm = await firstLoad(page, CATEGORY)
    await startSdk(page, warm)
    warm.take()
    await filterOnce(page, isMobile)
    expect(await settled(warm)).toEqual(first)
  })

  const addOnce = async (page: Page) => {
    // The sidebar's new line asks the warranty provider for offers (warrantyConfig, then the
    // offers): waited for, so both runs count them whatever the machine's pace.
    const offers = page.waitForResponse((r) => r.url().includes("/warranty/offers"))
    await page.getByRole("button", { name: "Add to cart", exact: true }).click()
    await offers
    await expect(
      page.getByTestId("notification").filter({ hasText: "Item added to the cart successfully" }),
    ).toBeVisible()
    await expect(page.getByTestId("cart-count")).toHaveText("1")
  }

  test("add to cart on a product page", async ({ page, context }) => {
    const cold = await firstLoad(page, SIMPLE)
    await addOnce(page)
    const first = await settled(cold)
    expect(first.length).toBeGreaterThan(0)

    await context.clearCookies()
    const warm = await firstLoad(page, SIMPLE)
    await startSdk(page, warm)
    warm.take()
    await addOnce(page)
    expect(await settled(warm)).toEqual(first)
  })

  const searchOnce = async (page: Page, isMobile: boolean) => {
    // A phone's header folds the field under its search icon.
    if (isMobile) await page.getByRole("button", { name: "Search the shop" }).click()
    await page.getByRole("searchbox", { name: "Search products" }).fill("lens")
    const overlay = page.getByRole("dialog", { name: "Search results" })
    // The first search of a cold page loads the SDK and the overlay's code before it asks (about
    // 4 s on a starved machine), hence more than the usual wait.
    await expect(overlay.getByRole("link", { name: /See all \d+ results/ })).toBeVisible({
      timeout: 15_000,
    })
  }

  test("typing in the search", async ({ page, isMobile }) => {
    const cold = await firstLoad(page, "/")
    await searchOnce(page, isMobile)
    const first = await settled(cold)
    expect(first.length).toBeGreaterThan(0)

    const warm = await firstLoad(page, "/")
    await startSdk(page, warm)
    warm.take()
    await searchOnce(page, isMobile)
    expect(await settled(warm)).toEqual(first)
  })
})

test("a stored cart loads the SDK at once: the badge shows it without any interaction", async ({
  page,
}) => {
  await firstLoad(page, SIMPLE)
  await page.getByRole("button", { name: "Add to cart", exact: true }).click()
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  const returning = watch(page)
  await page.goto(CATEGORY)
  await expect(page.getByTestId("cart-count")).toHaveText("1")
  expect(await returning.sdkScripts()).toHaveLength(1)
  expect(returning.take()).toContain("cart")
})
