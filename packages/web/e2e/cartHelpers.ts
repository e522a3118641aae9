import { expect, type Page } from "@playwright/test"

export const SIMPLE = "/ilford-xp2-super-400-35mm-36-exp.html" // $10.99
export const CONFIGURABLE = "/polaroid-now-gen-5.html"
export const BUNDLE = "/canon-eos-r2-mark-ii-creator-kit.html"
/** Only 1 left in stock. */
export const QTY_LIMITED = "/kodak-colorplus-3200-35mm-36-exp.html"

export const GUEST = {
  email: "ana.guest@example.com",
  firstname: "Ana",
  lastname: "Guest",
  street: "12 Lens Road",
  apartment: "Apt 4",
  city: "Austin",
  region: "TX",
  postcode: "78701",
  telephone: "5125550100",
} as const

export const toasts = (page: Page) => page.getByTestId("notification")

/** Adds the product page's current choice and waits for the SDK's success toast and sidebar. */
export const addToCart = async (page: Page) => {
  await page.getByRole("button", { name: "Add to cart", exact: true }).click()
  await expect(
    toasts(page).filter({ hasText: "Item added to the cart successfully" }),
  ).toBeVisible()
  const sidebar = page.getByTestId("cart-sidebar")
  await expect(sidebar).toBeVisible()
  return sidebar
}

/** From the open sidebar: checkout → continue as guest → shipping → billing → payment → order. */
export const checkoutAsGuest = async (
  page: Page,
  options: { readonly beforePayment?: () => Promise<void> } = {},
): Promise<{ readonly number: string; readonly grandTotal: string }> => {
  await page.getByTestId("cart-sidebar").getByRole("button", { name: "Checkout" }).click()
  const modal = page.getByRole("dialog", { name: "Checkout" })
  await expect(modal).toContainText("coming soon")
  await modal.getByRole("button", { name: "Continue as guest" }).click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  const form = page.getByRole("form", { name: "Shipping address" })
  await form.getByLabel("Email").fill(GUEST.email)
  await form.getByLabel("First name").fill(GUEST.firstname)
  await form.getByLabel("Last name").fill(GUEST.lastname)
  await form.getByLabel("Street address").fill(GUEST.street)
  await form.getByLabel("Apartment").fill(GUEST.apartment)
  await form.getByLabel("City").fill(GUEST.city)
  await form.getByLabel("State / Region").fill(GUEST.region)
  await form.getByLabel("Postcode").fill(GUEST.postcode)
  await form.getByLabel("Telephone").fill(GUEST.telephone)
  await form.getByRole("button", { name: "Save address" }).click()
  // The radios follow the cart: checked once the server has the choice.
  await page.getByRole("radio", { name: /^Flat Rate/ }).click()
  await expect(page.getByRole("radio", { name: /^Flat Rate/ })).toBeChecked()
  await expect(page.getByTestId("order-summary")).toContainText("Flat Rate")
  await page.getByRole("button", { name: "Continue to billing" }).click()
  await expect(page).toHaveURL(/\/checkout\/billing$/)
  await expect(page.getByLabel("Same as shipping address")).toBeChecked()
  await page.getByRole("button", { name: "Continue to payment" }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await options.beforePayment?.()
  await page.getByRole("radio", { name: "Check / Money order" }).click()
  await expect(page.getByRole("radio", { name: "Check / Money order" })).toBeChecked()
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled()
  const grandTotal =
    (await page.getByTestId("order-summary").getByTestId("grand-total").textContent()) ?? ""
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page).toHaveURL(/\/checkout\/thank-you/)
  const number = (await page.getByTestId("order-number").textContent()) ?? ""
  expect(number).toMatch(/^\d+$/)
  await expect(page.getByTestId("cart-count")).toHaveText("0")
  return { number, grandTotal }
}
