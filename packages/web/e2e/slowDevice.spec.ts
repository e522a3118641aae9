// @phone: the busy device is a phone.
import { expect, test } from "./fixtures.js"
import { layoutShifts } from "./layoutShift.js"

// A busy phone: the browser parses the page in slices and may paint between them, and the code
// of a page arrives well after its HTML. Nothing painted may move (CLS 0, DESIGN.md).
const SLOWDOWN = 6

const PAGES = [
  { name: "home", path: "/" },
  { name: "a category", path: "/photography.html" },
  { name: "a product", path: "/kodak-portra-160-120-5-pack.html" },
  { name: "the gift cards page", path: "/gift-cards" },
  { name: "the used-gear quote form", path: "/used-equipment-quote" },
  { name: "a shared wish list", path: "/wishlist/shared/0000000000000000" },
] as const

test.describe("on a slow device, nothing painted moves while the page loads", {
  tag: "@phone",
}, () => {
  // Six times slower scripts on a machine the other suites keep busy: the home page's hydration
  // alone has taken over 15 s there.
  test.use({ hydrationTimeout: 45_000 })
  for (const { name, path } of PAGES) {
    test(name, async ({ page, context, isMobile }) => {
      test.skip(!isMobile, "the busy device is a phone")
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN })
      try {
        await page.goto(path)
        await page.waitForLoadState("networkidle")
        await expect(page.locator("main")).toBeVisible()
        expect(await layoutShifts(page)).toEqual([])
      } finally {
        // The page outlives the test (playwright.config.ts reuses it) and Playwright's reset
        // knows nothing of a CDP session's emulation: unthrottled, the next test runs at speed.
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
        await cdp.detach()
      }
    })
  }
})
