import type { APIRequestContext, Locator, Page } from "@playwright/test"
import { expect } from "./fixtures.js"

export const SIMPLE = "/ilford-xp2-super-400-35mm-36-exp.html" // $10.99
export const CONFIGURABLE = "/polaroid-now-generation-2.html"
export const BUNDLE = "/canon-eos-r3-creator-kit.html"
/** Only 1 left in stock. */
export const QTY_LIMITED = "/rode-nth-50-monitor-headphones.html"

export const GUEST = {
  email: "ana.guest@example.com",
  firstname: "Ana",
  lastname: "Guest",
  street: "12 Lens Road",
  apartment: "Apt 4",
  city: "Austin",
  country: "United States",
  /** Picked from the country's regions. */
  region: "Texas",
  postcode: "78701",
  telephone: "5125550100",
} as const

export const toasts = (page: Page) => page.getByTestId("notification")

/**
 * Waits until React has hydrated this server-rendered element (it carries React's props): a
 * click or a typed value before that is lost. Parts behind a lazy chunk hydrate later than the
 * page, so this watches the element itself rather than the load state.
 */
export const hydrated = async (element: Locator): Promise<void> => {
  // A part below the fold, or one few visits use, hydrates when it is seen or reached for
  // (src/layout/deferredPart.tsx): scrolled to and pointed at, as a shopper would.
  // A part can re-render meanwhile (a signed-in customer's controls replace a guest's): again.
  await expect(async () => {
    await element.scrollIntoViewIfNeeded({ timeout: 2_000 })
    await element.dispatchEvent("pointerover", {}, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect
    .poll(
      () => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
      { timeout: 15_000 },
    )
    .toBe(true)
}

/** Adds the product page's current choice and waits for the SDK's success toast and sidebar. */
export const addToCart = async (page: Page) => {
  const button = page.getByRole("button", { name: "Add to cart", exact: true })
  await hydrated(button)
  await button.click()
  await expect(
    toasts(page).filter({ hasText: "Item added to the cart successfully" }),
  ).toBeVisible()
  const sidebar = page.getByTestId("cart-sidebar")
  await expect(sidebar).toBeVisible()
  return sidebar
}

/**
 * Fills /checkout/shipping's form with the GUEST address (or parts of it replaced) and saves it:
 * the country and a listed region are picked from their selects, any other region is typed.
 */
export const fillShippingAddress = async (
  page: Page,
  address: Partial<Record<keyof typeof GUEST, string>> = {},
): Promise<void> => {
  const value = { ...GUEST, ...address }
  const form = page.getByRole("form", { name: "Shipping address" })
  await hydrated(form.getByRole("button", { name: "Save address" }))
  await form.getByLabel("Email").fill(value.email)
  await form.getByLabel("First name").fill(value.firstname)
  await form.getByLabel("Last name").fill(value.lastname)
  await form.getByLabel("Street address").fill(value.street)
  await form.getByLabel("Apartment").fill(value.apartment)
  await form.getByLabel("City").fill(value.city)
  await form.getByLabel("Country").selectOption({ label: value.country })
  const region = form.getByLabel("State / Region")
  if ((await region.evaluate((el) => el.tagName)) === "SELECT") {
    await region.selectOption({ label: value.region })
  } else {
    await region.fill(value.region)
  }
  await form.getByLabel("Postcode").fill(value.postcode)
  await form.getByLabel("Telephone").fill(value.telephone)
  await form.getByRole("button", { name: "Save address" }).click()
}

/** The shipping method the step shows checked (the cheapest is preselected once saved). */
export const checkedShippingMethod = (page: Page): Locator =>
  page.getByRole("group", { name: "Shipping method" }).getByRole("radio", { checked: true })

/** From the open sidebar: checkout → continue as guest → shipping → billing → payment → order. */
export const checkoutAsGuest = async (
  page: Page,
  options: { readonly beforePayment?: () => Promise<void> } = {},
): Promise<{ readonly number: string; readonly grandTotal: string }> => {
  await page.getByTestId("cart-sidebar").getByRole("button", { name: "Checkout" }).click()
  const modal = page.getByRole("dialog", { name: "Checkout" })
  await expect(modal.getByRole("button", { name: "Sign in" })).toBeVisible()
  await modal.getByRole("button", { name: "Continue as guest" }).click()
  await expect(page).toHaveURL(/\/checkout\/shipping$/)
  await fillShippingAddress(page)
  // The cheapest method is preselected; the radios follow the cart once the server has it.
  await expect(checkedShippingMethod(page)).toHaveCount(1)
  await expect(page.getByTestId("order-summary")).toContainText("Shipping (")
  await page.getByRole("button", { name: "Continue to billing" }).click()
  await expect(page).toHaveURL(/\/checkout\/billing$/)
  await expect(page.getByLabel("Same as shipping address")).toBeChecked()
  await page.getByRole("button", { name: "Continue to payment" }).click()
  await expect(page).toHaveURL(/\/checkout\/payment$/)
  await options.beforePayment?.()
  await page.getByRole("radio", { name: "Check / Money order" }).click()
  await expect(page.getByRole("radio", { name: "Check / Money order" })).toBeChecked()
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled()
  const grandTotal =
    (await page.getByTestId("order-summary").getByTestId("grand-total").textContent()) ?? ""
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page).toHaveURL(/\/checkout\/thank-you/)
  const number = (await page.getByTestId("order-number").textContent()) ?? ""
  expect(number).toMatch(/^\d+$/)
  await expect(page.getByTestId("cart-count")).toHaveText("0")
  return { number, grandTotal }
}

/** One GraphQL call through the web server's /graphql, as any API client would make it. */
export const graphqlCall = async <T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> => {
  // The first calls of a run meet a cold backend (and a busy machine): more than the 10 s actions get.
  const response = await request.post("/graphql", { data: { query, variables }, timeout: 30_000 })
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (body.errors?.length || body.data === undefined)
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`)
  return body.data
}

/** The product page path of a sku (its URL key and suffix). */
export const productPath = async (request: APIRequestContext, sku: string): Promise<string> => {
  const data = await graphqlCall<{
    products: { items: { url_key: string; url_suffix: string | null }[] }
  }>(
    request,
    "query p($sku: String) { products(filter: { sku: { eq: $sku } }) { items { url_key url_suffix } } }",
    { sku },
  )
  const item = data.products.items[0]
  if (item === undefined) throw new Error(`No product ${sku}`)
  return `/${item.url_key}${item.url_suffix ?? ".html"}`
}

/** A guest cart made through the API with one product line; its masked id. */
export const cartThroughApi = async (
  request: APIRequestContext,
  sku: string,
  quantity: number,
): Promise<string> => {
  const { createEmptyCart: cartId } = await graphqlCall<{ createEmptyCart: string }>(
    request,
    "mutation { createEmptyCart }",
  )
  await graphqlCall(
    request,
    `mutation add($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { cart { id } }
    }`,
    { cartId, items: [{ sku, quantity }] },
  )
  return cartId
}
