import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { APIRequestContext, Locator, Page } from "@playwright/test"
import { simpleParser } from "mailparser"
import { GUEST, graphqlCall } from "./cartHelpers.js"
import { dollars, type ExpectedTotals, money } from "./catalogPrices.js"
import { expect } from "./fixtures.js"

/** A line as the shopper should see it: its name, the choices it lists, its row total. */
export interface ExpectedLine {
  readonly name: string
  readonly sku: string
  readonly options?: readonly string[]
  readonly quantity: number
  readonly rowCents: number
}

/** The amount of the totals row whose label starts with `label` ("Tax (", "Shipping ("). */
const totalsRow = (totals: Locator, label: string): Locator =>
  totals
    .locator("div")
    .filter({ has: totals.page().getByText(label) })
    .locator("dd")

/** The cart lines of a summary (sidebar, checkout or thank-you page), in order. */
export const expectLines = async (summary: Locator, lines: readonly ExpectedLine[]) => {
  const shown = summary.getByTestId("cart-line")
  await expect(shown).toHaveCount(lines.length)
  for (const [index, line] of lines.entries()) {
    const row = shown.nth(index)
    await expect(row).toContainText(line.name)
    for (const option of line.options ?? []) await expect(row).toContainText(option)
    await expect(row.getByText(money(line.rowCents), { exact: true })).toBeVisible()
  }
}

/** The thank-you page's summary: the lines and every total, to the cent. */
export const expectThankYouSummary = async (
  page: Page,
  lines: readonly ExpectedLine[],
  totals: ExpectedTotals,
) => {
  const summary = page.getByTestId("thank-you-summary")
  await expectLines(summary, lines)
  const dl = summary.getByTestId("cart-totals")
  await expect(dl.getByTestId("subtotal")).toHaveText(money(totals.subtotal))
  await expect(totalsRow(dl, `Tax (${totals.taxLabel})`)).toHaveText(money(totals.tax))
  if (totals.shippingCarrier === null) {
    await expect(dl.getByText("Shipping (")).toHaveCount(0)
  } else {
    await expect(dl.getByText(`Shipping (${totals.shippingCarrier}`)).toBeVisible()
    await expect(totalsRow(dl, "Shipping (")).toHaveText(money(totals.shipping))
  }
  await expect(dl.getByTestId("grand-total")).toHaveText(money(totals.grandTotal))
}

interface GuestOrder {
  readonly number: string
  readonly items: readonly {
    readonly product_sku: string
    readonly product_name: string
    readonly quantity_ordered: number
    readonly product_sale_price: { readonly value: number }
    readonly selected_options: readonly { readonly label: string; readonly value: string }[]
  }[]
  readonly total: {
    readonly subtotal: { readonly value: number }
    readonly total_tax: { readonly value: number }
    readonly total_shipping: { readonly value: number }
    readonly grand_total: { readonly value: number }
    readonly taxes: readonly {
      readonly title: string
      readonly amount: { readonly value: number }
    }[]
  }
}

/** The order as the shop stored it (Magento's guestOrder, found by number, email, postcode). */
export const guestOrder = async (request: APIRequestContext, number: string) =>
  (
    await graphqlCall<{ guestOrder: GuestOrder }>(
      request,
      `query o($input: OrderInformationInput!) { guestOrder(input: $input) {
        number
        items { product_sku product_name quantity_ordered product_sale_price { value }
          selected_options { label value } }
        total { subtotal { value } total_tax { value } total_shipping { value }
          grand_total { value } taxes { title amount { value } } } } }`,
      { input: { number, email: GUEST.email, postcode: GUEST.postcode } },
    )
  ).guestOrder

/** The stored order's lines and amounts are the catalogue's, to the cent. */
export const expectOrderAmounts = async (
  request: APIRequestContext,
  number: string,
  lines: readonly ExpectedLine[],
  totals: ExpectedTotals,
): Promise<GuestOrder> => {
  const order = await guestOrder(request, number)
  expect(order.items.map((i) => [i.product_sku, i.quantity_ordered])).toEqual(
    lines.map((l) => [l.sku, l.quantity]),
  )
  expect(order.items.map((i) => i.product_sale_price.value)).toEqual(
    lines.map((l) => dollars(l.rowCents / l.quantity)),
  )
  expect(order.total).toEqual({
    subtotal: { value: dollars(totals.subtotal) },
    total_tax: { value: dollars(totals.tax) },
    total_shipping: { value: dollars(totals.shipping) },
    grand_total: { value: dollars(totals.grandTotal) },
    taxes:
      totals.tax > 0 ? [{ title: totals.taxLabel, amount: { value: dollars(totals.tax) } }] : [],
  })
  return order
}

/** The plain-text part of the order confirmation the backend mailed for order `number`. */
const confirmationText = async (number: string): Promise<string> => {
  const dir = process.env.SHUTTER_OUTBOX_DIR
  if (!dir) throw new Error("SHUTTER_OUTBOX_DIR is not set (e2e/globalSetup.ts sets it)")
  let text = ""
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
          f.endsWith(".eml"),
        )
        for (const file of files.sort().reverse()) {
          const mail = await simpleParser(await readFile(join(dir, file)))
          if (mail.text?.includes(`Your Order #${number}`)) {
            text = mail.text
            return true
          }
        }
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return text
}

/** The order confirmation e-mail lists each line and the totals as the order has them. */
export const expectConfirmationMail = async (
  number: string,
  lines: readonly ExpectedLine[],
  totals: ExpectedTotals,
) => {
  const text = await confirmationText(number)
  for (const line of lines) {
    expect(text).toContain(`- ${line.name}\n  SKU: ${line.sku}`)
    expect(text).toContain(`Qty: ${line.quantity} · Price: ${money(line.rowCents)}`)
  }
  const amounts = text
    .split("\n")
    .filter((l) => /^(Subtotal|Shipping & Handling|Tax|Grand Total): /.test(l))
  expect(amounts).toEqual([
    `Subtotal: ${money(totals.subtotal)}`,
    ...(totals.shippingCarrier === null ? [] : [`Shipping & Handling: ${money(totals.shipping)}`]),
    ...(totals.tax > 0 ? [`Tax: ${money(totals.tax)}`] : []),
    `Grand Total: ${money(totals.grandTotal)}`,
  ])
}
