// `shutter cart …` as a user runs it: the built binary against the real server.
import { describe, expect, it } from "vitest"
import { realShop } from "./realShop.js"
import { databases } from "./shutterBinary.js"

describe.each(databases)("shutter cart against the real server on %s", (database) => {
  const shop = realShop(database, "shutter-cart-")
  const { shutter } = shop
  const json = async (...args: ReadonlyArray<string>) => {
    const result = await shutter("--json", ...args)
    expect(result, result.stderr).toMatchObject({ code: 0 })
    return JSON.parse(result.stdout)
  }

  it("keeps the cart between invocations, like the browser's cookie", async () => {
    const added = await json("cart", "add", "NIK-Z6-II", "--qty", "2")
    expect(added.cart.total_quantity).toBe(2)
    const shown = await json("cart", "show")
    expect(shown.cart.id).toBe(added.cart.id)
    expect(shown.cart.items).toMatchObject([{ quantity: 2, product: { sku: "NIK-Z6-II" } }])
  })

  it("shows lines and totals as text", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const { stdout, code } = await shutter("cart", "show")
    expect(code).toBe(0)
    expect(stdout).toMatch(/NIK-Z6-II\s+Nikon Z6 II\s+1\s+\$1,599\.00\s+\$1,599\.00/)
    expect(stdout).toMatch(/Subtotal\s+\$1,599\.00/)
    expect(stdout).toMatch(/Grand total\s+\$1,599\.00/)
  })

  it("says the cart is empty for a new shopper", async () => {
    expect((await shutter("cart", "show")).stdout.trim()).toBe("The cart is empty.")
  })

  it("adds a configurable product by option code and value label", async () => {
    const product = await json("product", "LEI-M-A-RANGEFINDER")
    expect(product.__typename).toBe("ConfigurableProduct")
    const options = product.configurable_options as ReadonlyArray<{
      attribute_code: string
      values: ReadonlyArray<{ label: string }>
    }>
    const args = options.flatMap((o) => ["--option", `${o.attribute_code}=${o.values[0]?.label}`])
    const { cart } = await json("cart", "add", "LEI-M-A-RANGEFINDER", ...args)
    expect(cart.items[0].configurable_options).toHaveLength(options.length)
    expect(cart.items[0].configurable_options[0].value_label).toBe(options[0]?.values[0]?.label)
  })

  it("refuses a configurable without options or with an unknown value", async () => {
    const none = await shutter("cart", "add", "LEI-M-A-RANGEFINDER")
    expect(none.code).toBe(1)
    expect(none.stderr).toContain("Choose the options of")
    const wrong = await shutter("cart", "add", "LEI-M-A-RANGEFINDER", "--option", "color=Plaid")
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/Unknown (option|value)/)
  })

  it("updates a line's quantity", async () => {
    const { cart } = await json("cart", "add", "NIK-Z6-II")
    const updated = await json("cart", "update", cart.items[0].uid, "--qty", "3")
    expect(updated.cart.total_quantity).toBe(3)
    expect(updated.cart.items[0].prices.row_total.value).toBe(3 * 1599)
  })

  it("removes a line only with --yes when not on a terminal", async () => {
    const { cart } = await json("cart", "add", "NIK-Z6-II")
    const uid = cart.items[0].uid
    const refused = await shutter("cart", "remove", uid)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("--yes")
    expect((await json("cart", "show")).cart.total_quantity).toBe(1)
    const removed = await shutter("cart", "remove", uid, "--yes")
    expect(removed.code).toBe(0)
    expect(removed.stdout).toContain("Nikon Z6 II has been successfully removed from your cart")
    expect((await json("cart", "show")).cart.total_quantity).toBe(0)
  })

  it("exits 2 for a line that is not in the cart, and for a bad --qty", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    expect((await shutter("cart", "update", "NOPE", "--qty", "2")).code).toBe(2)
    expect((await shutter("cart", "add", "NIK-Z6-II", "--qty", "0")).code).toBe(2)
    expect((await shutter("cart", "update")).code).toBe(2)
  })

  it("exits 1 for a product the shop does not know", async () => {
    const result = await shutter("--json", "cart", "add", "NO-SUCH-SKU")
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stderr).error.tag).toBe("NotFoundError")
  })

  it("applies a coupon with the spec's text, and removes it with an empty code", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const applied = await shutter("cart", "coupon", "SAVE10")
    expect(applied.code).toBe(0)
    expect(applied.stdout).toContain("Coupon code has been applied.")
    expect(applied.stdout).toMatch(/Discount \(10% off\)\s+-\$159\.90/)
    const removed = await json("cart", "coupon", "")
    expect(removed.cart.applied_coupons ?? []).toEqual([])
    expect(removed.cart.prices.grand_total.value).toBe(1599)
  })

  it("a code the shop cannot apply: the warning, exit 1, the earlier coupon kept", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    await shutter("cart", "coupon", "SAVE10")
    const result = await shutter("cart", "coupon", "NOT-A-CODE")
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe("shutter: Coupon code is not valid.")
    // The cart as it is: the earlier coupon's discount is still there.
    expect(result.stdout).toMatch(/Discount \(10% off\)\s+-\$159\.90/)
    const asJson = await shutter("--json", "cart", "coupon", "SAVE1O")
    expect(asJson.code).toBe(1)
    expect(asJson.stdout).toBe("")
    expect(JSON.parse(asJson.stderr).error).toMatchObject({
      tag: "CouponNotValidError",
      message: "Coupon code is not valid.",
    })
    const shown = await json("cart", "show")
    expect(shown.cart.applied_coupons).toEqual([{ code: "SAVE10" }])
  })

  // 6 runs of the binary, each a Node start: 90 s on a busy 2-core machine.
  it("lists a line's protection plans, and adds the one --plan names", async () => {
    const { cart } = await json("cart", "add", "NIK-Z6-II")
    const uid = cart.items[0].uid
    const listed = await shutter("cart", "warranty", uid)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain("Add protection to Nikon Z6 II (--plan <planId>):")
    expect(listed.stdout).toMatch(
      /SHT-PHOTO-24M-BASE\s+2 Year Protection Plan · 24 months · \$49\.99/,
    )
    expect(listed.stdout).toMatch(
      /SHT-PHOTO-36M-ADH\s+3 Year Accident Protection Plan · 36 months · \$89\.99/,
    )
    const listedJson = await json("cart", "warranty", uid)
    expect(listedJson.offers.plans.map((p: { plan_id: string }) => p.plan_id)).toEqual([
      "SHT-PHOTO-24M-BASE",
      "SHT-PHOTO-36M-ADH",
    ])

    const unknown = await shutter("cart", "warranty", uid, "--plan", "NOPE")
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain(
      "Unknown plan 'NOPE': choose one of SHT-PHOTO-24M-BASE, SHT-PHOTO-36M-ADH",
    )

    const covered = await json("cart", "warranty", uid, "--plan", "sht-photo-24m-base")
    const planLine = covered.cart.items.find(
      (i: { __typename: string }) => i.__typename === "WarrantyCartItem",
    )
    expect(planLine.warranty).toMatchObject({ plan_id: "SHT-PHOTO-24M-BASE", term: 24 })
    expect(covered.cart.prices.subtotal_excluding_tax.value).toBe(1599 + 49.99)
    const text = await shutter("cart", "show")
    expect(text.stdout).toContain("Plan: 2 Year Protection Plan (24 months)")
  }, 90_000)

  it("says when a line has no plans on offer", async () => {
    const { cart } = await json("cart", "add", "SHT-35MM-C-41-DEVELOP-SCAN")
    const uid = cart.items[0].uid
    const listed = await shutter("cart", "warranty", uid)
    expect(listed.code).toBe(0)
    expect(listed.stdout.trim()).toMatch(/^No protection plans are offered for .+\.$/)
    expect((await shutter("cart", "warranty", uid, "--plan", "SHT-PHOTO-24M-BASE")).code).toBe(2)
  })
})
