// reCAPTCHA v3, invisible, badge shown (spec §5, §7–§9): off by default nothing of it loads; when
// the store protects sign-up, the provider's script (a local stand-in here) shows its badge and
// the sign-up carries X-ReCaptcha, which the backend verifies.
import type { Page, Request } from "@playwright/test"
import { loginDialog, newShopper, openLoginModal } from "./accountHelpers.js"
import { shopAdmin } from "./adminBridge.js"
import { expect, test } from "./fixtures.js"

const KEYS = {
  "recaptcha_frontend/type_recaptcha_v3/public_key": "e2e-site-key",
  "recaptcha_frontend/type_recaptcha_v3/private_key": "e2e-secret",
  "recaptcha_frontend/type_recaptcha_v3/position": "bottomright",
  "recaptcha_frontend/type_for/customer_create": "recaptcha_v3",
  "recaptcha_frontend/type_for/customer_login": "recaptcha_v3",
} as const

const setRecaptcha = async (on: boolean) => {
  for (const [path, value] of Object.entries(KEYS))
    await shopAdmin({ op: "setStoreConfig", path, value: on ? value : null })
}

/** Every request the page makes, to look for the provider's script and the sign-up's header. */
const recordRequests = (page: Page) => {
  const requests: Request[] = []
  page.on("request", (request) => requests.push(request))
  return {
    scripts: () =>
      requests.filter((r) => r.url().includes("/recaptcha")).map((r) => new URL(r.url()).pathname),
    signUp: async () => {
      for (const request of requests) {
        if (request.method() !== "POST" || !request.url().endsWith("/graphql")) continue
        const body = request.postDataJSON() as { operationName?: string }
        if (body.operationName === "createCustomer") return request.allHeaders()
      }
      return undefined
    },
  }
}

/** Opens the register view and fills it in (not sent yet). */
const fillSignUp = async (page: Page, shopper: ReturnType<typeof newShopper>) => {
  await openLoginModal(page)
  await loginDialog(page, "Sign in").getByRole("button", { name: "Create an account" }).click()
  const dialog = loginDialog(page, "Create an account")
  await dialog.getByLabel("First name *", { exact: true }).fill(shopper.firstname)
  await dialog.getByLabel("Last name *", { exact: true }).fill(shopper.lastname)
  await dialog.getByLabel("Email *", { exact: true }).fill(shopper.email)
  await dialog.getByLabel("Password *", { exact: true }).fill(shopper.password)
  await dialog.getByLabel("Confirm password *", { exact: true }).fill(shopper.password)
  return dialog
}

test.describe("reCAPTCHA v3", () => {
  test.describe.configure({ timeout: 90_000 })

  test("off by default: signing up loads no provider script, shows no badge, sends no token", async ({
    page,
  }) => {
    const seen = recordRequests(page)
    await page.goto("/")
    const dialog = await fillSignUp(page, newShopper("nocaptcha"))
    await dialog.getByRole("button", { name: "Create an account" }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId("account-control")).toHaveText("Hello, Ada")
    expect(seen.scripts()).toEqual([])
    await expect(page.locator(".grecaptcha-badge")).toHaveCount(0)
    const headers = await seen.signUp()
    expect(headers).toBeDefined()
    expect(headers?.["x-recaptcha"]).toBeUndefined()
  })

  test.describe("turned on for sign-up and sign-in", () => {
    test.beforeEach(() => setRecaptcha(true))
    test.afterEach(() => setRecaptcha(false))

    test("the badge shows once the form is used, and the sign-up carries a token the shop accepts", async ({
      page,
    }) => {
      const seen = recordRequests(page)
      await page.goto("/")
      // Nothing of it at first paint.
      expect(seen.scripts()).toEqual([])
      const dialog = await fillSignUp(page, newShopper("captcha"))
      const badge = page.locator(".grecaptcha-badge")
      await expect(badge).toBeVisible()
      await expect(badge).toHaveAttribute("data-style", "bottomright")
      expect(seen.scripts()).toEqual(["/recaptcha/api.js", "/recaptcha-stand-in.js"])
      await dialog.getByRole("button", { name: "Create an account" }).click()
      await expect(dialog).toBeHidden()
      // Registering signs in (generateCustomerToken, also protected): the backend accepted both.
      await expect(page.getByTestId("account-control")).toHaveText("Hello, Ada")
      const headers = await seen.signUp()
      expect(headers?.["x-recaptcha"]).toBe("stand-in:e2e-site-key:customer_create")
      await expect(badge).toBeVisible()
    })
  })
})
