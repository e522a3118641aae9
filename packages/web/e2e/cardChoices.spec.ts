import type { Page } from "@playwright/test"
import { hydrated } from "./cartHelpers.js"
import { catalogProduct } from "./catalogPrices.js"
import { expect, test } from "./fixtures.js"

// A card never adds what the server would refuse: a product that needs the shopper's choices
// links to its page for them, a special order the server cannot sell says so.

const PRESETS = "/portra-film-look-lightroom-presets.html" // links bought one by one
const PRESETS_ALL_LINKS = "/moody-landscape-presets.html" // every link comes with it
const CLASS = "/intro-to-your-mirrorless-camera.html" // a required session
const SPECIAL_ORDER = "/sony-tough-ceb-g-cfexpress-type-b-512gb.html" // special order, none in stock

const searchCard = async (page: Page, path: string) => {
  const { name } = catalogProduct(path)
  await page.goto(`/catalogsearch/result?term=${encodeURIComponent(name)}`)
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
  await expect(card).toHaveCount(1)
  return { card, name }
}

test.describe("product cards and the choices a product needs", () => {
  test("presets sold link by link: the card leads to the page, where a link must be picked", async ({
    page,
  }) => {
    const { card, name } = await searchCard(page, PRESETS)
    const choose = card.getByRole("link", { name: `Choose options for ${name}` })
    await hydrated(choose)
    await choose.click()
    await expect(page).toHaveURL(new RegExp(`${PRESETS.replace(".", "\\.")}$`))
    await expect(page.getByRole("button", { name: "Choose options to add to cart" })).toBeDisabled()
  })

  test("presets sold with every link and a class: only the class asks for choices", async ({
    page,
  }) => {
    const presets = await searchCard(page, PRESETS_ALL_LINKS)
    await expect(presets.card.getByRole("heading")).toBeVisible()
    await expect(presets.card.getByRole("link", { name: /Choose options/ })).toHaveCount(0)
    // No add or choice button; the wishlist heart (a toggle, aria-pressed) is not a choice.
    await expect(presets.card.locator("button:not([aria-pressed])")).toHaveCount(0)

    const course = await searchCard(page, CLASS)
    await expect(
      course.card.getByRole("link", { name: `Choose options for ${course.name}` }),
    ).toHaveAttribute("href", CLASS)
  })

  test("a special order the server cannot sell: its page and card say 'Special Order'", async ({
    page,
  }) => {
    const product = catalogProduct(SPECIAL_ORDER)
    expect(product).toMatchObject({ special_order: 1, qty: 0, button_text: "Special Order" })
    const mutations: string[] = []
    page.on("request", (request) => {
      const body = request.postData() ?? ""
      if (body.includes("addProductsToCart")) mutations.push(body)
    })
    await page.goto(SPECIAL_ORDER)
    const buyBox = page.getByTestId("buy-box")
    const button = buyBox.getByRole("button", { name: "Special Order", exact: true })
    await hydrated(button)
    await expect(button).toBeDisabled()
    await expect(buyBox.getByRole("button", { name: "Add to cart" })).toHaveCount(0)

    const { card } = await searchCard(page, SPECIAL_ORDER)
    await expect(card.getByRole("button", { name: "Special Order", exact: true })).toBeDisabled()
    expect(mutations).toEqual([])
  })
})
