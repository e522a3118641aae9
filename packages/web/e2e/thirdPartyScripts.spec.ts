import type { Page } from "@playwright/test"
import { addToCart, SIMPLE } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

// Spec §9 and §2 with every third-party script configured (globalSetup points each at a local
// stand-in): nothing is requested until the shopper acts, except the ratings widget 1 s after
// the load; the first press or a scroll beyond 2 px brings the other five.

const DEFERRED = ["adTracker", "analytics", "chatWidget", "financingWidget", "reviewsWidget"]

/** The third-party scripts the page has requested, by their element's name, in order. */
const requested = (page: Page): Promise<Array<string>> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[data-third-party]")].map(
      (script) => script.dataset.thirdParty ?? "",
    ),
  )

/** Every stand-in URL the browser fetched (whatever added it). */
const watchStandIns = (page: Page) => {
  const urls: Array<string> = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/stand-ins/")) urls.push(request.url())
  })
  return urls
}

/** When the ratings widget's script was fetched, in ms after the page's load event began. */
const ratingsAfterLoad = (page: Page): Promise<number | undefined> =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as Array<PerformanceNavigationTiming>
    const ratings = performance
      .getEntriesByType("resource")
      .find((entry) => entry.name.includes("script=ratings-widget"))
    return ratings && navigation ? ratings.startTime - navigation.loadEventStart : undefined
  })

/**
 * Scrolls to `y` and resolves once the scroll event has reached this listener, registered after
 * the page's own: the page has then made its decision (it loads, or not, in its handler).
 */
const scrollTo = (page: Page, y: number): Promise<void> =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => resolve(), { once: true, passive: true })
        window.scrollTo(0, top)
      }),
    y,
  )

const sorted = (names: ReadonlyArray<string>) => [...names].sort()

test.describe("third-party scripts", () => {
  test("none is requested before the shopper acts; the ratings widget about 1 s after the load", async ({
    page,
  }) => {
    const fetched = watchStandIns(page)
    await page.goto("/")
    await expect.poll(() => ratingsAfterLoad(page), { timeout: 5_000 }).toBeDefined()
    const delay = (await ratingsAfterLoad(page)) ?? 0
    expect(delay).toBeGreaterThanOrEqual(990)
    expect(delay).toBeLessThan(3_000)
    // Still only the ratings widget (that nothing else comes however long the page stays open
    // is the SDK loader's rule, tested there with a clock).
    expect(await requested(page)).toEqual(["ratingsWidget"])
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toContain("/stand-ins/third-party.js?script=ratings-widget")
    // It ran (nothing of it is on screen).
    expect(await page.evaluate(() => Object.keys(window.thirdPartyStandIns ?? {}).sort())).toEqual([
      "ratingsWidget",
    ])
  })

  test("a scroll of 2 px brings nothing; one of 3 px brings the other five", async ({ page }) => {
    const fetched = watchStandIns(page)
    await page.goto("/")
    // The loader is running once the ratings widget has come.
    await expect.poll(() => requested(page)).toEqual(["ratingsWidget"])
    await scrollTo(page, 2)
    expect(await page.evaluate(() => window.scrollY)).toBe(2)
    expect(await requested(page)).toEqual(["ratingsWidget"])
    await page.evaluate(() => window.scrollTo(0, 3))
    await expect
      .poll(async () => sorted(await requested(page)))
      .toEqual(sorted([...DEFERRED, "ratingsWidget"]))
    // Each once, from its configured URL with its key.
    await expect.poll(() => fetched.length).toBe(6)
    const paths = fetched.map((url) => {
      const { pathname, search } = new URL(url)
      return pathname + search
    })
    expect(sorted(paths)).toEqual(
      sorted([
        "/stand-ins/chat-widget.js",
        "/stand-ins/third-party.js?script=ad-tracker&key=e2e-ads",
        "/stand-ins/third-party.js?script=analytics&id=G-E2E",
        "/stand-ins/third-party.js?script=financing-widget",
        "/stand-ins/third-party.js?script=ratings-widget",
        "/stand-ins/third-party.js?script=reviews-widget",
      ]),
    )
    await expect
      .poll(() => page.evaluate(() => window.thirdPartyStandIns?.reviewsWidget?.key))
      .toBe("e2e-reviews")
    // The chat widget shows nothing until it is asked to open.
    await expect(page.getByRole("dialog", { name: "Chat with us" })).toHaveCount(0)
  })

  test("a press made before the loader's code has arrived brings the five when it does", async ({
    page,
  }) => {
    // The loader's chunk is held until the shopper has pressed a key.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked = false
    await page.route(/\/assets\/pageScripts-[^/]+\.js$/, async (route) => {
      asked = true
      await held
      await route.continue()
    })
    await page.goto(SIMPLE)
    await page.keyboard.press("Shift")
    expect(await requested(page)).toEqual([])
    release()
    await expect
      .poll(async () => (await requested(page)).filter((name) => name !== "ratingsWidget").sort())
      .toEqual(DEFERRED)
    expect(asked).toBe(true)
  })

  test("a click brings the five at once; 'Added to Cart' reaches the ad tracker's queue", async ({
    page,
  }) => {
    await page.goto(SIMPLE)
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toBeVisible()
    expect(await requested(page)).not.toContain("chatWidget")
    await heading.click()
    // The click, not a scroll, brought them.
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(2)
    await expect
      .poll(async () => (await requested(page)).filter((name) => name !== "ratingsWidget").sort())
      .toEqual(DEFERRED)
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.thirdPartyStandIns ?? {}).length))
      .toBeGreaterThanOrEqual(5)
    await addToCart(page)
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.thirdPartyStandIns?.adTracker?.events ?? []).map((event) =>
            Array.isArray(event) ? `${event[0]} ${event[1]}` : "",
          ),
        ),
      )
      .toContain("track Added to Cart")
  })
})

declare global {
  interface Window {
    thirdPartyStandIns?: Record<string, { key: string; events?: Array<unknown> }>
  }
}
