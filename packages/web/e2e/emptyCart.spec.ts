import { expect, test } from "./fixtures.js"

// A shopper with nothing in the cart: no checkout forms, and a way back to the shop.
for (const path of ["/checkout", "/checkout/billing", "/cart"]) {
  test(`${path} with an empty cart says so and offers Continue shopping`, async ({ page }) => {
    await page.goto(path)
    const empty = page.getByTestId("empty-cart")
    await expect(empty).toContainText("Your cart is empty.")
    await expect(page.getByRole("textbox")).toHaveCount(0) // the header's search is a searchbox
    await expect(page.getByRole("button", { name: /Continue to/ })).toHaveCount(0)
    await empty.getByRole("link", { name: "Continue shopping" }).click()
    await expect(page).toHaveURL(/\/$/)
  })
}
