import { addToCart, hydrated, QTY_LIMITED, SIMPLE, toasts } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

test.describe("cart", () => {
  test("steppers; /cart with a coupon applied, an invalid one refused, removed", async ({
    page,
  }) => {
    await page.goto(SIMPLE)
    const sidebar = await addToCart(page)
    await sidebar.getByRole("button", { name: "Increase quantity" }).click()
    // The SDK sends the quantity 1000 ms after the last change.
    await expect(page.getByTestId("cart-count")).toHaveText("2")
    await expect(sidebar.getByTestId("sidebar-subtotal")).toHaveText("$21.98")
    await toasts(page).getByRole("button", { name: "View" }).click()
    await expect(page).toHaveURL(/\/cart$/)
    const cart = page.getByTestId("cart-page")
    await expect(cart.getByTestId("cart-line")).toHaveCount(1)
    await expect(cart.getByTestId("subtotal")).toHaveText("$21.98")

    await cart.getByLabel("Coupon code").fill("SAVE10")
    await cart.getByRole("button", { name: "Apply" }).click()
    await expect(toasts(page).filter({ hasText: "Coupon code has been applied." })).toBeVisible()
    await expect(cart.getByTestId("applied-coupon")).toContainText("SAVE10")
    await expect(cart.getByTestId("discount")).toContainText("10% off")
    await expect(cart.getByTestId("discount")).toContainText("$2.20")

    // A code the shop cannot apply: the warning toast (spec §5), the earlier coupon and its
    // discount stay.
    await cart.getByLabel("Coupon code").fill("NOT-A-CODE")
    await cart.getByRole("button", { name: "Apply" }).click()
    const warning = toasts(page).filter({ hasText: "Coupon code is not valid." })
    await expect(warning).toBeVisible()
    await expect(warning).toHaveClass(/notice--warning/)
    await expect(cart.locator("#coupon-error")).toHaveCount(0)
    await expect(cart.getByTestId("applied-coupon")).toContainText("SAVE10")
    await expect(cart.getByTestId("discount")).toContainText("$2.20")
    await expect(cart.getByTestId("subtotal")).toHaveText("$21.98")

    await cart.getByRole("button", { name: "Remove coupon" }).click()
    await expect(cart.getByTestId("applied-coupon")).toHaveCount(0)
    await expect(cart.getByTestId("discount")).toHaveCount(0)
  })

  test("stock error: the server's message as a danger toast, cart unchanged", async ({ page }) => {
    await page.goto(QTY_LIMITED)
    // The page is server-rendered: let it hydrate before typing into its form.
    await hydrated(page.getByRole("button", { name: "Add to cart", exact: true }))
    await page.getByRole("spinbutton", { name: "Qty" }).fill("5")
    await page.getByRole("button", { name: "Add to cart", exact: true }).click()
    await expect(
      page.locator(".notice--danger").filter({ hasText: "The requested qty is not available" }),
    ).toBeVisible()
    await expect(page.getByTestId("cart-count")).toHaveText("0")
    await expect(page.getByTestId("cart-sidebar")).toBeHidden()
  })

  test("removal with confirmation; at most 3 notifications, clear of the cart button", async ({
    page,
  }) => {
    await page.goto(QTY_LIMITED)
    const sidebar = await addToCart(page)
    // Only 1 left: the debounced update fails with the server's message as a danger toast.
    await sidebar.getByRole("button", { name: "Increase quantity" }).click()
    await expect(page.locator(".notice--danger")).toContainText(
      "The requested qty is not available",
    )
    await sidebar.getByRole("link", { name: "View cart" }).click()
    const cart = page.getByTestId("cart-page")
    await cart.getByLabel("Coupon code").fill("SAVE10")
    await cart.getByRole("button", { name: "Apply" }).click()
    await expect(toasts(page).filter({ hasText: "Coupon code has been applied." })).toBeVisible()

    await cart.getByRole("button", { name: /^Remove Rode/ }).click()
    const confirm = page.getByRole("dialog", { name: "Remove item" })
    await confirm.getByRole("button", { name: "Remove" }).click()
    const removed = toasts(page).filter({ hasText: "has been successfully removed from your cart" })
    await expect(removed).toBeVisible()
    await expect(removed).toContainText("Product removed")
    await expect(page.getByTestId("cart-count")).toHaveText("0")
    // Four toasts within a few seconds: only the newest three are shown.
    await expect(toasts(page)).toHaveCount(3)
    await expect(toasts(page).filter({ hasText: "Item added" })).toHaveCount(0)

    const button = await page.getByTestId("cart-button").boundingBox()
    expect(button).not.toBeNull()
    for (const toast of await toasts(page).all()) {
      const box = await toast.boundingBox()
      if (!button || !box) continue
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height
      expect(overlaps).toBe(false)
    }
  })
})
