// The signed-in customer's newsletter, reviews and product alerts, end to end: the newsletter
// modal and My newsletter, a review that waits for moderation in My reviews, My reviews' pages,
// a back-in-stock alert whose e-mail leaves when the shop restocks the product and a price-drop
// alert whose e-mail leaves when the shop lowers the price.
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { simpleParser } from "mailparser"
import {
  axeViolations,
  expectGreeting,
  newShopper,
  openLoginModal,
  register,
} from "./accountHelpers.js"
import { shopAdmin } from "./adminBridge.js"
import { graphqlCall, hydrated, productPath } from "./cartHelpers.js"
import { catalogProduct, finalCents, money } from "./catalogPrices.js"
import { expect, test } from "./fixtures.js"

const REVIEWED = "ILF-HP5-PLUS-400-35MM-36-EXP"
const SOLD_OUT = "KOD-GOLD-200-35MM-36-EXP" // out of stock in the fixtures
const PRICE_DROPPED = "FUJ-VELVIA-50-35MM-36-EXP" // in stock, no special price in the fixtures

const signUp = async (page: Page, label: string) => {
  const shopper = newShopper(label)
  await page.goto("/")
  await openLoginModal(page)
  await register(page, shopper)
  await expectGreeting(page, shopper.firstname).catch(() => undefined)
  return shopper
}

/** The e-mails `email` got: subject and plain text. */
const mailsTo = async (email: string): Promise<{ subject: string; text: string }[]> => {
  const dir = process.env.SHUTTER_OUTBOX_DIR
  if (!dir) throw new Error("SHUTTER_OUTBOX_DIR is not set (e2e/globalSetup.ts sets it)")
  const mails: { subject: string; text: string }[] = []
  for (const file of (await readdir(dir).catch(() => [] as string[])).filter((f) =>
    f.endsWith(".eml"),
  )) {
    const mail = await simpleParser(await readFile(join(dir, file)))
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
    if (to.some((a) => a.text.includes(email)))
      mails.push({ subject: mail.subject ?? "", text: mail.text ?? "" })
  }
  return mails
}

/** The subjects of the e-mails `email` got. */
const subjectsTo = async (email: string): Promise<string[]> =>
  (await mailsTo(email)).map((mail) => mail.subject)

const openNewsletterModal = async (page: Page) => {
  const button = page.getByRole("button", { name: "Sign up for our newsletter" })
  await hydrated(button)
  await button.click()
  const dialog = page.getByRole("dialog", { name: "Sign up for our newsletter" })
  await expect(dialog).toBeVisible()
  return dialog
}

test("a guest subscribes from the newsletter modal; the same address again shows Magento's refusal", async ({
  page,
}) => {
  const email = newShopper("guest-news").email
  await page.goto("/")
  const dialog = await openNewsletterModal(page)
  await dialog.getByLabel("Email *").fill("not-an-address")
  await dialog.getByRole("button", { name: "Subscribe" }).click()
  await expect(dialog.getByText("The email field must be a valid email")).toBeVisible()
  await dialog.getByLabel("Email *").fill(email)
  await dialog.getByRole("button", { name: "Subscribe" }).click()
  await expect(dialog.getByRole("status")).toHaveText("Thank you for your subscription.")
  expect(await seriousInDialog(page)).toEqual([])
  await dialog.getByRole("button", { name: "Subscribe" }).click()
  await expect(dialog.getByRole("status")).toHaveText("This email address is already subscribed.")
  await page.screenshot({ path: test.info().outputPath("newsletter-modal.png") })
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
})

const seriousInDialog = async (page: Page) => {
  const { seriousViolations } = await import("./axe.js")
  return seriousViolations(page, ".newsletter-modal")
}

test("a customer subscribes from the modal and sees it in My newsletter, then unsubscribes there", async ({
  page,
}) => {
  const shopper = await signUp(page, "news")
  const dialog = await openNewsletterModal(page)
  await expect(dialog.getByLabel("Email *")).toHaveValue(shopper.email)
  await dialog.getByRole("button", { name: "Subscribe" }).click()
  await expect(dialog.getByRole("status")).toHaveText("Thank you for your subscription.")
  await dialog.getByRole("button", { name: "Close" }).click()

  await page.goto("/customer/my-newsletter")
  const box = page.getByRole("checkbox", { name: "General subscription" })
  await expect(box).toBeChecked()
  expect(await axeViolations(page)).toEqual([])
  await box.uncheck()
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page.getByRole("status")).toHaveText("We have removed your newsletter subscription.")
  await page.reload()
  await expect(page.getByRole("checkbox", { name: "General subscription" })).not.toBeChecked()
})

test("a customer's review waits for moderation and is listed in My reviews with a link to the product", async ({
  page,
}) => {
  await signUp(page, "review")
  const path = await productPath(page.request, REVIEWED)
  await page.goto(path)
  const reviewsTab = page.getByRole("tab", { name: /^Reviews/ })
  await hydrated(reviewsTab)
  await reviewsTab.click()
  const open = page.getByRole("button", { name: "Write a review" })
  await open.click()
  const form = page.getByRole("form", { name: "Write a review" })
  for (const rating of ["Quality", "Value", "Price", "Rating"])
    await form.getByRole("group", { name: rating }).getByRole("radio", { name: "5 stars" }).check()
  await expect(form.getByLabel("Nickname")).toHaveValue("Ada")
  await form.getByLabel("Summary").fill("Pushes to 3200 beautifully")
  await form.getByLabel("Review").fill("Grainy in the best way; dense blacks at night.")
  await form.getByRole("button", { name: "Submit review" }).click()
  await expect(form.getByRole("status")).toHaveText("You submitted your review for moderation.")
  // The product page with the review form and its answer.
  expect(await axeViolations(page)).toEqual([])

  await page.goto("/customer/my-reviews")
  const review = page.getByTestId("my-review")
  await expect(review).toHaveCount(1)
  await expect(review).toContainText("Pushes to 3200 beautifully")
  await expect(review.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible()
  // Not published yet: My reviews says so.
  await expect(review.getByTestId("my-review-status")).toHaveText(
    "Pending: submitted for moderation.",
  )
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath("my-reviews.png"), fullPage: true })
  await review.getByRole("link", { name: "Ilford HP5 Plus 400 35mm 36 exp" }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(".", "\\.")}$`))
})

test("signed out, Notify me opens the login modal", async ({ page }) => {
  await page.goto(await productPath(page.request, SOLD_OUT))
  const notify = page.getByRole("button", { name: "Notify me when this is back in stock" })
  await hydrated(notify)
  await notify.click()
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible()
})

test("a back-in-stock alert: Notify me, My Product Alerts, the e-mail when the shop restocks", async ({
  page,
}) => {
  const shopper = await signUp(page, "alert")
  const path = await productPath(page.request, SOLD_OUT)
  try {
    await page.goto(path)
    const notify = page.getByRole("button", { name: "Notify me when this is back in stock" })
    await hydrated(notify)
    await notify.click()
    const alerts = page.getByTestId("product-alerts")
    await expect(alerts.getByRole("status")).toHaveText("Alert subscription has been saved.")
    await expect(alerts).toContainText("We'll e-mail you when this is back in stock.")
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath("notify-me.png") })

    await page.goto("/customer/my-product-alerts")
    const alert = page.getByTestId("product-alert")
    await expect(alert).toHaveCount(1)
    await expect(alert).toContainText("Back in stock")
    await expect(alert).toContainText("Waiting for stock")
    expect(await axeViolations(page)).toEqual([])

    expect(await shopAdmin<number>({ op: "setProductStock", sku: SOLD_OUT, qty: 12 })).toBe(1)
    await expect
      .poll(() => subjectsTo(shopper.email), { timeout: 15_000 })
      .toContain("Products back in stock alert")
    await page.reload()
    await expect(page.getByTestId("product-alert")).toContainText("E-mailed")
    await page.screenshot({ path: test.info().outputPath("my-product-alerts.png"), fullPage: true })

    await page.getByRole("button", { name: /^Remove the back in stock alert/ }).click()
    await expect(page.getByRole("status").first()).toHaveText(
      "You will no longer receive stock alerts for this product.",
    )
    await expect(page.getByTestId("account-empty")).toBeVisible()
  } finally {
    await shopAdmin({ op: "setProductStock", sku: SOLD_OUT, qty: 0 })
  }
})

test("a price-drop alert from an in-stock product page is saved and listed in My Product Alerts", async ({
  page,
}) => {
  await signUp(page, "pricedrop")
  await page.goto(await productPath(page.request, REVIEWED))
  const alerts = page.getByTestId("product-alerts")
  // In stock: no back-in-stock offer, only the price drop.
  await expect(
    page.getByRole("button", { name: "Notify me when this is back in stock" }),
  ).toHaveCount(0)
  const ask = page.getByRole("button", { name: "Notify me of a price drop" })
  await hydrated(ask)
  await ask.click()
  await expect(alerts.getByRole("status")).toHaveText("You saved the alert subscription.")
  await expect(alerts).toContainText("We'll e-mail you when the price drops.")
  expect(await axeViolations(page)).toEqual([])

  await page.goto("/customer/my-product-alerts")
  const alert = page.getByTestId("product-alert")
  await expect(alert).toHaveCount(1)
  await expect(alert).toContainText("Price drop")
  await expect(alert).toContainText("Waiting for a price below $")
})

/** The signed-in customer's token, from the cookie the SDK keeps it in. */
const customerToken = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((c) => c.name === "vsf-customer")
  const token = decodeURIComponent(cookie?.value ?? "").replace(/^"|"$/g, "")
  expect(token).not.toBe("")
  return token
}

/** One GraphQL call as the customer, through the web server's /graphql. */
const asCustomer = async <T>(
  page: Page,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> => {
  const response = await page.request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
    timeout: 30_000,
  })
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (body.errors?.length || body.data === undefined)
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`)
  return body.data
}

test("My reviews shows ten reviews a page, newest first; Next leads to the eleventh, each linking to its product", async ({
  page,
}) => {
  await signUp(page, "pagedreviews")
  const token = await customerToken(page)
  const { products } = await graphqlCall<{
    products: {
      items: { sku: string; name: string; url_key: string; url_suffix: string | null }[]
    }
  }>(
    page.request,
    `{ products(search: "film", pageSize: 40) { items { __typename sku name url_key url_suffix } } }`,
  )
  const reviewed = products.items.slice(0, 11)
  expect(reviewed).toHaveLength(11)
  const { productReviewRatingsMetadata: metadata } = await graphqlCall<{
    productReviewRatingsMetadata: { items: { id: string; values: { value_id: string }[] }[] }
  }>(page.request, "{ productReviewRatingsMetadata { items { id values { value_id } } } }")
  // Eleven reviews written through the API as any client would, oldest first: "Roll 1" to
  // "Roll 11", one product each, rated 1 to 5 stars in turn. The page is what is tested.
  for (const [i, product] of reviewed.entries()) {
    const stars = (i % 5) + 1
    await asCustomer(
      page,
      token,
      `mutation r($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }`,
      {
        input: {
          sku: product.sku,
          nickname: "Ada",
          summary: `Roll ${i + 1}`,
          text: `Shot a roll of ${product.name}.`,
          ratings: metadata.items.map((rating) => ({
            id: rating.id,
            value_id: rating.values[stars - 1]?.value_id,
          })),
        },
      },
    )
  }
  const pathOf = (p: (typeof reviewed)[number]) => `/${p.url_key}${p.url_suffix ?? ".html"}`
  const newestFirst = reviewed.map((_, i) => `Roll ${i + 1}`).reverse()

  await page.goto("/customer/my-reviews")
  const reviews = page.getByTestId("my-review")
  await expect(reviews).toHaveCount(10)
  await expect(reviews.locator(".engagement-item__summary")).toHaveText(newestFirst.slice(0, 10))
  // Each review links to its own product: the newest to the eleventh one reviewed.
  const newest = reviewed[10]
  if (newest === undefined) throw new Error("eleven products")
  await expect(reviews.first().getByRole("link", { name: newest.name })).toHaveAttribute(
    "href",
    pathOf(newest),
  )
  const pager = page.getByRole("navigation", { name: "My reviews pages" })
  // Page 1 of 2: no Previous, "1" is the current page, page 2 and Next are links.
  await expect(pager.getByRole("link")).toHaveText(["Page 2", "Next"])
  await expect(pager.locator("[aria-current=page]")).toHaveText("1")
  expect(await axeViolations(page)).toEqual([])

  const next = pager.getByRole("link", { name: "Next" })
  await hydrated(next)
  await next.click()
  await expect(page).toHaveURL(/\/customer\/my-reviews\?page=2$/)
  await expect(reviews).toHaveCount(1)
  const oldest = reviewed[0]
  if (oldest === undefined) throw new Error("eleven products")
  await expect(reviews).toContainText("Roll 1")
  await expect(reviews.getByRole("img", { name: "Rated 1 out of 5" })).toBeVisible()
  await expect(pager.getByRole("link")).toHaveText(["Previous", "Page 1"])
  await expect(pager.locator("[aria-current=page]")).toHaveText("2")
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath("my-reviews-page-2.png"), fullPage: true })

  await reviews.getByRole("link", { name: oldest.name }).click()
  await expect(page).toHaveURL(new RegExp(`${pathOf(oldest).replace(".", "\\.")}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldest.name)
})

test("a price-drop alert: Notify me of a price drop, one e-mail with the new price, E-mailed in My Product Alerts", async ({
  page,
}) => {
  const shopper = await signUp(page, "pricemail")
  const path = await productPath(page.request, PRICE_DROPPED)
  const { name, price, special_price } = catalogProduct(path)
  const lowered = finalCents({ price, special_price }) - 300
  try {
    await page.goto(path)
    const ask = page.getByRole("button", { name: "Notify me of a price drop" })
    await hydrated(ask)
    await ask.click()
    const alerts = page.getByTestId("product-alerts")
    await expect(alerts.getByRole("status")).toHaveText("You saved the alert subscription.")
    await expect(alerts).toContainText("We'll e-mail you when the price drops.")

    // The shop puts the product on sale: its special price goes below what the customer saw.
    expect(
      await shopAdmin<number>({
        op: "setProductPrice",
        sku: PRICE_DROPPED,
        price,
        specialPrice: lowered,
      }),
    ).toBe(1)
    const priceAlerts = async () =>
      (await mailsTo(shopper.email)).filter((mail) => mail.subject === "Products price alert")
    await expect.poll(async () => (await priceAlerts()).length, { timeout: 15_000 }).toBe(1)
    const [mail] = await priceAlerts()
    expect(mail?.text).toContain(`${name} — now ${money(lowered)}`)

    await page.goto("/customer/my-product-alerts")
    const alert = page.getByTestId("product-alert")
    await expect(alert).toHaveCount(1)
    await expect(alert).toContainText("Price drop")
    await expect(alert).toContainText("E-mailed")
    await expect(alert).toContainText(`now ${money(lowered)}`)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath("price-alert-sent.png"), fullPage: true })

    // The product page sells at the new price, the old one struck through.
    await alert.getByRole("link", { name }).click()
    const shown = page.getByTestId("buy-box").getByTestId("price")
    await expect(shown).toContainText(money(lowered))
    await expect(shown.locator("s")).toContainText(money(price))
    // Still exactly one e-mail: the page views sent nothing more.
    expect(await priceAlerts()).toHaveLength(1)
  } finally {
    await shopAdmin({
      op: "setProductPrice",
      sku: PRICE_DROPPED,
      price,
      specialPrice: special_price,
    })
  }
})
