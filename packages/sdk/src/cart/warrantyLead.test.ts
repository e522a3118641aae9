import { describe, expect, it } from "vitest"
import { leadTokenOf, WARRANTY_REGION, withoutLeadToken } from "./warrantyLead.js"

describe("leadToken (spec §2: opens a warranty aftermarket offer; §9 region US)", () => {
  it("reads the token a link carries; blank or absent is none", () => {
    expect(leadTokenOf("https://shop.example/?leadToken=LEAD-1")).toBe("LEAD-1")
    expect(leadTokenOf("/cart?x=1&leadToken=%20LEAD-2%20#top")).toBe("LEAD-2")
    expect(leadTokenOf("/?leadToken=")).toBeUndefined()
    expect(leadTokenOf("/?quote_id=abc")).toBeUndefined()
  })

  it("drops only the token from the URL", () => {
    expect(withoutLeadToken("https://shop.example/p/X?leadToken=L&sort=price#reviews")).toBe(
      "/p/X?sort=price#reviews",
    )
    expect(withoutLeadToken("/?leadToken=L")).toBe("/")
  })

  it("asks the provider for region US", () => {
    expect(WARRANTY_REGION).toBe("US")
  })
})
