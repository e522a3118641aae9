import {
  axeViolations,
  expectGreeting,
  loginDialog,
  newShopper,
  openLoginModal,
  register,
  STUDIO_ADDRESS,
  saveNewAddress,
  signIn,
} from "./accountHelpers.js"
import { toasts } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

// The demo customer of the fixtures (root README): an address book and five orders.
const DEMO = { email: "roni_cost@example.com", password: "roni_cost3@example.com" } as const
// CustomerGraphQl's CheckCustomerPassword: Authentication's text.
const PASSWORD_MISMATCH = "Invalid login or password."

const signOut = async (page: import("@playwright/test").Page) => {
  await page
    .getByRole("navigation", { name: "My account" })
    .getByRole("button", { name: "Sign out" })
    .click()
  await expect(page).toHaveURL(/\/$/)
}

test.describe("managing an account", () => {
  test.describe.configure({ timeout: 120_000 })

  test("profile: a new name greets, and the new e-mail and password are the ones that sign in", async ({
    page,
  }) => {
    const shopper = newShopper("profile")
    const newEmail = shopper.email.replace("ada.", "grace.")
    const newPassword = "Viewfinder-2027"
    await page.goto("/")
    await openLoginModal(page)
    await register(page, shopper)
    await page.goto("/customer/my-profile")
    await expect(page).toHaveTitle("My profile")

    const info = page.getByRole("form", { name: "Account information" })
    // The form starts from the loaded profile (edits typed before it arrives would be replaced).
    await expect(info.getByLabel("Email *", { exact: true })).toHaveValue(shopper.email)
    await info.getByLabel("First name *", { exact: true }).fill("Grace")
    // A new e-mail asks for the current password before it is saved.
    await expect(info.getByLabel("Current password *", { exact: true })).toHaveCount(0)
    await info.getByLabel("Email *", { exact: true }).fill(newEmail)
    await info.getByLabel("Current password *", { exact: true }).fill(shopper.password)
    await info.getByRole("button", { name: "Save" }).click()
    await expect(info.getByRole("status")).toHaveText("You saved the account information.")
    await expectGreeting(page, "Grace")

    const password = page.getByRole("form", { name: "Change password" })
    // A wrong current password changes nothing and says why.
    await password.getByLabel("Current password *", { exact: true }).fill("Not-my-password-1")
    await password.getByLabel("New password *", { exact: true }).fill(newPassword)
    await password.getByLabel("Confirm new password *", { exact: true }).fill(newPassword)
    await password.getByRole("button", { name: "Change password" }).click()
    await expect(password.getByRole("alert")).toHaveText(PASSWORD_MISMATCH)
    await password.getByLabel("Current password *", { exact: true }).fill(shopper.password)
    await password.getByRole("button", { name: "Change password" }).click()
    await expect(
      toasts(page).filter({ hasText: "Password has been updated successfully." }),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await signOut(page)
    // The old e-mail no longer signs in; the new e-mail with the new password does.
    const refused = await signIn(page, shopper.email, shopper.password)
    await expect(refused.getByRole("alert")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(refused).toBeHidden()
    const dialog = await signIn(page, newEmail, newPassword)
    await expect(dialog).toBeHidden()
    await expectGreeting(page, "Grace")
  })

  test("address book: an address is edited in place; a second one is deleted, the default cannot be", async ({
    page,
  }, testInfo) => {
    const shopper = newShopper("addresses")
    await page.goto("/")
    await openLoginModal(page)
    await register(page, shopper)
    await page.goto("/customer/addresses-details")
    await saveNewAddress(page)
    const saved = page.getByTestId("saved-address")
    await expect(saved).toHaveCount(1)
    await expect(saved).toContainText(STUDIO_ADDRESS.city)

    await saved.getByRole("link", { name: "Edit" }).click()
    await expect(page).toHaveURL(/\/customer\/addresses-details\/edit\/\d+$/)
    const editor = page.getByRole("form", { name: "Edit address" })
    await expect(editor.getByLabel("Street address *", { exact: true })).toHaveValue(
      STUDIO_ADDRESS.street,
    )
    await editor.getByLabel("City *", { exact: true }).fill("Round Rock")
    await editor.getByRole("button", { name: "Save address" }).click()
    await expect(page).toHaveURL(/\/customer\/addresses-details$/)
    await expect(saved).toHaveCount(1)
    await expect(saved).toContainText("Round Rock")
    await expect(saved).not.toContainText(STUDIO_ADDRESS.city)

    // A second address, not a default: it can be deleted; the default one offers no Delete.
    await saveNewAddress(page, { city: "Dallas", defaults: false })
    await expect(saved).toHaveCount(2)
    const home = saved.filter({ hasText: "Round Rock" })
    const other = saved.filter({ hasText: "Dallas" })
    await expect(home.getByRole("button", { name: "Delete" })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    // Delete asks first, in the shop's own dialog (never the browser's): cancelled, the
    // address stays; confirmed, it is gone for good.
    page.on("dialog", (d) => {
      throw new Error(`the browser's own ${d.type()} dialog opened: ${d.message()}`)
    })
    const confirm = page.getByRole("dialog", { name: "Delete address" })
    await other.getByRole("button", { name: "Delete" }).click()
    await expect(confirm).toBeVisible()
    await expect(confirm).toContainText("Delete this address from your address book?")
    await expect(confirm).toContainText("Dallas")
    await page.screenshot({ path: testInfo.outputPath("address-delete-dialog.png") })
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await expect(confirm).toBeHidden()
    await expect(saved).toHaveCount(2)
    await other.getByRole("button", { name: "Delete" }).click()
    await confirm.getByRole("button", { name: "Delete" }).click()
    await expect(confirm).toBeHidden()
    await expect(saved).toHaveCount(1)
    await page.reload()
    await expect(saved).toHaveCount(1)
    await expect(saved).toContainText("Round Rock")
  })

  test("the demo customer: an order opened by /order/orderDetail is reordered, and /checkoutlogin goes on to the saved addresses", async ({
    page,
  }) => {
    // A guest at /checkoutlogin is offered the checkout sign-in.
    await page.goto("/checkoutlogin")
    await expect(page.getByRole("dialog", { name: "Checkout" })).toBeVisible()
    await page.keyboard.press("Escape")

    await page.goto("/")
    const dialog = await signIn(page, DEMO.email, DEMO.password)
    await expect(dialog).toBeHidden()
    await expectGreeting(page, "Veronica")

    await page.goto("/customer/order-history")
    const rows = page.getByTestId("order-row")
    await expect(rows).toHaveCount(5)
    const number = ((await rows.first().getByRole("cell").first().textContent()) ?? "").trim()
    expect(number).toMatch(/^\d+$/)

    await page.goto(`/order/orderDetail?order=${number}`)
    const view = page.getByTestId("order-view")
    await expect(view.getByRole("heading", { name: `Order #${number}` })).toBeVisible()
    const line = view.getByTestId("order-line").first()
    const product = ((await line.locator("strong").textContent()) ?? "").trim()
    expect(product).not.toBe("")
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole("button", { name: "Reorder" }).click()
    const sidebar = page.getByTestId("cart-sidebar")
    await expect(sidebar).toBeVisible()
    await expect(sidebar.getByTestId("cart-line").filter({ hasText: product })).toHaveCount(1)
    await page.keyboard.press("Escape")

    // Signed in, /checkoutlogin skips the choice: the saved addresses to pick from.
    await page.goto("/checkoutlogin")
    await expect(page).toHaveURL(/\/checkout\/user-account$/)
    await expect(page.getByTestId("saved-address-choice").first()).toContainText(
      "6146 Honey Bluff Parkway",
    )
    await expect(loginDialog(page, "Sign in")).toHaveCount(0)
  })
})
