// @phone: fields checked where the phone's fixed bottom navigation may cover them.
import type { Page } from "@playwright/test"
import { seriousViolations } from "./axe.js"
import { hydrated } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"
import { addECard, checkoutVirtualAsGuest, giftCardCodeMailedTo } from "./virtualCheckoutHelpers.js"

// Spec §2: /gift-cards (the CMS landing with a balance check) and /gift-cards/{id}.

const UNKNOWN_CODE = "The gift card code is either incorrect or expired. Verify and try again."

const balanceForm = (page: Page) => page.getByRole("form", { name: "Check a gift card balance" })

const checkBalance = async (page: Page, code: string) => {
  const form = balanceForm(page)
  const submit = form.getByRole("button", { name: "Check balance" })
  await hydrated(submit)
  await form.getByLabel("Gift card code").fill(code)
  await submit.click()
}

test.describe("gift card pages", { tag: "@phone" }, () => {
  test("/gift-cards shows the CMS landing, links to the cards and the balance form", async ({
    page,
  }) => {
    const response = await page.goto("/gift-cards")
    expect(response?.status()).toBe(200)
    // The landing route wins over the category's suffix redirect.
    await expect(page).toHaveURL(/\/gift-cards$/)
    await expect(page.getByRole("heading", { name: "Gift Cards", level: 1 })).toBeVisible()
    await expect(page).toHaveTitle("Gift Cards | Shutter")
    const cms = page.locator(".cms-page")
    await expect(cms).toContainText("sent by e-mail")
    await expect(cms.getByRole("link", { name: "Digital gift card" })).toHaveAttribute(
      "href",
      "/gift-cards/shutter-digital-gift-card",
    )
    await expect(cms.getByRole("link", { name: "Printed gift card" })).toHaveAttribute(
      "href",
      "/gift-cards/shutter-gift-card-printed",
    )
    await expect(balanceForm(page).getByLabel("Gift card code")).toBeVisible()
    // On a phone the form starts under the fixed bottom navigation: check it where it is read.
    await balanceForm(page).evaluate((form) => form.scrollIntoView({ block: "center" }))
    expect(await seriousViolations(page, ".gift-cards-landing")).toEqual([])
  })

  test("an empty code asks for one; an unknown code shows the server's message", async ({
    page,
  }) => {
    await page.goto("/gift-cards")
    await checkBalance(page, "")
    await expect(balanceForm(page).getByText("This field is required")).toBeVisible()
    await checkBalance(page, "NOSUCHCODE00")
    await expect(balanceForm(page).getByRole("alert")).toHaveText(UNKNOWN_CODE)
    await expect(page.getByTestId("gift-card-balance")).toHaveCount(0)
    expect(await seriousViolations(page, ".gift-cards-landing")).toEqual([])
  })

  test("a bought e-card's code shows its balance", async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const recipient = `balance.${testInfo.project.name}.${Date.now()}@example.com`
    await page.goto("/gift-cards/shutter-digital-gift-card")
    await addECard(page, {
      amount: "$75",
      recipientName: "Ben Recipient",
      recipientEmail: recipient,
    })
    await checkoutVirtualAsGuest(page)
    const code = await giftCardCodeMailedTo(recipient)

    await page.goto("/gift-cards")
    // Spaces around a pasted code do not matter.
    await checkBalance(page, ` ${code} `)
    await expect(page.getByTestId("gift-card-balance")).toContainText(`Balance on ${code}: $75.00`)
    await expect(balanceForm(page).getByRole("alert")).toHaveCount(0)
  })

  test("/gift-cards/{url key} opens the gift card product; an unknown key is not found", async ({
    page,
  }) => {
    await page.goto("/gift-cards/shutter-gift-card-printed")
    await expect(page).toHaveURL(/\/gift-cards\/shutter-gift-card-printed$/)
    await expect(
      page.getByRole("heading", { name: "Shutter Gift Card (Printed)", level: 1 }),
    ).toBeVisible()
    await expect(
      page.getByTestId("gift-card-options").getByRole("button", { name: "$50.00" }),
    ).toBeVisible()

    await page.goto("/gift-cards/no-such-card")
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible()
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=gift-cards(%20|\+)no-such-card$/)
  })
})
