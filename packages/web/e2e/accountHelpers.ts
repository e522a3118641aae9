import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { simpleParser } from "mailparser"
import { seriousOf, wcagAxe } from "./axe.js"
import { hydrated } from "./cartHelpers.js"
import { expect } from "./fixtures.js"

/** A password Magento's defaults take (8+ characters, 3 classes). */
export const PASSWORD = "Shutter-2026"

/** A fresh shopper per test (and per project), so runs never meet each other's accounts. */
export const newShopper = (label: string) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    firstname: "Ada",
    lastname: "Lovelace",
    email: `ada.${label}.${stamp}@example.com`,
    password: PASSWORD,
  } as const
}

export const loginDialog = (page: Page, name: string) => page.getByRole("dialog", { name })

/** Opens the login modal from the header (desktop) or the bottom navigation (phone). */
export const openLoginModal = async (page: Page) => {
  const header = page.getByRole("button", { name: "Account & Orders" })
  const control = (await header.isVisible())
    ? header
    : page.getByRole("navigation", { name: "Shortcuts" }).getByRole("button", { name: "Account" })
  await hydrated(control)
  await control.click()
  const dialog = loginDialog(page, "Sign in")
  await expect(dialog.getByLabel("Email *", { exact: true })).toBeVisible()
  return dialog
}

/** From the open login modal: the register view, filled and sent; ends signed in. */
export const register = async (page: Page, shopper: ReturnType<typeof newShopper>) => {
  const signIn = loginDialog(page, "Sign in")
  await signIn.getByRole("button", { name: "Create an account" }).click()
  const dialog = loginDialog(page, "Create an account")
  await dialog.getByLabel("First name *", { exact: true }).fill(shopper.firstname)
  await dialog.getByLabel("Last name *", { exact: true }).fill(shopper.lastname)
  await dialog.getByLabel("Email *", { exact: true }).fill(shopper.email)
  await dialog.getByLabel("Password *", { exact: true }).fill(shopper.password)
  await dialog.getByLabel("Confirm password *", { exact: true }).fill(shopper.password)
  await dialog.getByRole("button", { name: "Create an account" }).click()
  await expect(dialog).toBeHidden()
}

/** The address of the address-book tests: Austin, Texas. */
export const STUDIO_ADDRESS = {
  street: "500 Aperture Way",
  city: "Austin",
  region: "Texas",
  postcode: "78701",
} as const

/**
 * On `/customer/addresses-details`: adds {@link STUDIO_ADDRESS} (in `city` when given) through the
 * "New address" form (whose empty submit shows the required-field errors), as the default shipping
 * and billing address unless `defaults` is false.
 */
export const saveNewAddress = async (
  page: Page,
  { city = STUDIO_ADDRESS.city, defaults = true }: { city?: string; defaults?: boolean } = {},
) => {
  await page.getByRole("link", { name: "Add new address" }).click()
  await expect(page).toHaveURL(/\/customer\/addresses-details\/create$/)
  const editor = page.getByRole("form", { name: "New address" })
  await editor.getByRole("button", { name: "Save address" }).click()
  await expect(editor.getByText("This field is required").first()).toBeVisible()
  await editor.getByLabel("First name *", { exact: true }).fill("Ada")
  await editor.getByLabel("Last name *", { exact: true }).fill("Lovelace")
  await editor.getByLabel("Street address *", { exact: true }).fill(STUDIO_ADDRESS.street)
  await editor.getByLabel("City *", { exact: true }).fill(city)
  await editor.getByLabel("Country *", { exact: true }).selectOption({ label: "United States" })
  await editor
    .getByLabel("State / Region *", { exact: true })
    .selectOption({ label: STUDIO_ADDRESS.region })
  await editor.getByLabel("Postcode *", { exact: true }).fill(STUDIO_ADDRESS.postcode)
  await editor.getByLabel("Telephone *", { exact: true }).fill("5125550199")
  if (defaults) {
    await editor.getByLabel("Use as my default shipping address").check()
    await editor.getByLabel("Use as my default billing address").check()
  }
  await editor.getByRole("button", { name: "Save address" }).click()
  await expect(page).toHaveURL(/\/customer\/addresses-details$/)
}

export const signIn = async (page: Page, email: string, password: string) => {
  const dialog = await openLoginModal(page)
  await dialog.getByLabel("Email *", { exact: true }).fill(email)
  await dialog.getByLabel("Password *", { exact: true }).fill(password)
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click()
  return dialog
}

/** The header's account control greets the signed-in customer (spec §2). */
export const expectGreeting = async (page: Page, firstname: string) => {
  await expect(page.getByTestId("account-control")).toHaveText(`Hello, ${firstname}`)
}

/** Serious or critical axe violations of the page as it is. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  // Toasts fade out over the page (mid-fade their text fails contrast): check the page itself.
  await expect(page.getByTestId("notification")).toHaveCount(0, { timeout: 10_000 })
  // Scrolled to the end, where the fixed bottom navigation covers only the (excluded) footer: a
  // control that happens to sit under it at another scroll position is not the page's fault.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  // The page frame's footer and bottom navigation are e2e/a11y.spec.ts's: on a phone, where the
  // fixed bottom navigation overlaps the footer depends on the page's length and scroll.
  return seriousOf(await wcagAxe(page).exclude(".site-footer").exclude(".bottom-nav").analyze())
}

/** The newest e-mailed link to `email` whose path ends with `page`, as a site path. */
const linkFromOutbox = async (email: string, page: string): Promise<string> => {
  const dir = process.env.SHUTTER_OUTBOX_DIR
  if (!dir) throw new Error("SHUTTER_OUTBOX_DIR is not set (e2e/globalSetup.ts sets it)")
  let link = ""
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
          f.endsWith(".eml"),
        )
        for (const file of files.sort().reverse()) {
          const mail = await simpleParser(await readFile(join(dir, file)))
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
          if (!to.some((a) => a.text.includes(email))) continue
          const found = mail.text?.match(new RegExp(`https?://\\S+${page}\\?\\S+`))
          if (found) {
            const url = new URL(found[0])
            link = url.pathname + url.search
            return true
          }
        }
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return link
}

/** The password-reset link of the newest reset e-mail sent to `email`, as a site path. */
export const resetLinkFromOutbox = (email: string): Promise<string> =>
  linkFromOutbox(email, "createPassword")

/** The account confirmation link e-mailed to `email`, as a site path. */
export const confirmLinkFromOutbox = (email: string): Promise<string> =>
  linkFromOutbox(email, "customer/account/confirm")
