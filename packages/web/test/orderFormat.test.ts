import { describe, expect, it } from "vitest"
import { orderDateText } from "../src/pages/account/orderFormat.js"

describe("order dates on the account pages", () => {
  it("reads Magento's UTC order_date as en-US does: month, day, year", () => {
    expect(orderDateText("2026-11-20 09:30:00")).toBe("Nov 20, 2026")
    expect(orderDateText("2026-01-05 00:00:00")).toBe("Jan 5, 2026")
    // The date of the UTC timestamp, not of the machine's time zone.
    expect(orderDateText("2026-12-31 23:59:59")).toBe("Dec 31, 2026")
  })

  it("shows a value it cannot read as it came", () => {
    expect(orderDateText("soon")).toBe("soon")
  })
})
