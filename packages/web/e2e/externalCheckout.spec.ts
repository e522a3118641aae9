import type { BrowserContext } from "@playwright/test"
import { newShopper, openLoginModal, register } from "./accountHelpers.js"
import { shopAdmin } from "./adminBridge.js"
import { addToCart, SIMPLE } from "./cartHelpers.js"
import { startExternalCheckoutSite } from "./externalCheckoutSite.js"
import { expect, test } from "./fixtures.js"

// Spec §2: with external checkout on, Checkout sends the shopper to the external site with the
// customer token and cart id in the path; the site takes the cart over through /vue/cart/sync.

let site: Awaited<ReturnType<typeof startExternalCheckoutSite>>

const setConfig = (path: string, value: string | null) =>
  shopAdmin({ op: "setStoreConfig", path, value })

const cookie = async (context: BrowserContext, name: string): Promise<string> => {
  const found = (await context.cookies()).find((c) => c.name === name)
  if (!found) throw new Error(`no ${name} cookie`)
  return decodeURIComponent(found.value)
}

test.describe("external checkout", () => {
  test.describe.configure({ mode: "serial" })

  test.beforeAll(async () => {
    const backend = process.env.SHUTTER_E2E_BACKEND_URL
    if (!backend) throw new Error("SHUTTER_E2E_BACKEND_URL is not set (e2e/globalSetup.ts sets it)")
    site = await startExternalCheckoutSite(backend)
    await setConfig("external_checkout_url", site.url)
    await setConfig("external_checkout_enabled", "1")
  })

  test.afterAll(async () => {
    await setConfig("external_checkout_enabled", null)
    await setConfig("external_checkout_url", null)
    await site?.close()
  })

  test("a signed-in customer's Checkout goes to the external site with token and cart id", async ({
    page,
    context,
  }) => {
    await page.goto("/")
    await openLoginModal(page)
    await register(page, newShopper("external"))
    await page.goto(SIMPLE)
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? ""
    const sidebar = await addToCart(page)
    const token = await cookie(context, "vsf-customer")
    const cartId = await cookie(context, "vsf-cart")
    await sidebar.getByRole("button", { name: "Checkout" }).click()
    await expect(page).toHaveURL(`${site.url}/vue/cart/sync/token/${token}/cart/${cartId}`)
    await expect(page.getByTestId("sync-status")).toHaveText("200")
    await expect(page.getByTestId("sync-customer")).toHaveText(/^ada\.external\./)
    await expect(page.getByTestId("sync-items").getByRole("listitem")).toHaveText([`${name} × 1`])
    // Synced again (a reload): the same cart, nothing doubled.
    // (The stand-in is no storefront page: it never hydrates, so not `page.reload()`.)
    await Promise.all([page.waitForEvent("load"), page.evaluate(() => window.location.reload())])
    await expect(page.getByTestId("sync-items").getByRole("listitem")).toHaveText([`${name} × 1`])
  })

  test("a guest continuing as guest goes there with the cart id", async ({ page, context }) => {
    await page.goto(SIMPLE)
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? ""
    const sidebar = await addToCart(page)
    const cartId = await cookie(context, "vsf-cart")
    await sidebar.getByRole("button", { name: "Checkout" }).click()
    await page
      .getByRole("dialog", { name: "Checkout" })
      .getByRole("button", { name: "Continue as guest" })
      .click()
    await expect(page).toHaveURL(`${site.url}/vue/cart/sync/cart/${cartId}`)
    await expect(page.getByTestId("sync-customer")).toHaveText("guest")
    await expect(page.getByTestId("sync-items").getByRole("listitem")).toHaveText([`${name} × 1`])
  })

  test("with the store's setting off, checkout stays on the storefront", async ({ page }) => {
    await setConfig("external_checkout_enabled", null)
    try {
      await page.goto(SIMPLE)
      const sidebar = await addToCart(page)
      await sidebar.getByRole("button", { name: "Checkout" }).click()
      await page
        .getByRole("dialog", { name: "Checkout" })
        .getByRole("button", { name: "Continue as guest" })
        .click()
      await expect(page).toHaveURL(/\/checkout\/shipping$/)
      await expect(page.getByRole("form", { name: "Shipping address" })).toBeVisible()
    } finally {
      await setConfig("external_checkout_enabled", "1")
    }
  })
})
