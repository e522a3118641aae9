import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Locator, Page } from "@playwright/test"
import { GUEST, hydrated } from "./cartHelpers.js"
import { expect } from "./fixtures.js"

/** Fills the e-card picker of the digital gift card's product page and adds it. */
export const addECard = async (
  page: Page,
  card: {
    readonly amount: string
    readonly recipientName: string
    readonly recipientEmail: string
  },
  /** Runs once the picker is filled, before the add. */
  beforeAdd?: () => Promise<unknown>,
): Promise<void> => {
  const picker = page.getByTestId("gift-card-options")
  const add = picker.getByRole("button", { name: "Add to cart", exact: true })
  await hydrated(add)
  const fixed = picker.getByRole("button", { name: card.amount, exact: true })
  if ((await fixed.count()) > 0) await fixed.click()
  else await picker.getByLabel(/Or enter an amount/).fill(card.amount.replace(/[$,]/g, ""))
  await picker.getByLabel("Your name *").fill("Ann Sender")
  await picker.getByLabel("Your email *").fill("ann@example.com")
  await picker.getByLabel("Recipient name *").fill(card.recipientName)
  await picker.getByLabel("Recipient email *").fill(card.recipientEmail)
  await picker.getByLabel("Message (optional)").fill("Happy birthday!")
  await beforeAdd?.()
  await add.click()
  await expect(page.getByTestId("cart-sidebar")).toBeVisible()
}

/**
 * Checkout (from the open sidebar, or the cart page) as a guest: a virtual-only cart lands on
 * billing, with two steps.
 */
export const startVirtualCheckout = async (
  page: Page,
  from: Locator = page.getByTestId("cart-sidebar"),
): Promise<void> => {
  await from.getByRole("button", { name: "Checkout" }).click()
  await page
    .getByRole("dialog", { name: "Checkout" })
    .getByRole("button", { name: "Continue as guest" })
    .click()
  await expect(page).toHaveURL(/\/checkout\/billing$/)
  await expect(
    page.getByRole("list", { name: "Checkout progress" }).getByRole("listitem"),
  ).toHaveText(["1. Billing", "2. Payment"])
}

/** The billing step of a virtual-only cart: the guest's email and the GUEST address. */
export const fillVirtualBilling = async (
  page: Page,
  email: string = GUEST.email,
): Promise<void> => {
  const form = page.getByRole("form", { name: "Billing address" })
  await hydrated(form.getByRole("button", { name: "Continue to payment" }))
  await form.getByLabel("Email").fill(email)
  await form.getByLabel("First name").fill(GUEST.firstname)
  await form.getByLabel("Last name").fill(GUEST.lastname)
  await form.getByLabel("Street address").fill(GUEST.street)
  await form.getByLabel("City").fill(GUEST.city)
  await form.getByLabel("Country").selectOption({ label: GUEST.country })
  await form.getByLabel("State / Region").selectOption({ label: GUEST.region })
  await form.getByLabel("Postcode").fill(GUEST.postcode)
  await form.getByLabel("Telephone").fill(GUEST.telephone)
  await form.getByRole("button", { name: "Continue to payment" }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
}

/**
 * From the open sidebar of a virtual-only cart: checkout → continue as guest → billing →
 * Check / Money order → Place order; the thank-you page's order number and the grand total the
 * payment step showed.
 */
export const checkoutVirtualAsGuest = async (
  page: Page,
): Promise<{ readonly number: string; readonly grandTotal: string }> => {
  await startVirtualCheckout(page)
  await fillVirtualBilling(page)
  const pay = page.getByRole("radio", { name: "Check / Money order" })
  await pay.click()
  await expect(pay).toBeChecked()
  const placeOrder = page.getByRole("button", { name: "Place order" })
  await expect(placeOrder).toBeEnabled()
  const grandTotal =
    (await page.getByTestId("order-summary").getByTestId("grand-total").textContent()) ?? ""
  await placeOrder.click()
  await expect(page).toHaveURL(/\/checkout\/thank-you/)
  const number = (await page.getByTestId("order-number").textContent()) ?? ""
  expect(number).toMatch(/^\d+$/)
  await expect(page.getByTestId("cart-count")).toHaveText("0")
  return { number, grandTotal }
}

/**
 * The merchant invoices the guest's pending orders through the backend's admin REST API (as the
 * demo admin): a bought gift card is issued and mailed only then.
 */
export const invoicePendingGuestOrders = async (email: string = GUEST.email): Promise<void> => {
  const backend = process.env.SHUTTER_E2E_BACKEND_URL
  if (!backend) throw new Error("SHUTTER_E2E_BACKEND_URL is not set (e2e/globalSetup.ts sets it)")
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${backend}/rest/V1${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    return (await response.json()) as unknown
  }
  const token = (await call("POST", "/integration/admin/token", undefined, {
    username: "admin",
    password: "shutter-admin1",
  })) as string
  const query = new URLSearchParams({
    "searchCriteria[filter_groups][0][filters][0][field]": "status",
    "searchCriteria[filter_groups][0][filters][0][value]": "pending",
    "searchCriteria[filter_groups][1][filters][0][field]": "customer_email",
    "searchCriteria[filter_groups][1][filters][0][value]": email,
  })
  const found = (await call("GET", `/orders?${query}`, token)) as { items: { entity_id: number }[] }
  for (const order of found.items)
    await call("POST", `/order/${order.entity_id}/invoice`, token, {})
}

/**
 * The gift card code in the newest e-mail to `to` in the backend's outbox folder, once the
 * guest's orders are invoiced.
 */
export const giftCardCodeMailedTo = async (to: string): Promise<string> => {
  await invoicePendingGuestOrders()
  const dir = process.env.SHUTTER_OUTBOX_DIR
  if (!dir) throw new Error("SHUTTER_OUTBOX_DIR is not set (e2e/globalSetup.ts sets it)")
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[]))
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
        for (const file of files) {
          const mail = await readFile(join(dir, file), "utf8")
          if (!mail.includes(`<${to}>`) && !mail.includes(`To: ${to}`)) continue
          code = /Gift card code[^A-Z0-9]*([A-Z0-9]{12})/.exec(mail)?.[1]
          if (code !== undefined) return code
        }
        return undefined
      },
      { timeout: 15_000 },
    )
    .toMatch(/^[A-Z0-9]{12}$/)
  return code ?? ""
}
