import { newShopper, openLoginModal, register } from "./accountHelpers.js"
import { hydrated } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"
import { layoutShifts } from "./layoutShift.js"

test.describe("product page", () => {
  test("price, stock, gallery, option swatches switch the variant and enable add to cart", async ({
    page,
  }) => {
    await page.goto("/peak-design-everyday-messenger-13l.html")
    const product = page.getByTestId("product-page")
    await expect(product.getByRole("heading", { level: 1 })).toHaveText(
      "Peak Design Everyday Messenger 13L",
    )
    await expect(page).toHaveTitle(/Peak Design Everyday Messenger 13L/)
    // Special price: the final price, the regular price struck through, the discount (spec §9).
    const price = product.getByTestId("buy-box").getByTestId("price")
    await expect(price).toContainText("$219.99")
    await expect(price.locator("s")).toContainText("$259.99")
    await expect(price).toContainText("-15%")
    await expect(product.getByTestId("buy-box").getByTestId("stock")).toBeVisible()

    const main = product.getByTestId("gallery-main")
    await expect(main).toHaveAttribute("loading", "eager")
    await expect(main).toHaveAttribute("fetchpriority", "high")
    await expect(main).toHaveAttribute("width", "1080")
    await expect(main).toHaveAttribute("height", "1340")

    await expect(product.getByTestId("sku")).toHaveText("PEA-EVERYDAY-MESSENGER-13L")
    // Spec §5: a configurable is added only once a variant is selected.
    await expect(
      product.getByRole("button", { name: "Choose options to add to cart" }),
    ).toBeDisabled()
    // A colour in stock (the page marks the others "(unavailable)") picks the variant.
    const color = product.getByRole("button", { name: /^Color (?!.*unavailable)/ }).first()
    const colorName = (await color.getAttribute("aria-label")) ?? (await color.textContent()) ?? ""
    await color.click()
    await expect(product.getByTestId("sku")).not.toHaveText("PEA-EVERYDAY-MESSENGER-13L")
    await expect(product.getByRole("button", { name: colorName, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    await expect(product.getByRole("button", { name: "Add to cart", exact: true })).toBeEnabled()

    // Two options: a colour, then a size the chosen colour is in stock in.
    await page.goto("/peak-design-everyday-backpack-v2.html")
    const backpack = page.getByTestId("product-page")
    await expect(backpack.getByRole("heading", { level: 1 })).toHaveText(
      "Peak Design Everyday Backpack V2",
    )
    const choose = backpack.getByRole("button", { name: "Choose options to add to cart" })
    await hydrated(choose)
    await backpack
      .getByRole("button", { name: /^Color (?!.*unavailable)/ })
      .first()
      .click()
    await backpack
      .getByRole("button", { name: /^Size (?!.*unavailable)/ })
      .first()
      .click()
    await expect(backpack.getByTestId("sku")).toHaveText(/^PEA-EVERYDAY-BACKPACK-V2-[A-Z]+-\d+L$/)
    await expect(product.getByRole("button", { name: "Add to cart", exact: true })).toBeEnabled()
  })

  test("tabs, reviews with their average, and a review the server answers", async ({ page }) => {
    await page.goto("/peak-design-everyday-messenger-13l.html")
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
    await tabs.getByRole("tab", { name: "Reviews (25)" }).click()
    await expect(page.getByTestId("reviews-summary")).toContainText("25 reviews")

    // The form (and its rating scales' request) opens on demand.
    await page.getByRole("button", { name: "Write a review" }).click()
    const form = page.getByRole("form", { name: "Write a review" })
    await form.getByLabel("Nickname").fill("Ada")
    await form.getByLabel("Summary").fill("Fits a body and two primes")
    await form.getByLabel("Review").fill("Sturdy, quick to open, comfortable strap.")
    // Each rating is one row of five stars; one left out is named under its own stars.
    await form.getByRole("button", { name: "Submit review" }).click()
    for (const rating of ["Quality", "Value", "Price", "Rating"])
      await expect(form.getByRole("group", { name: rating })).toHaveAccessibleDescription(
        `Choose a rating for ${rating}.`,
      )
    await form.screenshot({ path: test.info().outputPath("review-form-errors.png") })
    const quality = form.getByRole("group", { name: "Quality" })
    await expect(quality.getByRole("radio")).toHaveCount(5)
    await expect(quality.getByRole("radio", { name: "1 star", exact: true })).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect(quality.getByRole("radio", { name: "4 stars" })).toBeChecked()
    await expect(quality.getByText("Choose a rating for Quality.")).toBeHidden()
    for (const rating of ["Value", "Price", "Rating"])
      await form
        .getByRole("group", { name: rating })
        .getByRole("radio", { name: "4 stars" })
        .check()
    await form.getByRole("button", { name: "Submit review" }).click()
    // New reviews wait for the shop's approval (Magento's default): Magento's message says so.
    await expect(form.getByRole("status")).toHaveText("You submitted your review for moderation.")
  })

  test("specs, reviews and questions are tabs: arrow keys move, the lazy panels load when chosen", async ({
    page,
  }) => {
    const loaded: Array<string> = []
    page.on("response", (r) => {
      if (/\/assets\/(Reviews|ProductQuestions)-[\w-]+\.js$/.test(r.url())) loaded.push(r.url())
    })
    await page.goto("/peak-design-everyday-messenger-13l.html")
    await page.waitForLoadState("networkidle")
    const tabs = page.getByRole("tablist", { name: "Product information" })
    await expect(tabs.getByRole("tab")).toHaveText([
      "Description",
      "Specs & dimensions",
      "In the box",
      "Reviews (25)",
      "Questions & answers",
    ])
    // Reviews and questions are not part of the first load.
    expect(loaded).toEqual([])
    const description = tabs.getByRole("tab", { name: "Description" })
    await hydrated(description)
    await description.focus()
    await page.keyboard.press("ArrowLeft")
    const questions = tabs.getByRole("tab", { name: "Questions & answers" })
    await expect(questions).toBeFocused()
    await expect(questions).toHaveAttribute("aria-selected", "true")
    const answers = page.getByRole("tabpanel", { name: "Questions & answers" })
    await expect(answers.getByRole("term").first()).toHaveText("What's in the box?")
    await expect(answers.getByRole("definition").first()).toHaveText(
      "Bag, 2 dividers, Shoulder strap",
    )
    await expect(answers.getByText("How much does it weigh?")).toBeVisible()
    await expect(page.getByRole("tabpanel", { name: "Description" })).toBeHidden()
    // Asking goes to the shop's experts (the help dialog with the contact details).
    await answers.getByRole("button", { name: "Ask a question" }).click()
    await expect(page.locator("dialog.help-modal")).toBeVisible()
    await page.keyboard.press("Escape")

    await questions.focus()
    await page.keyboard.press("ArrowLeft")
    const reviews = tabs.getByRole("tab", { name: "Reviews (25)" })
    await expect(reviews).toHaveAttribute("aria-selected", "true")
    await expect(page.getByTestId("reviews-summary")).toContainText("25 reviews")
    await page.keyboard.press("Home")
    await expect(description).toBeFocused()
    await page.keyboard.press("End")
    await expect(questions).toHaveAttribute("aria-selected", "true")
    expect(loaded).toHaveLength(2)

    // The rating under the name opens the Reviews tab.
    await reviews.focus()
    await page.keyboard.press("ArrowRight")
    await page.getByTestId("buy-box").locator(".product-page__rating").click()
    await expect(reviews).toHaveAttribute("aria-selected", "true")
    await expect(page.getByTestId("reviews-summary")).toBeInViewport()
  })

  test("/p/{sku} shows a product; bundle and grouped products list their parts", async ({
    page,
  }) => {
    await page.goto("/p/CAN-EOS-R3-KIT")
    await expect(page.getByTestId("product-page")).toBeVisible()
    await expect(page.getByTestId("bundle-options").getByRole("group").first()).toBeVisible()
    await page.goto("/shutter-darkroom-starter-set.html")
    const grouped = page.getByTestId("grouped-items")
    await expect(grouped.getByTestId("grouped-default-qty").first()).toBeVisible()
  })

  test("on a phone the first screen shows name, rating, image, price and Add to cart", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "the phone layout")
    await page.goto("/peak-design-everyday-messenger-13l.html")
    const product = page.getByTestId("product-page")
    const add = product.getByRole("button", { name: /add to cart/i })
    await expect(add).toBeVisible()
    const viewport = page.viewportSize()
    const bar = await product.getByTestId("add-to-cart-bar").boundingBox()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // The button (in the bar) is inside the first screen; the rest is above the bar.
    const button = await add.boundingBox()
    if (button && viewport) expect(button.y + button.height).toBeLessThanOrEqual(viewport.height)
    const aboveBar = async (locator: ReturnType<typeof page.locator>) => {
      const box = await locator.boundingBox()
      expect(box, "rendered").not.toBeNull()
      if (box && bar) expect(box.y + box.height).toBeLessThanOrEqual(bar.y)
    }
    await aboveBar(product.getByRole("heading", { level: 1 }))
    await aboveBar(product.locator(".product-page__rating"))
    await aboveBar(product.getByTestId("buy-box").getByTestId("price"))
    // Most of the main image shows too.
    const image = await product.getByTestId("gallery-main").boundingBox()
    if (image && bar) expect(image.y + image.height / 2).toBeLessThanOrEqual(bar.y)
    // The bar repeats the price beside the button.
    await expect(product.getByTestId("add-to-cart-bar")).toContainText("$219.99")
  })

  test("on a phone the Add to cart bar sticks while the page scrolls", { tag: "@phone" }, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the bar sticks below lg")
    await page.goto("/peak-design-everyday-messenger-13l.html")
    const bar = page.getByTestId("add-to-cart-bar")
    const before = await bar.boundingBox()
    await page.getByRole("tablist", { name: "Product information" }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const after = await bar.boundingBox()
    expect(after?.y).toBe(before?.y)
    // It sits above the bottom navigation, never under it.
    const nav = await page.getByRole("navigation", { name: "Shortcuts" }).boundingBox()
    if (after && nav) expect(after.y + after.height).toBeLessThanOrEqual(nav.y + 1)
  })

  test("the gallery swipes between images and opens a zoom view", async ({ page, request }) => {
    // A product with several pictures.
    const response = await request.post("/graphql", {
      data: {
        query:
          '{ products(search: "", pageSize: 100) { items { url_key media_gallery { url } } } }',
      },
    })
    const items: { url_key: string; media_gallery: unknown[] }[] = (await response.json()).data
      .products.items
    const several = items.find((item) => item.media_gallery.length > 1)
    expect(several, "a product with several images").toBeDefined()
    await page.goto(`/${several?.url_key}.html`)
    const thumbs = page.getByRole("list", { name: "Product images" }).getByRole("button")
    expect(await thumbs.count()).toBeGreaterThan(1)
    await expect(thumbs.first()).toHaveAttribute("aria-pressed", "true")
    // A swipe is a scroll of the row by one image width.
    await page
      .getByTestId("gallery-track")
      .evaluate((track) => track.scrollTo({ left: track.clientWidth }))
    await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true")
    await thumbs.first().click()
    await expect(thumbs.first()).toHaveAttribute("aria-pressed", "true")

    await page.getByRole("button", { name: /^Zoom image 1 of/ }).click()
    const zoom = page.getByTestId("gallery-zoom")
    await expect(zoom).toBeVisible()
    const image = zoom.locator("img")
    const width = (await image.boundingBox())?.width ?? 0
    await zoom.getByRole("button", { name: "Zoom in" }).click()
    await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(width)
    await page.keyboard.press("Escape")
    await expect(zoom).toBeHidden()
  })

  test("the related products move with Previous and Next buttons, by keyboard too", async ({
    page,
  }) => {
    // A narrow window: more cards than fit, whatever the device.
    await page.setViewportSize({ width: 600, height: 900 })
    await page.goto("/peak-design-everyday-messenger-13l.html")
    // The carousels load as they come near the viewport.
    await page.getByTestId("linked-products").scrollIntoViewIfNeeded()
    const carousel = page.getByRole("region", { name: "Related products" })
    await carousel.scrollIntoViewIfNeeded()
    const previous = carousel.getByRole("button", { name: "Previous related products" })
    const next = carousel.getByRole("button", { name: "Next related products" })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    const firstCard = carousel.getByTestId("product-card").first()
    const startX = (await firstCard.boundingBox())?.x ?? 0
    await next.focus()
    await page.keyboard.press("Enter")
    await expect.poll(async () => (await firstCard.boundingBox())?.x ?? 0).toBeLessThan(startX)
    await expect(previous).toBeEnabled()
    await previous.focus()
    await page.keyboard.press("Space")
    await expect.poll(async () => (await firstCard.boundingBox())?.x ?? 0).toBe(startX)
    await expect(previous).toBeDisabled()
  })
  test("a signed-in shopper's product page hydrates without an error", async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto("/")
    await openLoginModal(page)
    await register(page, newShopper("hydration"))
    errors.length = 0
    // The server renders the page for the signed-in shopper the browser then hydrates.
    await page.goto("/peak-design-everyday-messenger-13l.html")
    const product = page.getByTestId("product-page")
    await expect(product.getByRole("heading", { level: 1 })).toHaveText(
      "Peak Design Everyday Messenger 13L",
    )
    await expect(page.getByTestId("account-control")).toContainText("Hello, Ada")
    await page.getByTestId("linked-products").scrollIntoViewIfNeeded()
    await expect(page.getByRole("region", { name: "Related products" })).toBeVisible()
    expect(errors).toEqual([])
  })
  test("the related and upsell rows arrive without moving the page (CLS 0)", {
    tag: "@phone",
  }, async ({ page }) => {
    await page.goto("/peak-design-everyday-messenger-13l.html")
    await expect(page.getByTestId("product-page").getByRole("heading", { level: 1 })).toBeVisible()
    // Straight to the footer, before the rows' cards are asked for: the worst case. (Parts laid
    // out only near the viewport can make the page longer on the way: to its end again.)
    const related = page.getByRole("region", { name: "Related products" })
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(related.getByTestId("product-card").first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByRole("contentinfo")).toBeInViewport()
    await expect(
      page.getByRole("region", { name: "You may also like" }).getByTestId("product-card").first(),
    ).toBeVisible()
    expect(await layoutShifts(page)).toEqual([])
  })
})
