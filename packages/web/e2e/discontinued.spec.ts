// A discontinued product keeps its page (specs, reviews) but sells nothing: no price, no
// Add to cart, no stock or price-drop alert. Checked on the phone too (@phone).
import { buildCatalog } from "@shutter/fixtures"
import { expect, test } from "./fixtures.js"

const discontinued = buildCatalog().products.find(
  (p) => p.discontinued === 1 && p.visibility === 4 && p.type_id === "simple",
)

test("a discontinued product page offers no price, Add to cart or alerts @phone", async ({
  page,
}) => {
  if (discontinued === undefined) throw new Error("the fixtures have no discontinued product")
  await page.goto(`/${discontinued.url_key}.html`)
  const buyBox = page.getByTestId("buy-box")
  await expect(buyBox.getByRole("heading", { level: 1 })).toHaveText(discontinued.name)
  await expect(buyBox.getByText("Discontinued", { exact: true })).toBeVisible()
  await expect(page.getByTestId("discontinued-note")).toHaveText(
    "No longer available: this product has been discontinued. Its specifications and reviews stay here for reference.",
  )
  await expect(buyBox.getByRole("button", { name: /add to cart/i })).toHaveCount(0)
  await expect(buyBox.getByRole("button", { name: "Notify me of a price drop" })).toHaveCount(0)
  await expect(buyBox.getByTestId("price")).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath("product-discontinued.png") })
})
