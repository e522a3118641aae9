// @phone: fields checked where the phone's fixed bottom navigation may cover them.
import type { Page } from "@playwright/test"
import { seriousOf, wcagAxe } from "./axe.js"
import { expect, test } from "./fixtures.js"

// /used-equipment-quote: the seller's details and items with photos, clear field errors, the
// reference once stored; /used-equipment-quote/status finds it by reference and e-mail.

const seriousViolations = async (page: Page): Promise<Array<string>> =>
  seriousOf(await wcagAxe(page).analyze(), { exceptUnderBottomNav: true })

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)

test.describe("used-gear quote", { tag: "@phone" }, () => {
  test("the Help popup's 'I've got used gear to sell' opens the quote form", async ({ page }) => {
    await page.goto("/")
    await page
      .getByRole("navigation", { name: "Shutter services" })
      .getByRole("button", { name: "Help" })
      .click()
    await page
      .locator("#help-popup")
      .getByRole("link", { name: "I've got used gear to sell" })
      .click()
    await expect(page).toHaveURL(/\/used-equipment-quote$/)
    await expect(page.getByRole("heading", { name: "Sell Your Used Gear", level: 1 })).toBeVisible()
    await expect(page.getByRole("form", { name: "Quote request" })).toBeVisible()
  })

  test("field errors, photo checks, the reference number, then the status by reference and e-mail", async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000)
    await page.goto("/used-equipment-quote")
    const form = page.getByRole("form", { name: "Quote request" })
    await expect(page.getByText("Tell us what you have")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // Nothing filled in: every missing field says so and the first one has the focus.
    await form.getByRole("button", { name: "Request my quote" }).click()
    const firstName = form.getByLabel("First name *")
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute("aria-invalid", "true")
    await expect(form.locator("#quote-firstname-error")).toHaveText("This field is required")
    await expect(form.locator("#quote-email-error")).toHaveText("This field is required")
    await expect(form.locator("#quote-items-0-brand-error")).toHaveText("This field is required")
    await expect(form.locator("#quote-items-0-condition-error")).toHaveText(
      "This field is required",
    )
    expect(await seriousViolations(page)).toEqual([])

    await firstName.fill("Dana")
    await form.getByLabel("Last name *").fill("Reyes")
    const email = `web-quote-${testInfo.project.name}-${Date.now()}@example.com`
    await form.getByLabel("Email *").fill("dana@")
    const item = form.getByRole("group", { name: "Item 1" })
    await item.getByLabel("Brand *").fill("Canon")
    await item.getByLabel("Model *").fill("EOS R6 Mark II")
    await item.getByLabel("Condition *").selectOption({ label: "Excellent" })
    await item.getByLabel("Accessories included").fill("Battery, charger, strap")

    // A text file named like a photo is refused by its bytes; a real PNG is taken.
    const photos = item.getByLabel(/^Photos/)
    await photos.setInputFiles([
      { name: "front.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") },
      { name: "top.png", mimeType: "image/png", buffer: PNG },
    ])
    await expect(item.getByText("front.jpg is not a JPEG, PNG or WebP image.")).toBeVisible()
    await expect(item.getByRole("img", { name: "top.png" })).toBeVisible()
    await expect(item.getByText("Photos (1 of 5)")).toBeVisible()

    await form.getByRole("button", { name: "Add another item" }).click()
    const second = form.getByRole("group", { name: "Item 2" })
    await second.getByLabel("Brand *").fill("Sony")
    await second.getByLabel("Model *").fill("FE 24-70mm f/2.8 GM II")
    await second.getByLabel("Condition *").selectOption({ label: "Like new" })

    await form.getByRole("button", { name: "Request my quote" }).click()
    await expect(form.getByLabel("Email *")).toBeFocused()
    await expect(form.locator("#quote-email-error")).toHaveText(
      "The email field must be a valid email",
    )
    await form.getByLabel("Email *").fill(email)
    // The photo travels as a file of a GraphQL multipart request (through the web server's
    // /graphql proxy), not as text inside the JSON.
    const submitted = page.waitForRequest(
      (r) =>
        r.url().endsWith("/graphql") &&
        r.method() === "POST" &&
        (r.headers()["content-type"] ?? "").startsWith("multipart/form-data; boundary="),
    )
    await form.getByRole("button", { name: "Request my quote" }).click()
    await submitted

    const sent = page.getByTestId("quote-sent")
    await expect(sent.getByRole("heading", { name: "We have your quote request" })).toBeFocused()
    const number = (await sent.getByTestId("quote-number").textContent()) ?? ""
    expect(number).toMatch(/^UGQ-[2-9A-HJKMNP-Z]{8}$/)
    await expect(sent).toContainText("Canon EOS R6 Mark II — Excellent · 1 photo")
    await expect(sent).toContainText("Sony FE 24-70mm f/2.8 GM II — Like new")
    expect(await seriousViolations(page)).toEqual([])

    // The status page: prefilled reference; a wrong e-mail finds nothing, the right one the request.
    await sent.getByRole("link", { name: "Check the status" }).click()
    await expect(page).toHaveURL(new RegExp(`/used-equipment-quote/status\\?number=${number}$`))
    const lookup = page.getByTestId("quote-status")
    await expect(lookup.getByLabel("Reference number *")).toHaveValue(number)
    await lookup.getByLabel("Email *").fill("someone-else@example.com")
    await lookup.getByRole("button", { name: "Check status" }).click()
    await expect(lookup.getByRole("alert")).toHaveText(
      "No quote request matches that reference number and email address. Check both and try again.",
    )
    await lookup.getByLabel("Email *").fill(email.toUpperCase())
    await lookup.getByRole("button", { name: "Check status" }).click()
    await expect(page.getByTestId("quote-status-label")).toHaveText("Received")
    expect(await seriousViolations(page)).toEqual([])
  })
})
