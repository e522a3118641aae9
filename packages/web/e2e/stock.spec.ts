import { productPath } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const SOLD_OUT = "PAN-LUMIX-S1RII" // out of stock, not a special order
const LOW_STOCK = "KOD-RAPID-FIXER-1-L" // 2 left: the "Only {STOCK} left" label

test("an out-of-stock product page has no active Add to cart: a disabled button says why", async ({
  page,
}) => {
  await page.goto(await productPath(page.request, SOLD_OUT))
  const buy = page.getByRole("button", { name: "Out of stock", exact: true })
  await expect(buy).toBeVisible()
  await expect(buy).toBeDisabled()
  await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath("product-out-of-stock.png") })
})

test("an out-of-stock card in the search results shows a disabled Out of stock button", async ({
  page,
}) => {
  await page.goto("/catalogsearch/result?term=Panasonic%20Lumix%20S1RII")
  const card = page.getByTestId("product-card").filter({ hasText: "Panasonic Lumix S1RII" })
  await expect(card).toHaveCount(1)
  const buy = card.getByRole("button", { name: "Out of stock", exact: true })
  await expect(buy).toBeDisabled()
  await page.screenshot({ path: test.info().outputPath("card-out-of-stock.png") })
})

test("a stock label shows the units left, substituted by the server", async ({ page }) => {
  await page.goto(await productPath(page.request, LOW_STOCK))
  const labels = page.getByRole("list", { name: "Labels" }).first()
  await expect(labels.getByText("Only 2 left", { exact: true })).toBeVisible()
  await expect(page.getByText("{STOCK}")).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath("product-low-stock.png") })
})
