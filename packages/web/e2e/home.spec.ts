import { expect, test } from "./fixtures.js"

test.describe("home page", () => {
  test("shows the store name from the database in the header", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByTestId("store-name")).toHaveText("Shutter Camera & Photo")
    await expect(page).toHaveTitle(/Shutter/)
  })

  test("loads the logo from the backend's media through the same origin", async ({ page }) => {
    const logo = page.waitForResponse((response) => response.url().includes("/media/logo/"))
    await page.goto("/")
    const response = await logo
    expect(response.status()).toBe(200)
    expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin)
  })

  test("frames the page with the promo bar linking to the shipping policy", async ({ page }) => {
    await page.goto("/Home")
    // The ticker may carry the same message: look in the promo bar itself.
    const promo = page
      .getByTestId("promo-bar")
      .getByRole("link", { name: "Free shipping on most orders over $100!*" })
    await expect(promo).toHaveAttribute("href", "/shipping-policy")
    await expect(page.getByRole("link", { name: "Track an Order" })).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
  })

  test("the top menu offers the five external links and the help popup", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the external links are desktop-only; phones get the bottom navigation")
    await page.goto("/")
    const services = page.getByRole("navigation", { name: "Shutter services" })
    for (const name of ["Commercial/Gov/Edu", "Rentals", "Take a Class", "Photo Lab", "Blog"]) {
      await expect(services.getByRole("link", { name })).toBeVisible()
    }
    await expect(services.getByRole("link", { name: "Store Location" })).toHaveAttribute(
      "href",
      "/store",
    )
    await services.getByRole("button", { name: "Help" }).click()
    const sellGear = services.getByRole("link", { name: "I've got used gear to sell" })
    await expect(sellGear).toBeVisible()
    await expect(sellGear).toHaveAttribute("href", "/used-equipment-quote")
    await expect(services.getByRole("button", { name: "Send us a Message" })).toBeVisible()
    await expect(services.getByRole("link", { name: "Track my web order" })).toHaveAttribute(
      "href",
      "/track-order",
    )
    await page.keyboard.press("Escape")
    await expect(sellGear).toBeHidden()
  })

  test("/graphql answers on the same origin as the page", async ({ page, request }) => {
    await page.goto("/")
    const response = await request.post("/graphql", {
      data: { query: "{ storeConfig { store_code store_name } }" },
    })
    expect(response.ok()).toBe(true)
    expect(await response.json()).toEqual({
      data: { storeConfig: { store_code: "default", store_name: "Shutter Camera & Photo" } },
    })
  })
})
