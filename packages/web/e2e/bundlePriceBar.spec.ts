import type { BundleProduct } from "@shutter/fixtures"
import { BUNDLE, hydrated } from "./cartHelpers.js"
import {
  bundleCents,
  catalogProduct,
  catalogProductById,
  finalCents,
  money,
} from "./catalogPrices.js"
import { expect, test } from "./fixtures.js"

// On phones the buy box's Add to cart is a bar fixed to the bottom with the price: for a kit,
// the price of the kit as configured ("Your kit"), never the kit's lowest price.
test("the phone's Add to cart bar shows the kit's configured price as it changes", async ({
  page,
}) => {
  const kit = catalogProduct(BUNDLE) as BundleProduct
  const lenses = kit.items.find((i) => i.title === "Lens")?.options ?? []
  const lens = lenses
    .filter((s) => !s.is_default)
    .map((s) => catalogProductById(s.product_id))
    .reduce((a, b) => (finalCents(b) > finalCents(a) ? b : a))
  const asConfigured = money(bundleCents(kit))
  const withLens = money(bundleCents(kit, { Lens: lens.name }))
  expect(withLens).not.toBe(asConfigured)

  await page.goto(BUNDLE)
  const bar = page.getByTestId("add-to-cart-bar")
  await expect(page.getByTestId("choice-price")).toHaveText(`Your kit${asConfigured}`)
  await expect(bar.locator(".add-to-cart__price")).toHaveText(asConfigured)

  const pick = page.getByTestId("bundle-options").getByRole("radio", { name: lens.name })
  await hydrated(pick)
  await pick.check()
  await expect(page.getByTestId("choice-price")).toHaveText(`Your kit${withLens}`)
  await expect(bar.locator(".add-to-cart__price")).toHaveText(withLens)
})
