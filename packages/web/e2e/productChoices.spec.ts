import type { APIRequestContext, Page } from "@playwright/test"
import { addToCart, BUNDLE, checkoutAsGuest, GUEST, graphqlCall, hydrated } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

// Buying what the shopper chose: a kit with another lens, one download link, a class session.
// The product page's running price, the cart and the order agree to the cent.

const orderItems = async (request: APIRequestContext, number: string) =>
  (
    await graphqlCall<{
      guestOrder: {
        items: {
          product_sku: string
          product_sale_price: { value: number }
          selected_options: { label: string; value: string }[]
        }[]
        total: { subtotal: { value: number } }
      }
    }>(
      request,
      `query o($input: OrderInformationInput!) { guestOrder(input: $input) {
        items { product_sku product_sale_price { value } selected_options { label value } }
        total { subtotal { value } } } }`,
      { input: { number, email: GUEST.email, postcode: GUEST.postcode } },
    )
  ).guestOrder

const buy = async (page: Page, price: string) => {
  await expect(page.getByTestId("choice-price")).toContainText(price)
  const sidebar = await addToCart(page)
  await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText(price)
  return checkoutAsGuest(page)
}

test.describe("buying the options chosen", () => {
  test("a kit with the cheaper lens is charged for that lens", async ({ page, request }) => {
    // The whole guest checkout runs in this journey.
    test.setTimeout(120_000)
    await page.goto(BUNDLE)
    const kit = page.getByTestId("bundle-options")
    const lens = kit.getByRole("radio", { name: /Canon RF 56mm f\/2\.8 R LM/ })
    await hydrated(lens)
    await expect(page.getByTestId("choice-price")).toContainText("$6,217.98")
    await lens.check()
    // 3,958.99 + 1,049.00 + 209.99
    const { number } = await buy(page, "$5,217.98")
    const order = await orderItems(request, number)
    expect(order.items[0]).toMatchObject({
      product_sku: "CAN-EOS-R2-MARK-II-KIT",
      product_sale_price: { value: 5217.98 },
    })
    expect(order.items[0]?.selected_options).toContainEqual({
      label: "Lens",
      value: "1 x Canon RF 56mm f/2.8 R LM",
    })
    expect(order.total.subtotal.value).toBe(5217.98)
  })

  // Carts of downloads or classes only are virtual: their checkout has no shipping step, which
  // checkoutAsGuest walks; these journeys stop at the cart.
  test("presets with one link are charged for that link only", async ({ page }) => {
    await page.goto("/portra-film-look-lightroom-presets.html")
    const link = page.getByRole("checkbox", { name: /Lightroom Mobile \(\.dng\)/ })
    await hydrated(link)
    await expect(page.getByRole("button", { name: "Choose options to add to cart" })).toBeDisabled()
    await link.check()
    await expect(page.getByTestId("choice-price")).toContainText("$38.99")
    const sidebar = await addToCart(page)
    await expect(sidebar).toContainText("Downloads: Lightroom Mobile (.dng)")
    await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText("$38.99")
  })

  test("a class is bought with its session", async ({ page }) => {
    await page.goto("/intro-to-your-mirrorless-camera.html")
    const session = page.getByLabel(/^Session/)
    await hydrated(session)
    await expect(page.getByRole("button", { name: "Choose options to add to cart" })).toBeDisabled()
    await session.selectOption({ label: "Tuesday evening, 18:30–21:30" })
    await expect(page.getByTestId("choice-price")).toContainText("$139.99")
    const sidebar = await addToCart(page)
    await expect(sidebar).toContainText("Session: Tuesday evening, 18:30–21:30")
    await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText("$139.99")
  })
})
