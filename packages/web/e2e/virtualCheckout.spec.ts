import { addToCart, GUEST, SIMPLE } from "./cartHelpers.js"
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
    let requests = 0
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname !== "/graphql") return
      requests++
      const query = url.searchParams.get("query") ?? request.postData() ?? ""
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
      if (name) operations.push(name)
    })
    const started = Date.now()
    await page.goto(ECARD)
    await addECard(page, {
      amount: "$50.00",
      recipientName: "Ben Recipient",
      recipientEmail: recipient,
    })
    await startVirtualCheckout(page)
    const summary = page.getByTestId("order-summary")
    await expect(summary.getByTestId("grand-total")).toHaveText("$50.00")
    // The shipping step's address is not there to open: it leads to billing.
    await page.goto("/checkout/shipping")
    await expect(page).toHaveURL(/\/checkout\/billing$/)

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
    const line = `virtual checkout (gift e-card, ${testInfo.project.name}): ${requests} /graphql requests, ${Date.now() - started} ms from product page load to thank-you (with one extra visit to /checkout/shipping)`
    console.log(line)
    testInfo.annotations.push({ type: "measure", description: line })

    expect(await giftCardCodeMailedTo(recipient)).toMatch(/^[A-Z0-9]{12}$/)
  })

  test("the mailed code pays a second order: the Gift card box, 'free' payment, amounts to the cent", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const recipient = `redeem.${testInfo.project.name}.${Date.now()}@example.com`
    // Order 1: a $100.00 e-card for the recipient.
    await page.goto(ECARD)
    await addECard(page, {
      amount: "$100.00",
      recipientName: "Ben Recipient",
      recipientEmail: recipient,
    })
    await startVirtualCheckout(page)
    await fillVirtualBilling(page)
    await page.getByRole("radio", { name: "Check / Money order" }).click()
    await expect(page.getByRole("radio", { name: "Check / Money order" })).toBeChecked()
    await page.getByRole("button", { name: "Place order" }).click()
    await expect(page).toHaveURL(/\/checkout\/thank-you/)
    const code = await giftCardCodeMailedTo(recipient)
    const masked = `••••••••${code.slice(-4)}`

    // Order 2: a $30.00 e-card (typed amount); its fields show under the line everywhere.
    await page.goto(ECARD)
    await addECard(page, {
      amount: "$30",
      recipientName: "Cleo Friend",
      recipientEmail: "cleo@example.com",
    })
    const details = [
      "Amount: $30.00",
      "To: Cleo Friend <cleo@example.com>",
      "From: Ann Sender <ann@example.com>",
      "Message: Happy birthday!",
    ]
    const sidebarLine = page.getByTestId("cart-sidebar").getByTestId("cart-line")
    for (const text of details) await expect(sidebarLine).toContainText(text)
    await page.goto("/cart")
    const cartPage = page.getByTestId("cart-page")
    for (const text of details) await expect(cartPage.getByTestId("cart-line")).toContainText(text)
    await startVirtualCheckout(page, cartPage)
    await fillVirtualBilling(page, "ben@example.com")
    const summary = page.getByTestId("order-summary")
    for (const text of details) await expect(summary.getByTestId("cart-line")).toContainText(text)
    await expect(summary.getByTestId("grand-total")).toHaveText("$30.00")

    const box = page.getByRole("region", { name: "Gift card" })
    await box.getByLabel("Gift card code").fill("NOSUCHCODE00")
    await box.getByRole("button", { name: "Apply" }).click()
    await expect(box.getByRole("alert")).toHaveText(
      "The gift card code couldn't be added. Verify your information and try again.",
    )
    await box.getByLabel("Gift card code").fill(code.toLowerCase())
    await box.getByRole("button", { name: "Apply" }).click()
    const applied = box.getByTestId("applied-gift-card")
    await expect(applied).toContainText(masked)
    await expect(applied.getByTestId("gift-card-applied")).toHaveText("Applied: −$30.00")
    await expect(applied.getByTestId("gift-card-remaining")).toHaveText("Remaining balance: $70.00")
    await expect(box.getByRole("alert")).toHaveCount(0)
    await expect(summary.getByTestId("gift-card-total")).toHaveText(`Gift card (${masked})−$30.00`)
    await expect(summary.getByTestId("grand-total")).toHaveText("$0.00")
    // Nothing left to pay: Magento's zero-total method is the only one, and it is taken.
    const payment = page.getByRole("group", { name: "Payment method" })
    await expect(payment.getByRole("radio")).toHaveCount(1)
    await expect(
      payment.getByRole("radio", { name: "No Payment Information Required" }),
    ).toBeChecked()

    // Removed, the order costs $30.00 again and the offline methods come back.
    await applied.getByRole("button", { name: `Remove gift card ${masked}` }).click()
    await expect(box.getByTestId("applied-gift-card")).toHaveCount(0)
    await expect(summary.getByTestId("grand-total")).toHaveText("$30.00")
    await expect(payment.getByRole("radio", { name: "Check / Money order" })).toBeVisible()
    await box.getByLabel("Gift card code").fill(code)
    await box.getByRole("button", { name: "Apply" }).click()
    await expect(summary.getByTestId("grand-total")).toHaveText("$0.00")
    await expect(
      payment.getByRole("radio", { name: "No Payment Information Required" }),
    ).toBeChecked()
    await page.getByRole("button", { name: "Place order" }).click()

    await expect(page).toHaveURL(/\/checkout\/thank-you/)
    const thanks = page.getByTestId("thank-you")
    await expect(thanks.getByTestId("thank-you-payment-method")).toHaveText(
      "No Payment Information Required",
    )
    const receipt = thanks.getByTestId("thank-you-summary")
    for (const text of details) await expect(receipt.getByTestId("cart-line")).toContainText(text)
    await expect(receipt.getByTestId("gift-card-total")).toHaveText(`Gift card (${masked})−$30.00`)
    await expect(receipt.getByTestId("grand-total")).toHaveText("$0.00")
    await expect(thanks.getByRole("heading", { name: /Shipping/ })).toHaveCount(0)
  })

  test("a mixed cart (an e-card and film) keeps the shipping step; only the film counts towards free shipping", async ({
    page,
  }) => {
    await page.goto(ECARD)
    await addECard(page, {
      amount: "$25.00",
      recipientName: "Ben Recipient",
      recipientEmail: "mixed@example.com",
    })
    // An e-card alone ships nothing: no free-shipping progress, in the sidebar or on /cart.
    const sidebar = page.getByTestId("cart-sidebar")
    await expect(sidebar.getByTestId("cart-line")).toHaveCount(1)
    await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText("$25.00")
    await expect(sidebar.getByTestId("free-shipping")).toHaveCount(0)
    await page.goto("/cart")
    await expect(page.getByTestId("cart-page").getByTestId("cart-line")).toHaveCount(1)
    await expect(page.getByTestId("cart-page").getByTestId("free-shipping")).toHaveCount(0)
    await page.goto(SIMPLE)
    await addToCart(page)
    // $10.99 of film ships; the $25.00 e-card does not count.
    await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText("$35.99")
    await expect(sidebar.getByTestId("free-shipping")).toContainText(
      "Add $89.01 more for free shipping on orders over $100.00.",
    )
    await page.getByTestId("cart-sidebar").getByRole("button", { name: "Checkout" }).click()
    await page
      .getByRole("dialog", { name: "Checkout" })
      .getByRole("button", { name: "Continue as guest" })
      .click()
    await expect(page).toHaveURL(/\/checkout\/shipping$/)
    await expect(
      page.getByRole("list", { name: "Checkout progress" }).getByRole("listitem"),
    ).toHaveText(["1. Shipping", "2. Billing", "3. Payment"])
    await expect(page.getByRole("form", { name: "Shipping address" })).toBeVisible()
  })
})
