import { describe, expect, it } from "vitest"
import { labelText, stockConditionHolds } from "../src/catalog/labelText.js"

const NOW = Date.parse("2026-11-23T12:00:00Z")
const CAMERA = {
  sku: "CAN-EOS-R3",
  qty: 3,
  stock_status: "IN_STOCK",
  min_regular_price: 494_900,
  min_final_price: 395_899,
  special_to_date: "2026-11-30 18:00:00",
  created_at: "2026-11-13 09:30:00",
}
const FULL_PRICE = { ...CAMERA, min_final_price: 494_900, special_to_date: null }
const SOLD_OUT = { ...CAMERA, qty: 0, stock_status: "OUT_OF_STOCK" }

describe("Amasty label text variables", () => {
  it.each([
    ["Only {STOCK} left", CAMERA, "Only 3 left"],
    ["Save {SAVE_PERCENT}%", CAMERA, "Save 20%"],
    ["Save {SAVE_AMOUNT}", CAMERA, "Save $990.01"],
    ["Was {PRICE}, now {SPECIAL_PRICE}", CAMERA, "Was $4,949.00, now $3,958.99"],
    ["{FINAL_PRICE}", FULL_PRICE, "$4,949.00"],
    ["New for {NEW_FOR} days", CAMERA, "New for 10 days"],
    ["{SPDL} days left", CAMERA, "7 days left"],
    ["{SPHL} hours left", CAMERA, "174 hours left"],
    ["{SKU}", CAMERA, "CAN-EOS-R3"],
    ["Sale{BR}-{save_percent}%", CAMERA, "Sale<br/>-20%"],
    ["Sale", SOLD_OUT, "Sale"],
  ])("%s → %s", (txt, product, expected) => {
    expect(labelText(txt, product, NOW)).toBe(expected)
  })

  it.each([
    ["Only {STOCK} left", SOLD_OUT],
    ["Save {SAVE_PERCENT}%", FULL_PRICE],
    ["Save {SAVE_AMOUNT}", FULL_PRICE],
    ["Now {SPECIAL_PRICE}", FULL_PRICE],
    ["{SPDL} days left", FULL_PRICE],
    ["{NO_SUCH_VARIABLE}", CAMERA],
  ])("%s has no value: the label is hidden", (txt, product) => {
    expect(labelText(txt, product, NOW)).toBeNull()
  })

  it("a stock condition holds while 0 < units left < its limit", () => {
    expect(stockConditionHolds(4, CAMERA)).toBe(true)
    expect(stockConditionHolds(4, { ...CAMERA, qty: 4 })).toBe(false)
    expect(stockConditionHolds(4, SOLD_OUT)).toBe(false)
    expect(stockConditionHolds(null, SOLD_OUT)).toBe(true)
  })
})
