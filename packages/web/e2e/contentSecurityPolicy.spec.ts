// The shop under its Content-Security-Policy (server/browserPolicy.ts): pages render, hydrate and
// run their third-party scripts (the e2e shop's are local stand-ins, reCAPTCHA's on another
// origin) without a single violation, and a script from a host the policy does not name is refused.
import type { Page } from "@playwright/test"
import { loginDialog, openLoginModal } from "./accountHelpers.js"
import { shopAdmin } from "./adminBridge.js"
import { expect, test } from "./fixtures.js"

declare global {
  interface Window {
    cspViolations?: Array<string>
  }
}

/** Every CSP violation of the page (the browser's events and its console messages). */
const watchViolations = async (page: Page): Promise<Array<string>> => {
  const seen: Array<string> = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  return seen
}

const violationsOf = async (page: Page, console: Array<string>): Promise<Array<string>> => [
  ...console,
  ...((await page.evaluate(() => window.cspViolations)) ?? []),
]

const RECAPTCHA = {
  "recaptcha_frontend/type_recaptcha_v3/public_key": "e2e-site-key",
  "recaptcha_frontend/type_recaptcha_v3/private_key": "e2e-secret",
  "recaptcha_frontend/type_for/customer_create": "recaptcha_v3",
} as const

const setRecaptcha = async (on: boolean) => {
  for (const [path, value] of Object.entries(RECAPTCHA))
    await shopAdmin({ op: "setStoreConfig", path, value: on ? value : null })
}

test.describe("Content-Security-Policy", () => {
  test("the home page hydrates, and the ratings, chat and other widgets run, with no violation", async ({
    page,
  }) => {
    const console = await watchViolations(page)
    const response = await page.goto("/")
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'")
    // The ratings widget comes by itself after the load; a scroll brings the others.
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.thirdPartyStandIns ?? {})))
      .toContain("ratingsWidget")
    await page.evaluate(() => window.scrollTo(0, 3))
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.thirdPartyStandIns ?? {}).sort()))
      .toEqual([
        "adTracker",
        "analytics",
        "chatWidget",
        "financingWidget",
        "ratingsWidget",
        "reviewsWidget",
      ])
    // The chat widget opens from the Help popup.
    await page.evaluate(() => window.scrollTo(0, 0))
    const topMenu = page.getByRole("navigation", { name: "Shutter services" })
    await topMenu.getByRole("button", { name: "Help" }).click()
    await page.locator("#help-popup").getByRole("button", { name: "Send us a Message" }).click()
    await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible()
    expect(await violationsOf(page, console)).toEqual([])
  })

  test("a category page and a product page render and hydrate with no violation", async ({
    page,
  }) => {
    const console = await watchViolations(page)
    await page.goto("/photography.html")
    await expect(page.getByRole("heading", { name: "Photography", level: 1 })).toBeVisible()
    await page.goto("/peak-design-everyday-messenger-13l.html")
    await expect(
      page.getByRole("heading", { name: "Peak Design Everyday Messenger 13L", level: 1 }),
    ).toBeVisible()
    expect(await violationsOf(page, console)).toEqual([])
  })

  test.describe("with reCAPTCHA on", () => {
    test.beforeEach(() => setRecaptcha(true))
    test.afterEach(() => setRecaptcha(false))

    test("the provider's script (on its own origin) loads and shows its badge, with no violation", async ({
      page,
    }) => {
      const console = await watchViolations(page)
      await page.goto("/")
      await openLoginModal(page)
      await loginDialog(page, "Sign in").getByRole("button", { name: "Create an account" }).click()
      await loginDialog(page, "Create an account")
        .getByLabel("Email *", { exact: true })
        .fill("csp@example.com")
      await expect(page.locator(".grecaptcha-badge")).toBeVisible()
      expect(await violationsOf(page, console)).toEqual([])
    })
  })

  test("refuses a script from a host the policy does not name", async ({ page }) => {
    const console = await watchViolations(page)
    await page.goto("/")
    const ran = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const script = document.createElement("script")
          script.src = "https://evil.example/steal.js"
          script.onload = () => resolve("loaded")
          script.onerror = () => resolve("refused")
          document.head.append(script)
        }),
    )
    expect(ran).toBe("refused")
    await expect
      .poll(async () => violationsOf(page, console))
      .toContainEqual(expect.stringContaining("script-src"))
  })
})
