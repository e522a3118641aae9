// A guest pays by card: Stripe's Payment Element (the local Stripe's Stripe.js test double, via
// SHUTTER_STRIPE_JS_URL), a backend paying through the local Stripe-compatible API.
import type { Page } from "@playwright/test"
import { type LocalStripe, startLocalStripe, startTestServer } from "@shutter/server/testing"
import { startWebServer } from "../server/index.js"
import { addToCart, checkedShippingMethod, fillShippingAddress, SIMPLE } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

let stripe: LocalStripe
let backend: Awaited<ReturnType<typeof startTestServer>>
let web: Awaited<ReturnType<typeof startWebServer>>

test.beforeAll(async () => {
  stripe = await startLocalStripe()
  backend = await startTestServer({
    stripe: {
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      apiBase: stripe.url,
    },
  })
  web = await startWebServer({ backendUrl: backend.url, stripeJsUrl: stripe.stripeJsUrl })
})

test.afterAll(async () => {
  await web?.close()
  await backend?.close()
  await stripe?.close()
})

/** Product page → cart → guest checkout, up to the payment step with the card chosen. */
const toCardPayment = async (page: Page) => {
  await page.goto(`${web.url}${SIMPLE}`)
  await addToCart(page)
  await page.getByTestId("cart-sidebar").getByRole("button", { name: "Checkout" }).click()
  await page
    .getByRole("dialog", { name: "Checkout" })
    .getByRole("button", { name: "Continue as guest" })
    .click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await fillShippingAddress(page)
  await expect(checkedShippingMethod(page)).toHaveCount(1)
  await page.getByRole("button", { name: "Continue to billing" }).click()
  await page.getByRole("button", { name: "Continue to payment" }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await page.getByRole("radio", { name: "Credit or debit card" }).click()
  await expect(page.getByRole("radio", { name: "Credit or debit card" })).toBeChecked()
  await expect(page.getByLabel("Card number")).toBeVisible()
}

test("a guest pays by card and sees the confirmation", async ({ page }) => {
  await toCardPayment(page)
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page).toHaveURL(/\/checkout\/thank-you/)
  const number = (await page.getByTestId("order-number").textContent()) ?? ""
  expect(number).toMatch(/^\d+$/)
  const payment = await backend.payments.orderPayment(number)
  expect(payment?.state).toBe("captured")
  expect(stripe.intents().find((i) => i.id === payment?.reference)?.status).toBe("succeeded")
})

test("a declined card shows the decline and keeps the cart", async ({ page }) => {
  await toCardPayment(page)
  await page.getByLabel("Card number").fill("4000 0000 0000 0002")
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page.getByRole("alert")).toHaveText("Unable to place order: Your card was declined.")
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await expect(page.getByTestId("cart-count")).toHaveText("1")
  // Another card on the same page: the order goes through.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page).toHaveURL(/\/checkout\/thank-you/)
})

test("a card that needs 3-D Secure is authenticated in Stripe.js, then ordered", async ({
  page,
}) => {
  await toCardPayment(page)
  await page.getByLabel("Card number").fill("4000 0027 6000 3184")
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page).toHaveURL(/\/checkout\/thank-you/)
  const number = (await page.getByTestId("order-number").textContent()) ?? ""
  const payment = await backend.payments.orderPayment(number)
  expect(payment?.state).toBe("captured")
})
