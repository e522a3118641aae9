import { axeViolations, newShopper, openLoginModal, register } from "./accountHelpers.js"
import { expect, test } from "./fixtures.js"

// Spec §2 `?leadToken=`: the aftermarket warranty offer dialog for the lead's product and plans
// (region US); the chosen plan goes to the cart as the aftermarket call, signed in or not.

const LEAD = "LEAD-NIK-Z6-II-2026"

const offerDialog = (page: import("@playwright/test").Page) =>
  page.getByRole("dialog", { name: "Protect your Nikon Z6 II" })

test("a guest opens an offer link and adds a plan: the cart holds it", async ({ page }) => {
  await page.goto(`/?leadToken=${LEAD}`)
  const dialog = offerDialog(page)
  await expect(dialog.getByRole("button", { name: /^Add / })).toHaveText([
    "Add 2 Year Protection Plan — $49.99",
    "Add 3 Year Accident Protection Plan — $89.99",
  ])
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole("button", { name: "Add 2 Year Protection Plan — $49.99" }).click()
  await expect(dialog).toBeHidden()
  const sidebar = page.getByTestId("cart-sidebar")
  await expect(sidebar.getByTestId("cart-line-warranty")).toHaveText(
    "Warranty: 2 Year Protection Plan (24 months)",
  )
  await expect(page.getByTestId("cart-count")).toHaveText("1")
  expect(new URL(page.url()).search).toBe("")
})

test("a signed-in customer adds a lead's plan to their own cart", async ({ page }) => {
  await page.goto("/")
  await openLoginModal(page)
  await register(page, newShopper("lead"))
  await page.goto(`/?leadToken=${LEAD}`)
  await offerDialog(page)
    .getByRole("button", { name: "Add 3 Year Accident Protection Plan — $89.99" })
    .click()
  await expect(page.getByTestId("cart-sidebar").getByTestId("cart-line-warranty")).toHaveText(
    "Warranty: 3 Year Accident Protection Plan (36 months)",
  )
  await expect(page.getByTestId("cart-count")).toHaveText("1")
})

test("an expired offer says so, and closing leaves the page clean", async ({ page }) => {
  await page.goto("/?leadToken=LEAD-NIK-Z6-II-EXPIRED")
  const dialog = page.getByRole("dialog", { name: "Protection plans" })
  await expect(dialog).toContainText("This protection offer is no longer available.")
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
  expect(new URL(page.url()).search).toBe("")
})

test("a plan the store refuses: the dialog says so, stays open, and the cart is unchanged", async ({
  page,
}) => {
  // The server's refusal (an expired lead, a changed price…) as Magento answers it.
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes("addAftermarketWarrantyToCart"))
      return route.continue()
    await route.fulfill({
      json: {
        errors: [{ message: "The offer has expired.", extensions: { category: "graphql-input" } }],
        data: { addAftermarketWarrantyToCart: null },
      },
    })
  })
  await page.goto(`/?leadToken=${LEAD}`)
  const dialog = offerDialog(page)
  await dialog.getByRole("button", { name: "Add 2 Year Protection Plan — $49.99" }).click()
  await expect(dialog.getByRole("alert")).toHaveText(
    "The protection plan could not be added. Please try again.",
  )
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId("cart-count")).toHaveText("0")
})
