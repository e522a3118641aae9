import { describe, expect, it } from "vitest"
import { carrierTitle, trackingUrl } from "./tracking.js"

describe("tracking links", () => {
  it.each([
    ["ups", "1Z999AA10123456784", "https://www.ups.com/track?tracknum=1Z999AA10123456784"],
    ["USPS", "9400 1000", "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000"],
    ["fedex", "123456789012", "https://www.fedex.com/fedextrack/?trknbr=123456789012"],
    ["dhl", "JD0141", "https://www.dhl.com/en/express/tracking.html?AWB=JD0141"],
  ])("%s %s → the carrier's tracking page", (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url)
  })

  it("has no link for a custom carrier or a shipment without a number", () => {
    expect(trackingUrl("custom", "RM123")).toBeUndefined()
    expect(trackingUrl("ups", null)).toBeUndefined()
    expect(trackingUrl("ups", "  ")).toBeUndefined()
  })

  it("names Magento's carriers as Magento does", () => {
    expect(carrierTitle("ups")).toBe("United Parcel Service")
    expect(carrierTitle("usps")).toBe("United States Postal Service")
    expect(carrierTitle("fedex")).toBe("Federal Express")
    expect(carrierTitle("dhl")).toBe("DHL")
    expect(carrierTitle("custom")).toBeUndefined()
  })
})
