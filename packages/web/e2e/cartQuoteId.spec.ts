import { cartThroughApi } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const FILM_SKU = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"

test.describe("quote_id (spec §2)", () => {
  test("a cart made through the API: badge, URL without the parameter, the item in the cart", async ({
    page,
  }) => {
    const cartId = await cartThroughApi(page.request, FILM_SKU, 2)
    await page.goto(`/?quote_id=${cartId}&utm_source=mail`)
    await expect(page.getByTestId("cart-count")).toHaveText("2")
    await expect(page).toHaveURL(/\/\?utm_source=mail$/)
    expect(new URL(page.url()).searchParams.has("quote_id")).toBe(false)

    await page.getByTestId("cart-button").click()
    const sidebar = page.getByTestId("cart-sidebar")
    await expect(sidebar.getByTestId("cart-line")).toHaveCount(1)
    await expect(sidebar.getByTestId("cart-line")).toContainText("Superia X-TRA 400")

    // The id is the shopper's now: it survives a reload.
    await page.goto("/cart")
    await expect(page.getByTestId("cart-page").getByTestId("line-qty")).toHaveText("2")
  })

  test("an unknown quote_id: the page works and the parameter leaves the URL", async ({ page }) => {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto("/?quote_id=0123456789abcdef0123456789abcdef")
    await expect(page.getByRole("heading", { name: "Gear up for the golden hour" })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId("cart-count")).toHaveText("0")
    expect(errors).toEqual([])
  })
})
