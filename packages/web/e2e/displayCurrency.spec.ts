import { addToCart, checkoutAsGuest, hydrated, SIMPLE } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

// Desktop and @phone: with EUR chosen, the cart, the mini-cart and checkout show the product
// page's € amounts, and say in dollars what the order will be charged.
test("with EUR chosen the cart and checkout show the product page's euros and the dollar charge @phone", async ({
  page,
}) => {
  await page.goto(SIMPLE)
  const switcher = page.getByTestId("store-switcher-header")
  await switcher.locator("summary").click()
  await Promise.all([
    page.waitForEvent("load"),
    switcher.getByRole("button", { name: "EUR", exact: true }).click(),
  ])
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  const price = page.getByTestId("buy-box").getByTestId("price")
  // $10.99 at the fixture rate 0.92.
  await expect(price).toHaveText("€10.11")

  const sidebar = await addToCart(page)
  await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText("€10.11")
  await expect(sidebar.getByTestId("cart-line").first()).toContainText("€10.11")

  await page.goto("/cart")
  const totals = page.getByTestId("cart-totals")
  await expect(totals.getByTestId("subtotal")).toHaveText("€10.11")
  await expect(page.getByTestId("cart-line").first()).toContainText("€10.11")
  await expect(page.getByTestId("charge-currency")).toHaveText(
    /^You will be charged \$\d+\.\d\d \(USD\)$/,
  )

  await hydrated(page.getByTestId("cart-button"))
  await page.getByTestId("cart-button").click()
  await expect(page.getByTestId("cart-sidebar")).toBeVisible()
  const order = await checkoutAsGuest(page, {
    beforePayment: async () => {
      const summary = page.getByTestId("order-summary")
      await expect(summary.getByTestId("subtotal")).toHaveText("€10.11")
      await expect(summary.getByTestId("grand-total")).toHaveText(/^€\d+\.\d\d$/)
      await expect(page.getByTestId("place-order-charge")).toHaveText(
        /^You will be charged \$\d+\.\d\d \(USD\)$/,
      )
    },
  })
  expect(order.grandTotal).toMatch(/^€/)
  // The confirmation shows what was charged.
  const thanks = page.getByTestId("thank-you-summary")
  await expect(thanks.getByTestId("subtotal")).toHaveText("$10.99")
  await expect(thanks.getByTestId("charge-currency")).toHaveCount(0)
})
