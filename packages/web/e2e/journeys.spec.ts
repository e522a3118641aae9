import type {
  BundleProduct,
  ConfigurableProduct,
  DownloadableProduct,
  GroupedProduct,
  VirtualProduct,
} from "@shutter/fixtures"
import {
  addToCart,
  BUNDLE,
  CONFIGURABLE,
  checkoutAsGuest,
  hydrated,
  SIMPLE,
} from "./cartHelpers.js"
import {
  bundleCents,
  catalogProduct,
  catalogProductById,
  expectedTotals,
  finalCents,
  money,
} from "./catalogPrices.js"
import { expect, test } from "./fixtures.js"
import {
  type ExpectedLine,
  expectConfirmationMail,
  expectLines,
  expectOrderAmounts,
  expectThankYouSummary,
} from "./orderSummary.js"
import { checkoutVirtualAsGuest } from "./virtualCheckoutHelpers.js"

// A shopper buys one product of each type through the real checkout: the cart, the thank-you
// page and the stored order carry the catalogue's prices, the region's tax and the shipping
// rate, to the cent. With the service worker (blocked elsewhere), as a returning shopper has it:
// every page and request of these journeys goes through it.
test.use({ serviceWorkers: "allow" })

const GROUPED = "/shutter-podcast-studio-for-two.html"
/** Presets whose links are bought one by one. */
const DOWNLOADABLE = "/portra-film-look-lightroom-presets.html"
/** A class: its session is a required option. */
const CLASS = "/intro-to-your-mirrorless-camera.html"

test.describe("buying each product type", () => {
  // Each journey walks the whole guest checkout.
  test.beforeEach(() => test.setTimeout(120_000))

  test("a simple product", async ({ page, request }) => {
    const product = catalogProduct(SIMPLE)
    const lines: ExpectedLine[] = [
      { name: product.name, sku: product.sku, quantity: 1, rowCents: finalCents(product) },
    ]
    const totals = expectedTotals(lines.map(toOrderLine), { ships: true })

    await page.goto(SIMPLE)
    const sidebar = await addToCart(page)
    await expectLines(sidebar, lines)
    await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText(money(totals.subtotal))
    const { number, grandTotal } = await checkoutAsGuest(page)
    expect(grandTotal).toBe(money(totals.grandTotal))
    await expectThankYouSummary(page, lines, totals)
    await expectOrderAmounts(request, number, lines, totals)
    await expectConfirmationMail(number, lines, totals)
  })

  test("a configurable in a colour that is in stock", async ({ page, request }) => {
    const product = catalogProduct(CONFIGURABLE) as ConfigurableProduct
    // The variant with the most stock: other journeys buy from the same catalogue.
    const variant = product.variants
      .map((v) => ({ ...v, child: catalogProductById(v.product_id) }))
      .filter((v) => v.child.stock_status === "IN_STOCK")
      .reduce((a, b) => (b.child.qty > a.child.qty ? b : a))
    const chosen = variant.attributes.map((a) => ({
      option: product.configurable_options.find((o) => o.attribute_code === a.code)?.label ?? "",
      value: a.label,
    }))
    const lines: ExpectedLine[] = [
      {
        name: product.name,
        sku: variant.child.sku,
        options: chosen.map((c) => `${c.option}: ${c.value}`),
        quantity: 1,
        rowCents: finalCents(variant.child),
      },
    ]
    const totals = expectedTotals(lines.map(toOrderLine), { ships: true })

    await page.goto(CONFIGURABLE)
    const add = page.getByRole("button", { name: "Choose options to add to cart" })
    await hydrated(add)
    await expect(add).toBeDisabled()
    for (const { option, value } of chosen) {
      await page.getByRole("button", { name: `${option} ${value}`, exact: true }).click()
    }
    const sidebar = await addToCart(page)
    await expectLines(sidebar, lines)
    const { number, grandTotal } = await checkoutAsGuest(page)
    expect(grandTotal).toBe(money(totals.grandTotal))
    await expectThankYouSummary(page, lines, totals)
    await expectOrderAmounts(request, number, lines, totals)
    await expectConfirmationMail(number, lines, totals)
  })

  test("a kit with a lens other than its default", async ({ page, request }) => {
    const kit = catalogProduct(BUNDLE) as BundleProduct
    const lensOption = kit.items.find((i) => i.title === "Lens")
    const defaultLens = lensOption?.options.find((s) => s.is_default)
    // The cheapest lens that is not the kit's default.
    const lens = lensOption?.options
      .filter((s) => !s.is_default)
      .map((s) => catalogProductById(s.product_id))
      .reduce((a, b) => (finalCents(b) < finalCents(a) ? b : a))
    if (lens === undefined || defaultLens === undefined) throw new Error(`${kit.sku}: no lenses`)
    const kitCents = bundleCents(kit, { Lens: lens.name })
    expect(kitCents).not.toBe(bundleCents(kit))
    const lines: ExpectedLine[] = [
      {
        name: kit.name,
        sku: kit.sku,
        options: [`Lens: 1 × ${lens.name}`],
        quantity: 1,
        rowCents: kitCents,
      },
    ]
    const totals = expectedTotals(lines.map(toOrderLine), { ships: true })

    await page.goto(BUNDLE)
    const kitOptions = page.getByTestId("bundle-options")
    const pick = kitOptions.getByRole("radio", { name: lens.name })
    await hydrated(pick)
    await expect(
      kitOptions.getByRole("radio", { name: catalogProductById(defaultLens.product_id).name }),
    ).toBeChecked()
    await expect(page.getByTestId("choice-price")).toContainText(money(bundleCents(kit)))
    await pick.check()
    await expect(page.getByTestId("choice-price")).toContainText(money(kitCents))
    const sidebar = await addToCart(page)
    await expectLines(sidebar, lines)
    await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText(money(kitCents))
    const { number, grandTotal } = await checkoutAsGuest(page)
    expect(grandTotal).toBe(money(totals.grandTotal))
    await expectThankYouSummary(page, lines, totals)
    const order = await expectOrderAmounts(request, number, lines, totals)
    await expectConfirmationMail(number, lines, totals)
    expect(order.items[0]?.selected_options).toContainEqual({
      label: "Lens",
      value: `1 x ${lens.name}`,
    })
  })

  test("a grouped set adds each of its items", async ({ page, request }) => {
    const set = catalogProduct(GROUPED) as GroupedProduct
    const lines: ExpectedLine[] = [...set.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => catalogProductById(item.product_id))
      .map((child) => ({
        name: child.name,
        sku: child.sku,
        quantity: 1,
        rowCents: finalCents(child),
      }))
    const totals = expectedTotals(lines.map(toOrderLine), { ships: true })

    await page.goto(GROUPED)
    await expect(page.getByTestId("grouped-items").getByRole("row")).toHaveCount(lines.length + 1)
    const sidebar = await addToCart(page)
    await expectLines(sidebar, lines)
    await expect(page.getByTestId("cart-count")).toHaveText(String(lines.length))
    const { number, grandTotal } = await checkoutAsGuest(page)
    expect(grandTotal).toBe(money(totals.grandTotal))
    await expectThankYouSummary(page, lines, totals)
    await expectOrderAmounts(request, number, lines, totals)
    await expectConfirmationMail(number, lines, totals)
  })
})

test.describe("buying what does not ship: billing and payment only", () => {
  test.beforeEach(() => test.setTimeout(120_000))

  test("presets with one link are charged for that link", async ({ page, request }) => {
    const presets = catalogProduct(DOWNLOADABLE) as DownloadableProduct
    expect(presets.links_purchased_separately).toBe(1)
    // Not the first link: the choice, not the default, is what is charged.
    const link = [...presets.downloadable_product_links].sort(
      (a, b) => a.sort_order - b.sort_order,
    )[1]
    if (link === undefined) throw new Error(`${presets.sku} has one link only`)
    const lines: ExpectedLine[] = [
      {
        name: presets.name,
        sku: presets.sku,
        options: [`Downloads: ${link.title}`],
        quantity: 1,
        rowCents: finalCents(presets) + link.price,
      },
    ]
    const totals = expectedTotals(lines.map(toOrderLine), { ships: false })

    await page.goto(DOWNLOADABLE)
    const pick = page.getByTestId("downloadable-links").getByRole("checkbox", { name: link.title })
    await hydrated(pick)
    await expect(page.getByRole("button", { name: "Choose options to add to cart" })).toBeDisabled()
    await pick.check()
    await expect(page.getByTestId("choice-price")).toContainText(money(lines[0]?.rowCents ?? 0))
    const sidebar = await addToCart(page)
    await expectLines(sidebar, lines)
    const { number, grandTotal } = await checkoutVirtualAsGuest(page)
    expect(grandTotal).toBe(money(totals.grandTotal))
    await expectThankYouSummary(page, lines, totals)
    await expectOrderAmounts(request, number, lines, totals)
    await expectConfirmationMail(number, lines, totals)
  })

  test("a class is bought for the session chosen", async ({ page, request }) => {
    const course = catalogProduct(CLASS) as VirtualProduct
    const option = course.options.find((o) => o.required)
    const session = option?.values[1]
    if (option === undefined || session === undefined) throw new Error(`${course.sku}: no sessions`)
    const surcharge =
      session.price_type === "PERCENT"
        ? Math.round((finalCents(course) * session.price) / 10_000)
        : session.price
    const lines: ExpectedLine[] = [
      {
        name: course.name,
        sku: course.sku,
        options: [`${option.title}: ${session.title}`],
        quantity: 1,
        rowCents: finalCents(course) + surcharge,
      },
    ]
    const totals = expectedTotals(lines.map(toOrderLine), { ships: false })

    await page.goto(CLASS)
    const select = page.getByLabel(new RegExp(`^${option.title}`))
    await hydrated(select)
    await expect(page.getByRole("button", { name: "Choose options to add to cart" })).toBeDisabled()
    await select.selectOption({ label: session.title })
    await expect(page.getByTestId("choice-price")).toContainText(money(lines[0]?.rowCents ?? 0))
    const sidebar = await addToCart(page)
    await expectLines(sidebar, lines)
    const { number, grandTotal } = await checkoutVirtualAsGuest(page)
    expect(grandTotal).toBe(money(totals.grandTotal))
    await expectThankYouSummary(page, lines, totals)
    const order = await expectOrderAmounts(request, number, lines, totals)
    expect(order.items[0]?.selected_options).toContainEqual({
      label: option.title,
      value: session.title,
    })
    await expectConfirmationMail(number, lines, totals)
  })
})

const toOrderLine = (line: ExpectedLine) => ({
  unitCents: line.rowCents / line.quantity,
  quantity: line.quantity,
})
