import { describe, expect, it } from "vitest"
import { alertFor, offersProductAlert, type ProductAlert } from "./productAlertModel.js"

const alert = (id: string, type: ProductAlert["type"], sku: string): ProductAlert => ({
  id,
  type,
  product: {
    uid: sku,
    sku,
    name: sku,
    url_key: null,
    url_suffix: null,
    url_rewrites: null,
    stock_status: "IN_STOCK",
    thumbnail: null,
    price: null,
  },
  price: null,
  createdAt: "2026-11-26 10:00:00",
  sentAt: null,
  sendCount: 0,
})

describe("product alert rules", () => {
  it("back in stock is offered only out of stock; a price drop always", () => {
    expect(offersProductAlert("stock", { stock_status: "OUT_OF_STOCK" })).toBe(true)
    expect(offersProductAlert("stock", { stock_status: "IN_STOCK" })).toBe(false)
    expect(offersProductAlert("price", { stock_status: "IN_STOCK" })).toBe(true)
  })

  it("finds the customer's alert by sku and type", () => {
    const alerts = [alert("1", "stock", "A"), alert("2", "price", "A")]
    expect(alertFor(alerts, "A", "price")?.id).toBe("2")
    expect(alertFor(alerts, "B", "stock")).toBeUndefined()
    expect(alertFor(null, "A", "stock")).toBeUndefined()
  })
})
