import { hydrated } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const ECARD = "/shutter-digital-gift-card.html" // $25–$500 or an open amount of $10–$1,000

test("a gift card's headline price is the amount picked or typed, else the card's range", async ({
  page,
}) => {
  await page.goto(ECARD)
  const headline = page.getByTestId("buy-box").getByTestId("price")
  const picker = page.getByTestId("gift-card-options")
  await expect(headline).toHaveText("$10.00 – $1,000.00")

  const hundred = picker.getByRole("button", { name: "$100.00" })
  await hydrated(hundred)
  await hundred.click()
  await expect(headline).toHaveText("$100.00")
  // The card's own Add to cart bar (fixed to the bottom on phones) says the same.
  const barPrice = picker.getByTestId("add-to-cart-bar").locator(".add-to-cart__price")
  await expect(barPrice).toHaveText("$100.00")

  const typed = picker.getByLabel(/Or enter an amount/)
  await typed.fill("250")
  await expect(headline).toHaveText("$250.00")
  // An amount the card does not take is no price: the range again.
  await typed.fill("5")
  await expect(headline).toHaveText("$10.00 – $1,000.00")
  await expect(barPrice).toHaveCount(0)
})
