import { hydrated, toasts } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const ECARD = "/shutter-digital-gift-card.html" // $25–$500 or an open amount of $10–$1,000

test.describe("gift card", () => {
  test("picks an amount, checks the form with the shop's texts, adds the e-card", async ({
    page,
  }) => {
    await page.goto(ECARD)
    const picker = page.getByTestId("gift-card-options")
    const add = picker.getByRole("button", { name: "Add to cart", exact: true })
    await hydrated(add)
    await expect(picker.getByRole("button", { name: "$50.00" })).toBeVisible()
    await expect(picker.getByLabel(/Or enter an amount \(\$10\.00 – \$1,000\.00\)/)).toBeVisible()

    await add.click()
    await expect(picker.getByText("Please specify a gift card amount.")).toBeVisible()
    await expect(picker.getByText("Please specify a recipient name.")).toBeVisible()
    await expect(picker.getByText("Please specify a sender email.")).toBeVisible()
    await expect(page.getByTestId("cart-count")).toHaveText("0")

    await picker.getByLabel(/Or enter an amount/).fill("5")
    await expect(picker.getByText("Gift Card min amount is $10.00")).toBeVisible()
    await picker.getByLabel(/Or enter an amount/).fill("")
    await picker.getByRole("button", { name: "$50.00" }).click()
    await picker.getByLabel("Your name *").fill("Ann Sender")
    await picker.getByLabel("Your email *").fill("ann@example.com")
    await picker.getByLabel("Recipient name *").fill("Ben Recipient")
    await picker.getByLabel("Recipient email *").fill("ben@")
    await expect(
      picker.getByText("Please enter a valid email address (Ex: johndoe@domain.com)."),
    ).toBeVisible()
    await picker.getByLabel("Recipient email *").fill("ben@example.com")
    await picker.getByLabel("Message (optional)").fill("Happy birthday!")
    await add.click()
    await expect(
      toasts(page).filter({ hasText: "Item added to the cart successfully" }),
    ).toBeVisible()
    await expect(page.getByTestId("cart-count")).toHaveText("1")
    await expect(page.getByTestId("cart-sidebar").getByTestId("sidebar-subtotal")).toHaveText(
      "$50.00",
    )
  })
})
