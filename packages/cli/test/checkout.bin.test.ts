// `shutter checkout` as a user runs it (its request count: requestCount.bin.test.ts).
import { describe, expect, it } from "vitest"
import { realShop } from "./realShop.js"
import { databases, guestAddress } from "./shutterBinary.js"

describe.each(databases)("shutter checkout against the real server on %s", (database) => {
  const shop = realShop(database, "shutter-checkout-")
  const { shutter } = shop

  it("places a guest order with the cheapest shipping and the first offline payment", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const result = await shutter(
      "--json",
      "checkout",
      "--email",
      "ada@example.com",
      ...guestAddress,
    )
    expect(result.code, result.stderr).toBe(0)
    const order = JSON.parse(result.stdout)
    expect(order.order_number).toMatch(/^\d{9}$/)
    expect(order).toMatchObject({
      email: "ada@example.com",
      total_quantity: 1,
      // over $100: free shipping is the cheapest method
      shipping_method: { code: "freeshipping_freeshipping", amount: { value: 0 } },
      payment_method: { code: "checkmo", title: "Check / Money order" },
      items: [{ sku: "NIK-Z6-II", quantity: 1 }],
    })
    // The order used the cart up: the next invocation sees an empty one.
    expect((await shutter("cart", "show")).stdout.trim()).toBe("The cart is empty.")
  })

  it("takes the shipping and payment methods it is given, and prints the order as text", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const result = await shutter(
      "checkout",
      "--email",
      "ada@example.com",
      ...guestAddress,
      "--shipping",
      "express_nextday",
      "--payment",
      "banktransfer",
    )
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^Order \d{9} placed\./)
    expect(result.stdout).toMatch(/Shipping\s+Express Shipping – Next Business Day \(\$25\.00\)/)
    expect(result.stdout).toMatch(/Payment\s+Bank Transfer Payment/)
  })

  it("exits 2 with the spec's texts for a missing field or a malformed email, before any call", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const malformed = await shutter("checkout", "--email", "ada@", ...guestAddress)
    expect(malformed.code).toBe(2)
    expect(malformed.stderr).toContain("--email: The email field must be a valid email")
    const missing = await shutter("checkout", "--email", "ada@example.com")
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain("--firstname: This field is required")
    expect(missing.stderr).toContain("--telephone: This field is required")
    // nothing was ordered: the cart still holds the camera
    expect((await shutter("cart", "show")).stdout).toContain("NIK-Z6-II")
  })

  it("exits 2 naming the available methods for an unknown shipping method", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const args = ["checkout", "--email", "ada@example.com", ...guestAddress]
    const result = await shutter(...args, "--shipping", "pigeon_post")
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("Unknown shipping method 'pigeon_post'")
    expect(result.stderr).toContain("flatrate_flatrate")
  })
})
