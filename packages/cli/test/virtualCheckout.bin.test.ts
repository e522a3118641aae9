// `shutter checkout` of carts that ship nothing (downloads, gift e-cards): no shipping flags.
import { describe, expect, it } from "vitest"
import { realShop } from "./realShop.js"
import { databases, guestAddress } from "./shutterBinary.js"

const PRESETS = "SHT-MOODY-LANDSCAPE-PRESETS" // downloadable, $19.00
const CAMERA = "NIK-Z6-II"
/** Each test runs the binary three or four times (a process each). */
const BIN_TIMEOUT = 120_000

describe.each(databases)("shutter checkout of a virtual-only cart on %s", (database) => {
  const shop = realShop(database, "shutter-virtual-")
  const { shutter } = shop

  it(
    "places the order with the billing address only: no shipping method, no shipping charge",
    async () => {
      await shutter("cart", "add", PRESETS)
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
        shipping_method: null,
        payment_method: { code: "checkmo" },
        items: [{ sku: PRESETS, quantity: 1 }],
        // $19.00 + 7.25 % California tax on the billing address ($1.38)
        prices: { subtotal_excluding_tax: { value: 19 }, grand_total: { value: 20.38 } },
      })
      expect((await shutter("cart", "show")).stdout.trim()).toBe("The cart is empty.")
    },
    BIN_TIMEOUT,
  )

  it(
    "exits 2 for --shipping on a cart that ships nothing, and orders nothing",
    async () => {
      await shutter("cart", "add", PRESETS)
      const args = ["checkout", "--email", "ada@example.com", ...guestAddress]
      const result = await shutter(...args, "--shipping", "flatrate_flatrate")
      expect(result.code).toBe(2)
      expect(result.stderr).toContain(
        "This cart holds only virtual items (nothing ships): leave out --shipping",
      )
      expect((await shutter("cart", "show")).stdout).toContain(PRESETS)
    },
    BIN_TIMEOUT,
  )

  it(
    "a mixed cart (download and camera) still ships: shipping method and charge",
    async () => {
      await shutter("cart", "add", PRESETS)
      await shutter("cart", "add", CAMERA)
      const args = ["checkout", "--email", "ada@example.com", ...guestAddress]
      const result = await shutter("--json", ...args, "--shipping", "flatrate_flatrate")
      expect(result.code, result.stderr).toBe(0)
      expect(JSON.parse(result.stdout)).toMatchObject({
        shipping_method: { code: "flatrate_flatrate", amount: { value: 5 } },
      })
    },
    BIN_TIMEOUT,
  )
})
