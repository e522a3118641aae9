// @phone: fields checked where the phone's fixed bottom navigation may cover them.
import type { Page } from "@playwright/test"
import { seriousOf, wcagAxe } from "./axe.js"
import { cartThroughApi, fillShippingAddress } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

// Camera gear: its cart line offers protection plans (film is not covered).
const CAMERA_SKU = "NIK-D5600"

/** The WCAG 2.x A/AA rules, as in a11y.spec.ts: no serious or critical violation. */
const expectAccessible = async (page: Page, where: string, include?: string) => {
  const builder = wcagAxe(page)
  const serious = seriousOf(await (include ? builder.include(include) : builder).analyze(), {
    exceptUnderBottomNav: true,
  })
  expect(serious, where).toEqual([])
}

// One walk per project (desktop and phone): the cart page with an item, the open sidebar, each
// checkout step and the thank-you page, checked where the shopper sees them.
test("cart and checkout have no serious or critical violations", { tag: "@phone" }, async ({
  page,
}) => {
  test.setTimeout(120_000)
  const cartId = await cartThroughApi(page.request, CAMERA_SKU, 1)
  await page.goto(`/cart?quote_id=${cartId}`)
  const cart = page.getByTestId("cart-page")
  await expect(cart.getByTestId("cart-line")).toHaveCount(1)
  await expect(cart.getByTestId("warranty-offers")).toBeVisible()
  await expectAccessible(page, "/cart with an item")

  await page.getByTestId("cart-button").click()
  const sidebar = page.getByTestId("cart-sidebar")
  await expect(sidebar.getByTestId("cart-line")).toHaveCount(1)
  await expectAccessible(page, "the open cart sidebar", '[data-testid="cart-sidebar"]')

  await sidebar.getByRole("button", { name: "Checkout" }).click()
  await page
    .getByRole("dialog", { name: "Checkout" })
    .getByRole("button", { name: "Continue as guest" })
    .click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  const form = page.getByRole("form", { name: "Shipping address" })
  await expect(form.getByLabel("Email")).toBeVisible()
  await expectAccessible(page, "/checkout/shipping")

  await fillShippingAddress(page)
  await page.getByRole("radio", { name: /^Flat Rate/ }).click()
  await expect(page.getByRole("radio", { name: /^Flat Rate/ })).toBeChecked()
  await expectAccessible(page, "/checkout/shipping with methods")

  await page.getByRole("button", { name: "Continue to billing" }).click()
  await expect(page).toHaveURL(/\/checkout\/billing$/)
  await expect(page.getByLabel("Same as shipping address")).toBeChecked()
  await expectAccessible(page, "/checkout/billing")

  await page.getByRole("button", { name: "Continue to payment" }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await page.getByRole("radio", { name: "Check / Money order" }).click()
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled()
  await expectAccessible(page, "/checkout/payment")

  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page).toHaveURL(/\/checkout\/thank-you/)
  await expect(page.getByTestId("order-number")).toHaveText(/^\d+$/)
  await expectAccessible(page, "the thank-you page")
})
