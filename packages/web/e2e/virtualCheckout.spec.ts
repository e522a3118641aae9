import { GUEST } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"
import {
  addECard,
  fillVirtualBilling,
  giftCardCodeMailedTo,
  startVirtualCheckout,
} from "./virtualCheckoutHelpers.js"

const ECARD = "/shutter-digital-gift-card.html" // $25–$500 or an open amount of $10–$1,000

test.describe("virtual-only checkout", () => {
  test("a gift e-card: billing and payment only, no shipping anywhere; the recipient gets a code", async ({
    page,
  }, testInfo) => {
    const recipient = `ben.${testInfo.project.name}.${Date.now()}@example.com`
    const operations: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname !== "/graphql") return
      const query = url.searchParams.get("query") ?? request.postData() ?? ""
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
      if (name) operations.push(name)
    })
    await page.goto(ECARD)
    await addECard(page, {
      amount: "$50.00",
      recipientName: "Ben Recipient",
      recipientEmail: recipient,
    })
    await startVirtualCheckout(page)
    const summary = page.getByTestId("order-summary")
    await expect(summary.getByTestId("grand-total")).toHaveText("$50.00")

    await fillVirtualBilling(page)
    await expect(
      page.getByRole("list", { name: "Checkout progress" }).getByRole("listitem").first(),
    ).toHaveClass("is-done")
    await page.getByRole("radio", { name: "Check / Money order" }).click()
    await expect(page.getByRole("radio", { name: "Check / Money order" })).toBeChecked()
    await expect(summary).not.toContainText("Shipping")
    // Gift cards are not taxed: the order is the card's amount.
    await expect(summary.getByTestId("grand-total")).toHaveText("$50.00")
    await page.getByRole("button", { name: "Place order" }).click()

    await expect(page).toHaveURL(/\/checkout\/thank-you/)
    const thanks = page.getByTestId("thank-you")
    await expect(thanks.getByRole("heading", { name: "Billing address" })).toBeVisible()
    await expect(thanks.getByTestId("thank-you-billing-address")).toContainText(GUEST.street)
    await expect(thanks.getByRole("heading", { name: /Shipping/ })).toHaveCount(0)
    await expect(thanks.getByTestId("thank-you-summary").getByTestId("grand-total")).toHaveText(
      "$50.00",
    )
    expect(operations.filter((o) => /shipping/i.test(o))).toEqual([])

    expect(await giftCardCodeMailedTo(recipient)).toMatch(/^[A-Z0-9]{12}$/)
  })
})
