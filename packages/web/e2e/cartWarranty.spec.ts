import { addToCart, productPath } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const CAMERA_SKU = "NIK-Z6-II" // $1,599.00; photo gear: 2- and 3-year plans

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
  await expect(cart.getByTestId("subtotal")).toHaveText("$1,599.00")

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
  await expect(cart.getByTestId("subtotal")).toHaveText("$1,648.99")
})

test("a plan is shown under the line it covers, follows its quantity and leaves with it", async ({
  page,
}) => {
  await page.goto(await productPath(page.request, CAMERA_SKU))
  await addToCart(page)
  await page.goto("/cart")
  const cart = page.getByTestId("cart-page")
  const line = cart.getByTestId("cart-line")
  await line
    .getByTestId("warranty-offers")
    .getByRole("button", { name: /^2 Year Protection Plan/ })
    .click()
  const plan = line.getByTestId("cart-line-plan")
  await expect(plan).toContainText("Warranty: 2 Year Protection Plan (24 months)")
  await expect(plan).toContainText("1 × $49.99")
  // One line: the plan is not a second product line with the camera's name and picture.
  await expect(line).toHaveCount(1)
  await expect(cart.locator(".cart-line__image")).toHaveCount(1)
  await page.screenshot({ path: test.info().outputPath("cart-with-plan.png"), fullPage: true })

  // Its quantity follows the camera's (no stepper of its own).
  await expect(plan.getByRole("button", { name: /quantity/i })).toHaveCount(0)
  await line.getByRole("button", { name: "Increase quantity" }).click()
  await expect(plan).toContainText("2 × $49.99")
  await expect(cart.getByTestId("subtotal")).toHaveText("$3,297.98")

  // Removing the camera removes its plan.
  await line.getByRole("button", { name: /^Remove Nikon Z6 II/ }).click()
  const confirm = page.getByRole("dialog", { name: "Remove item" })
  await expect(confirm).toContainText("Remove Nikon Z6 II from your cart?")
  await confirm.getByRole("button", { name: "Remove", exact: true }).click()
  await expect(cart).toContainText("Your cart is empty.")
  await expect(page.getByTestId("cart-count")).toHaveText("0")
})
