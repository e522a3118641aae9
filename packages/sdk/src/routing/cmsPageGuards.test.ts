import { describe, expect, it } from "vitest"
import { cmsPageGuardNames, parseCmsPageGuards } from "./cmsPageGuards.js"

describe("parseCmsPageGuards", () => {
  it("reads identifier:names entries separated by semicolons", () => {
    const guards = parseCmsPageGuards("members-deals:is-authenticated;other-page:checkout")
    expect(Object.fromEntries(guards)).toEqual({
      "members-deals": ["is-authenticated"],
      "other-page": ["checkout"],
    })
  })

  it("takes several comma-separated names, trims blanks and keeps unknown names", () => {
    expect(cmsPageGuardNames(" deals : is-authenticated , no-such-guard ; ", "deals")).toEqual([
      "is-authenticated",
      "no-such-guard",
    ])
  })

  it("merges repeated identifiers without repeating a name", () => {
    expect(cmsPageGuardNames("deals:checkout;deals:checkout,is-authenticated", "deals")).toEqual([
      "checkout",
      "is-authenticated",
    ])
  })

  it("skips entries without an identifier or a name, and blank or missing text", () => {
    expect(parseCmsPageGuards(":checkout;deals:;nonsense;deals: , ").size).toBe(0)
    expect(parseCmsPageGuards("").size).toBe(0)
    expect(parseCmsPageGuards(null).size).toBe(0)
    expect(cmsPageGuardNames("deals:checkout", "other")).toEqual([])
  })
})
