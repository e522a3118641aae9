import { seriousViolations } from "./axe.js"
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
    // The ticker may carry the same message: look in the promo bar itself. Both sit in a
    // landmark of their own, so no content is outside one.
    const announcements = page.getByRole("region", { name: "Announcements" })
    const promo = announcements
      .getByTestId("promo-bar")
      .getByRole("link", { name: "Free shipping on most orders over $100!*" })
    await expect(promo).toHaveAttribute("href", "/shipping-policy")
    await expect(announcements.getByTestId("ticker")).toHaveAttribute("data-status", "shown")
    await expect(page.getByRole("link", { name: "Track an Order" })).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
  })

  test("the footer: every shop line, service and policy pages, payment marks, address and hours", async ({
    page,
  }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await footer.scrollIntoViewIfNeeded()
    const shop = footer.getByRole("region", { name: "Shop" })
    await expect(shop.getByRole("link", { name: "Lenses" })).toHaveAttribute("href", "/lenses.html")
    for (const [name, href] of [
      ["Returns & exchanges", "/returns"],
      ["Warranty", "/warranty"],
      ["Privacy policy", "/privacy-policy"],
      ["Terms of use", "/terms-of-use"],
    ] as const)
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
    await expect(footer.getByRole("list", { name: "We accept" }).getByRole("listitem")).toHaveText([
      "Visa",
      "Mastercard",
      "American Express",
      "Discover",
      "Gift card",
    ])
    await expect(footer.locator("address")).toContainText("125 Aperture Avenue")
    // Opening hours: one day range to a line, never broken between "7" and "pm".
    const hours = footer.getByRole("definition")
    await expect(hours).toHaveText([
      "Mon–Sat 10 am – 7 pm",
      "Sun closed",
      "Mon–Fri 9 am – 8 pm",
      "Sat–Sun 10 am – 6 pm",
    ])
    const linesOf = (items: Element[]) =>
      items.map((item) => {
        const range = document.createRange()
        range.selectNodeContents(item)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
    expect(await hours.evaluateAll(linesOf)).toEqual([1, 1, 1, 1])
    await footer.getByRole("link", { name: "Returns & exchanges" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Returns & Exchanges" })).toBeVisible()
    await page.goBack()
    await page.getByRole("contentinfo").getByRole("link", { name: "Warranty", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Warranty" })).toBeVisible()
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

  test("the server's HTML has the hero, category tiles with pictures and product carousels", async ({
    request,
  }) => {
    // Server-rendered: the carousels are in the page's HTML before any script runs.
    const html = await (await request.get("/")).text()
    expect(html).toMatch(/<section class="home-hero">/)
    expect(html).toMatch(/class="home-hero__image"[^>]*fetchpriority="high"/)
    expect(html).toMatch(
      /<section class="home-tiles"[\s\S]*?<img src="[^"]+\/wysiwyg\/home\/cameras\.svg"/,
    )
    const carousels = html.match(/<section class="product-carousel"/g) ?? []
    expect(carousels.length).toBeGreaterThanOrEqual(3)
  })

  test("shows the hero, category tiles, at least three product carousels, brands and trade-in", async ({
    page,
  }) => {
    await page.goto("/")
    const hero = page.locator(".home-hero")
    await expect(hero.getByRole("heading", { level: 2 })).toBeVisible()
    await expect(hero.getByRole("link")).toHaveCount(1)
    await expect(hero.locator("img")).toHaveJSProperty("complete", true)
    expect(await hero.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      1200,
    )

    const tiles = page.getByRole("region", { name: "Shop by category" }).getByRole("listitem")
    expect(await tiles.count()).toBeGreaterThanOrEqual(6)
    await expect(tiles.first().locator("img")).toHaveAttribute("width", "400")

    const carousels = page.locator("section.product-carousel")
    expect(await carousels.count()).toBeGreaterThanOrEqual(3)
    for (const name of ["Deals", "New arrivals", "Best sellers", "Used gear"]) {
      const carousel = page.getByRole("region", { name: new RegExp(`^${name}`) })
      await carousel.scrollIntoViewIfNeeded()
      const cards = carousel.getByRole("listitem")
      expect(await cards.count()).toBeGreaterThanOrEqual(4)
      // Below the fold: lazy, with their size reserved, and they do load when scrolled to.
      const image = cards.first().locator("img")
      await expect(image).toHaveAttribute("loading", "lazy")
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      // The card's AVIF rendition (300 or its 2×), as on a category page, not the raw SVG.
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/media\/catalog\/product\/cache\/(300x300|600x600)\/.+\.avif$/,
      )
      await expect(cards.first().getByRole("link")).toHaveAttribute("href", /\.html$/)
    }
    // Deals show what the shopper saves, against the regular price struck through.
    const deal = page
      .getByRole("region", { name: /^Deals/ })
      .getByRole("listitem")
      .first()
    await expect(deal.locator("s")).toContainText("$")
    await expect(deal).toContainText(/Save \$[\d,]+\.\d\d/)

    const brands = page.getByRole("region", { name: "Shop by brand" })
    await expect(brands.getByRole("link", { name: "Canon" })).toHaveAttribute(
      "href",
      "/catalogsearch/result?term=Canon",
    )
    const tradeIn = page.locator(".home-trade-in")
    await expect(tradeIn.getByRole("link", { name: "Get a quote" })).toHaveAttribute(
      "href",
      "/used-equipment-quote",
    )
    expect(await seriousViolations(page)).toEqual([])
  })

  test("a carousel's product opens its page through the router", async ({ page }) => {
    await page.goto("/")
    const card = page.getByRole("region", { name: "New arrivals" }).getByRole("listitem").first()
    const name = (await card.locator(".mini-card__name").textContent()) ?? ""
    await card.getByRole("link").click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  })
  test("a product carousel moves with its Previous and Next buttons, by keyboard too", {
    tag: "@phone",
  }, async ({ page }) => {
    await page.goto("/")
    const carousel = page.getByRole("region", { name: "New arrivals" })
    await carousel.scrollIntoViewIfNeeded()
    const previous = carousel.getByRole("button", { name: "Previous new arrivals" })
    const next = carousel.getByRole("button", { name: "Next new arrivals" })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    const track = carousel.getByRole("list")
    await expect(track).toHaveCSS("scroll-snap-type", "x mandatory")
    const scrolled = () => track.evaluate((row) => row.scrollLeft)
    // A smooth scroll has ended once two looks find the row in the same place.
    const settled = async () => {
      let before = -1
      await expect
        .poll(async () => {
          const now = await scrolled()
          const same = now === before
          before = now
          return same
        })
        .toBe(true)
    }
    const cards = carousel.getByRole("listitem")
    const last = cards.last()
    // From the heading's row the keyboard reaches Next (Previous, disabled, is skipped).
    await carousel.getByRole("heading", { name: "New arrivals" }).click()
    await page.keyboard.press("Tab")
    await expect(next).toBeFocused()
    await page.keyboard.press("Enter")
    await expect.poll(scrolled).toBeGreaterThan(0)
    await expect(previous).toBeEnabled()
    // To the end: the last card in view, Next disabled, the focus handed to Previous.
    await settled()
    for (let step = 0; step < 12 && (await next.isEnabled()); step += 1) {
      await page.keyboard.press("Enter")
      await settled()
    }
    await expect(next).toBeDisabled()
    await expect(previous).toBeFocused()
    await expect(last).toBeInViewport({ ratio: 0.9 })
    await page.screenshot({ path: test.info().outputPath("home-carousel-end.png") })
    for (let step = 0; step < 12 && (await previous.isEnabled()); step += 1) {
      await page.keyboard.press("Space")
      await settled()
    }
    await expect(previous).toBeDisabled()
    await expect.poll(scrolled).toBe(0)
    await expect(cards.first()).toBeInViewport({ ratio: 0.9 })
  })
})
