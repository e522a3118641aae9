import { afterEach, describe, expect, it } from "vitest"
import { chosenCurrency } from "../src/config/chosenCurrency.js"
import { hasStoredCart, hasStoredCustomer } from "../src/storedShopper.js"

/** The currency chosen while the browser's cookies are `cookie`. */
const currencyWith = (cookie: string): string | undefined => {
  Object.assign(globalThis, { document: { cookie } })
  return chosenCurrency()
}

describe("the shopper's cookies, as the browser and the web server read them", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "document")
  })

  it("decode a percent-encoded currency, as another client may have written it", () => {
    expect(currencyWith("vsf-store=ca_en; vsf-currency=%43%41%44")).toBe("CAD")
    expect(currencyWith("vsf-currency=EUR")).toBe("EUR")
    expect(currencyWith("vsf-currency=; vsf-store=default")).toBeUndefined()
    expect(currencyWith("vsf-store=default")).toBeUndefined()
  })

  it("count a cart or a customer token only when it holds a value", () => {
    expect(hasStoredCart("vsf-cart=abc")).toBe(true)
    expect(hasStoredCart("vsf-customer=tok")).toBe(true)
    expect(hasStoredCart("vsf-cart=; vsf-customer=")).toBe(false)
    expect(hasStoredCustomer("other=1; vsf-customer=a%2Bb")).toBe(true)
    expect(hasStoredCustomer("vsf-cart=abc")).toBe(false)
  })
})
