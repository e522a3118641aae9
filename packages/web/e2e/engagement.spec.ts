// The signed-in customer's newsletter, reviews and product alerts, end to end: the newsletter
// modal and My newsletter, a review that waits for moderation in My reviews, a back-in-stock
// alert whose e-mail leaves when the shop restocks the product.
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
import { hydrated, productPath } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

const REVIEWED = "ILF-HP5-PLUS-3200-35MM-36-EX"
const SOLD_OUT = "KOD-GOLD-200-35MM-36-EXP" // out of stock in the fixtures

const signUp = async (page: Page, label: string) => {
  const shopper = newShopper(label)
  await page.goto("/")
  await openLoginModal(page)
  await register(page, shopper)
  await expectGreeting(page, shopper.firstname).catch(() => undefined)
  return shopper
}

/** The subjects of the e-mails `email` got. */
const subjectsTo = async (email: string): Promise<string[]> => {
  const dir = process.env.SHUTTER_OUTBOX_DIR
  if (!dir) throw new Error("SHUTTER_OUTBOX_DIR is not set (e2e/globalSetup.ts sets it)")
  const subjects: string[] = []
  for (const file of (await readdir(dir).catch(() => [] as string[])).filter((f) =>
    f.endsWith(".eml"),
  )) {
    const mail = await simpleParser(await readFile(join(dir, file)))
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
    if (to.some((a) => a.text.includes(email))) subjects.push(mail.subject ?? "")
  }
  return subjects
}

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
    await form.getByRole("group", { name: rating }).getByText("5", { exact: true }).click()
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
  await review.getByRole("link", { name: "Ilford HP5 Plus 3200 35mm 36 exp" }).click()
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
