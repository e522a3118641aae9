import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures.js"

// Product pictures: every product has its own picture, served as AVIF/WebP/JPEG renditions in the
// shop's sizes (spec §9: card 300 or horizontal card 218, main 1080×1340) from responsive srcsets.

const CATEGORY = "/photography/cameras/mirrorless/full-frame.html"
const PRODUCT = "/nikon-z6-ii.html"
const OTHER_PRODUCT = "/canon-eos-r3.html"

/** The bytes of the rendition the browser picked for an <img> (its currentSrc). */
const shownBytes = async (page: Page, img: Locator): Promise<Buffer> => {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true)
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc)
  expect(src).toMatch(/\/media\/catalog\/product\/cache\/\d+x\d+\/.+\.(avif|webp|jpg)$/)
  const response = await page.request.get(src)
  expect(response.status()).toBe(200)
  return Buffer.from(await response.body())
}

test("a listing's camera cards show different pictures, in AVIF/WebP/JPEG at 1× and 2×", async ({
  page,
}) => {
  await page.goto(CATEGORY)
  const cards = page.getByTestId("product-card")
  await expect(cards.nth(1)).toBeVisible()
  const picture = cards.first().locator("picture")
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /cache\/(300x300|218x218)\/.+\.avif 1x, .+cache\/(600x600|436x436)\/.+\.avif 2x/,
  )
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /cache\/(300x300|218x218)\/.+\.webp 1x/,
  )
  await expect(picture.locator("img")).toHaveAttribute("src", /cache\/(300x300|218x218)\/.+\.jpg$/)
  const first = await shownBytes(page, cards.nth(0).locator("img"))
  await cards.nth(1).scrollIntoViewIfNeeded()
  const second = await shownBytes(page, cards.nth(1).locator("img"))
  expect(first.byteLength).toBeGreaterThan(1_000)
  expect(first.equals(second)).toBe(false)
})

test("a product page's main picture is its own, with a gallery of views", async ({ page }) => {
  await page.goto(PRODUCT)
  const main = page.getByTestId("gallery-main")
  await expect(main).toHaveAttribute(
    "srcset",
    /cache\/540x670\/.+ 540w, .+cache\/1080x1340\/.+ 1080w/,
  )
  const mine = await shownBytes(page, main)
  const thumbs = page.getByRole("list", { name: "Product images" }).getByRole("button")
  expect(await thumbs.count()).toBeGreaterThanOrEqual(3)
  await thumbs.nth(1).click()
  await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true")
  // The gallery is a track of slides: the second thumbnail brings the second slide into view.
  const second = page.getByTestId("gallery-track").locator("img").nth(1)
  await expect(second).toHaveAttribute("alt", /back view$/)
  const back = await shownBytes(page, second)
  expect(back.equals(mine)).toBe(false)

  await page.goto(OTHER_PRODUCT)
  const other = await shownBytes(page, page.getByTestId("gallery-main"))
  expect(other.equals(mine)).toBe(false)
})
