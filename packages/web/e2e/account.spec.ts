import {
  axeViolations,
  expectGreeting,
  loginDialog,
  newShopper,
  openLoginModal,
  PASSWORD,
  register,
  resetLinkFromOutbox,
  signIn,
} from "./accountHelpers.js"
import { addToCart, SIMPLE, toasts } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const SIGN_IN_REFUSED =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."

test.describe("customer accounts", () => {
  // Each test registers its own shopper and walks several pages on 2 shared cores.
  test.describe.configure({ timeout: 120_000 })

  test("register, sign out, then sign in: the guest cart merges into the customer's", async ({
    page,
  }) => {
    const shopper = newShopper("merge")
    await page.goto(SIMPLE)
    // Registering from the login modal signs in at once (the store asks no confirmation).
    await openLoginModal(page)
    await register(page, shopper)
    await expectGreeting(page, "Ada")

    await page.goto("/customer")
    await expect(page).toHaveTitle("My Account")
    await expect(page.getByTestId("account-contact")).toContainText(shopper.email)
    await page
      .getByRole("navigation", { name: "My account" })
      .getByRole("button", { name: "Sign out" })
      .click()
    await expect(toasts(page).filter({ hasText: "You are successfully logged out" })).toBeVisible()
    // Signed out, the account area is closed: the is-authenticated guard sends the shopper home.
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("button", { name: "Account & Orders" })).toBeVisible()

    // A guest cart with one film…
    await page.goto(SIMPLE)
    await addToCart(page)
    await page.keyboard.press("Escape")
    await expect(page.getByTestId("cart-count")).toHaveText("1")
    // …is merged into the customer's cart when the shopper signs in.
    const dialog = await signIn(page, shopper.email, shopper.password)
    await expect(dialog).toBeHidden()
    await expectGreeting(page, "Ada")
    await expect(page.getByTestId("cart-count")).toHaveText("1")
    await page.reload()
    await expectGreeting(page, "Ada")
    await expect(page.getByTestId("cart-count")).toHaveText("1")
  })

  test("forgot password: the e-mailed link sets a new password that signs in", async ({ page }) => {
    const shopper = newShopper("reset")
    await page.goto("/")
    await openLoginModal(page)
    await register(page, shopper)
    await expectGreeting(page, "Ada")
    await page.goto("/customer/my-profile")
    await page
      .getByRole("navigation", { name: "My account" })
      .getByRole("button", { name: "Sign out" })
      .click()
    await expect(page).toHaveURL(/\/$/)

    const dialog = await openLoginModal(page)
    await dialog.getByRole("button", { name: "Forgot your password?" }).click()
    const forgot = loginDialog(page, "Reset your password")
    await forgot.getByRole("button", { name: "Send reset link" }).click()
    await expect(forgot.getByText("This field is required")).toBeVisible()
    await forgot.getByLabel("Email *", { exact: true }).fill(shopper.email)
    await forgot.getByRole("button", { name: "Send reset link" }).click()
    await expect(forgot.getByRole("status")).toHaveText(
      `If there is an account associated with ${shopper.email} you will receive an email with a link to reset your password.`,
    )
    await page.keyboard.press("Escape")

    const link = await resetLinkFromOutbox(shopper.email)
    expect(link).toMatch(/^\/customer\/account\/createPassword\?/)
    await page.goto(link)
    await expect(page).toHaveTitle("Set a new password")
    expect(await axeViolations(page)).toEqual([])
    const newPassword = "Darkroom-42x"
    await page.getByLabel("New password *", { exact: true }).fill(newPassword)
    await page.getByLabel("Confirm new password *", { exact: true }).fill("Darkroom-42y")
    await page.getByRole("button", { name: "Set new password" }).click()
    await expect(page.getByText("Passwords don't match")).toBeVisible()
    await page.getByLabel("Confirm new password *", { exact: true }).fill(newPassword)
    await page.getByRole("button", { name: "Set new password" }).click()
    await expect(
      toasts(page).filter({ hasText: "Password has been updated successfully." }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    // The old password no longer signs in; the new one does.
    const refused = await signIn(page, shopper.email, PASSWORD)
    await expect(refused.getByRole("alert")).toHaveText(SIGN_IN_REFUSED)
    await refused.getByLabel("Password *", { exact: true }).fill(newPassword)
    await refused.getByRole("button", { name: "Sign in", exact: true }).click()
    await expect(refused).toBeHidden()
    await expectGreeting(page, "Ada")
  })

  test("wrong passwords until the account is locked: even the right one is refused", async ({
    page,
  }) => {
    const shopper = newShopper("lockout")
    await page.goto("/")
    await openLoginModal(page)
    await register(page, shopper)
    await page.goto("/customer")
    await page
      .getByRole("navigation", { name: "My account" })
      .getByRole("button", { name: "Sign out" })
      .click()
    await expect(page).toHaveURL(/\/$/)

    const dialog = await openLoginModal(page)
    await dialog.getByLabel("Email *", { exact: true }).fill(shopper.email)
    // Magento blocks an e-mail after 6 failed sign-ins (oauth/authentication_lock).
    for (let attempt = 1; attempt <= 6; attempt++) {
      await dialog.getByLabel("Password *", { exact: true }).fill(`Wrong-pass-${attempt}`)
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click()
      await expect(dialog.getByRole("alert")).toHaveText(SIGN_IN_REFUSED)
      await expect(dialog.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled()
    }
    await dialog.getByLabel("Password *", { exact: true }).fill(shopper.password)
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click()
    await expect(dialog.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled()
    await expect(dialog.getByRole("alert")).toHaveText(SIGN_IN_REFUSED)
    await expect(
      toasts(page).filter({ hasText: SIGN_IN_REFUSED }).filter({ hasText: "Registration error" }),
    ).not.toHaveCount(0)
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("button", { name: "Account & Orders" })).toBeVisible()
  })

  test("a guest opening an account page is sent home", async ({ page }) => {
    await page.goto("/customer/order-history")
    await expect(page).toHaveURL(/\/$/)
    await page.goto("/?accountcreate")
    await expect(
      loginDialog(page, "Create an account").getByLabel("First name *", { exact: true }),
    ).toBeVisible()
    await loginDialog(page, "Create an account")
      .getByRole("button", { name: "Create an account" })
      .click()
    await expect(
      loginDialog(page, "Create an account").getByText("This field is required").first(),
    ).toBeVisible()
  })

  test("every account page has its title, reads as a shop's, and is axe clean", async ({
    page,
  }, testInfo) => {
    const shopper = newShopper("pages")
    await page.goto("/")
    await openLoginModal(page)
    expect(await axeViolations(page)).toEqual([])
    await register(page, shopper)
    const pages = [
      { path: "/customer", title: "My Account" },
      { path: "/customer/my-profile", title: "My profile" },
      { path: "/customer/my-newsletter", title: "My newsletter" },
      { path: "/customer/my-wishlist", title: "My wishlist" },
      { path: "/customer/my-reviews", title: "My reviews" },
      { path: "/customer/my-product-alerts", title: "My Product Alerts" },
    ]
    for (const { path, title } of pages) {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
      await expect(page.locator("main")).not.toContainText(/coming soon|lorem|placeholder/i)
      expect(await axeViolations(page), path).toEqual([])
      await page.screenshot({
        path: testInfo.outputPath(`${path.replaceAll("/", "_")}.png`),
        fullPage: true,
      })
    }
  })
})
