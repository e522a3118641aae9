import { addToCart, productPath } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const CAMERA_SKU = "NIK-Z6-II" // $5,349.00; photo gear: 2- and 3-year plans

test("warranty offers on a cart line: add the 2-year plan, see it on the line and in the totals", async ({
  page,
}) => {
  await page.goto(await productPath(page.request, CAMERA_SKU))
  const sidebar = await addToCart(page)
  // The sidebar offers protection too.
  await expect(sidebar.getByTestId("warranty-offers")).toContainText("Add protection")

  await page.goto("/cart")
  const cart = page.getByTestId("cart-page")
  const line = cart.getByTestId("cart-line").first()
  const offers = line.getByTestId("warranty-offers")
  await expect(offers).toContainText("Add protection")
  await expect(
    offers.getByRole("button", { name: /^2 Year Protection Plan — \$49\.99/ }),
  ).toBeVisible()
  await expect(
    offers.getByRole("button", { name: /^3 Year Accident Protection Plan — \$89\.99/ }),
  ).toBeVisible()
  await expect(cart.getByTestId("subtotal")).toHaveText("$5,349.00")

  // Hold the addWarrantyToCart request to see the loader (spec §4 'Warranty add').
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes("addWarrantyToCart")) await held
    await route.continue()
  })
  await offers.getByRole("button", { name: /^2 Year Protection Plan/ }).click()
  await expect(line.getByTestId("warranty-loader")).toHaveText("Adding protection…")
  release()

  await expect(line.getByTestId("cart-line-warranty")).toHaveText(
    "Warranty: 2 Year Protection Plan (24 months)",
  )
  await expect(line.getByTestId("warranty-offers")).toHaveCount(0)
  await expect(cart.getByTestId("subtotal")).toHaveText("$5,398.99")
})
