import { expect, test } from "./fixtures.js"

test.describe("product page", () => {
  test("price, stock, gallery, option swatches switch the variant and enable add to cart", async ({
    page,
  }) => {
    await page.goto("/peak-design-everyday-messenger-10.html")
    const product = page.getByTestId("product-page")
    await expect(product.getByRole("heading", { level: 1 })).toHaveText(
      "Peak Design Everyday Messenger 10",
    )
    await expect(page).toHaveTitle(/Peak Design Everyday Messenger 10/)
    // Special price: the final price, the regular price struck through, the discount (spec §9).
    const price = product.getByTestId("buy-box").getByTestId("price")
    await expect(price).toContainText("$194.99")
    await expect(price.locator("s")).toContainText("$229.99")
    await expect(price).toContainText("-15%")
    await expect(product.getByTestId("buy-box").getByTestId("stock")).toBeVisible()

    const main = product.getByTestId("gallery-main")
    await expect(main).toHaveAttribute("loading", "eager")
    await expect(main).toHaveAttribute("fetchpriority", "high")
    await expect(main).toHaveAttribute("width", "1080")
    await expect(main).toHaveAttribute("height", "1340")

    await expect(product.getByTestId("sku")).toHaveText("PEA-EVERYDAY-MESSENGER-10")
    // Spec §5: a configurable is added only once a variant is selected.
    await expect(
      product.getByRole("button", { name: "Choose options to add to cart" }),
    ).toBeDisabled()
    // A colour, then a material the chosen colour is in stock in (the page marks the others
    // "(unavailable)").
    const color = product.getByRole("button", { name: /^Color (?!.*unavailable)/ }).first()
    const colorName = (await color.getAttribute("aria-label")) ?? (await color.innerText())
    await color.click()
    await product
      .getByRole("button", { name: /^Material (?!.*unavailable)/ })
      .first()
      .click()
    await expect(product.getByTestId("sku")).not.toHaveText("PEA-EVERYDAY-MESSENGER-10")
    await expect(product.getByRole("button", { name: colorName, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    )

    await expect(product.getByRole("button", { name: "Add to cart", exact: true })).toBeEnabled()
  })

  test("tabs, reviews with their average, and a review the server answers", async ({ page }) => {
    await page.goto("/peak-design-everyday-messenger-10.html")
    const tabs = page.getByRole("tablist", { name: "Product information" })
    await expect(tabs.getByRole("tab", { name: "Description" })).toHaveAttribute(
      "aria-selected",
      "true",
    )
    const specs = tabs.getByRole("tab", { name: "Specs & dimensions" })
    if ((await specs.count()) > 0) {
      await specs.click()
      await expect(page.getByRole("tabpanel", { name: "Specs & dimensions" })).toBeVisible()
    }
    await expect(page.getByTestId("reviews-summary")).toContainText("25 reviews")

    // The form (and its rating scales' request) opens on demand.
    await page.getByRole("button", { name: "Write a review" }).click()
    const form = page.getByRole("form", { name: "Write a review" })
    for (const rating of ["Quality", "Value", "Price", "Rating"]) {
      await form.getByRole("group", { name: rating }).getByText("4", { exact: true }).click()
    }
    await form.getByLabel("Nickname").fill("Ada")
    await form.getByLabel("Summary").fill("Fits a body and two primes")
    await form.getByLabel("Review").fill("Sturdy, quick to open, comfortable strap.")
    await form.getByRole("button", { name: "Submit review" }).click()
    // New reviews wait for the shop's approval (Magento's default): Magento's message says so.
    await expect(form.getByRole("status")).toHaveText("You submitted your review for moderation.")
  })

  test("/p/{sku} shows a product; bundle and grouped products list their parts", async ({
    page,
  }) => {
    await page.goto("/p/CAN-EOS-R2-MARK-II-KIT")
    await expect(page.getByTestId("product-page")).toBeVisible()
    await expect(page.getByTestId("bundle-options").getByRole("group").first()).toBeVisible()
    await page.goto("/shutter-darkroom-starter-set.html")
    const grouped = page.getByTestId("grouped-items")
    await expect(grouped.getByTestId("grouped-default-qty").first()).toBeVisible()
  })
})
