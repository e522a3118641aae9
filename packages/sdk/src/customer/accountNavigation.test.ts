import { describe, expect, it } from "vitest"
import {
  accountControlLabel,
  accountControlTarget,
  opensRegisterView,
} from "./accountNavigation.js"
import { accountPageTitle, resetLinkOf } from "./accountPages.js"
import type { CustomerProfile } from "./customerModel.js"
import { SIGNED_OUT } from "./customerModel.js"

const roni = { firstname: "Veronica", lastname: "Costello" } as CustomerProfile

describe("account navigation (spec §2)", () => {
  it("greets the signed-in customer by first name, guests see 'Account & Orders'", () => {
    expect(accountControlLabel(SIGNED_OUT)).toBe("Account & Orders")
    expect(accountControlLabel({ signedIn: true, customer: roni })).toBe("Hello, Veronica")
    expect(accountControlLabel({ signedIn: true, customer: null })).toBe("My Account")
  })

  it("sends the header to order history and the bottom navigation to the account when signed in", () => {
    expect(accountControlTarget("header", true)).toBe("/customer/order-history")
    expect(accountControlTarget("bottom-navigation", true)).toBe("/customer")
    expect(accountControlTarget("header", false)).toBeNull()
  })

  it("titles the /customer children as spec §2 names them", () => {
    expect(accountPageTitle("")).toBe("My Account")
    expect(accountPageTitle("/my-product-alerts")).toBe("My Product Alerts")
    expect(accountPageTitle("/addresses-details")).toBe("Addresses details")
  })

  it("reads accountcreate and the reset link", () => {
    expect(opensRegisterView("?accountcreate")).toBe(true)
    expect(opensRegisterView("?page=2")).toBe(false)
    expect(resetLinkOf("?token=abc&email=roni%40example.com")).toEqual({
      token: "abc",
      email: "roni@example.com",
    })
    expect(resetLinkOf("?email=roni%40example.com")).toBeUndefined()
  })
})
