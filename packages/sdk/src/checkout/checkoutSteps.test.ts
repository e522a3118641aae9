import { describe, expect, it } from "vitest"
import {
  checkoutStartPath,
  checkoutStepPath,
  checkoutSteps,
  firstCheckoutStep,
  nextCheckoutStepPath,
  paymentMethodToPreselect,
  selectedPaymentMethodCode,
  thankYouPath,
} from "./checkoutSteps.js"

const FREE = { code: "free", title: "No Payment Information Required" }
const CHECKMO = { code: "checkmo", title: "Check / Money order" }

describe("checkout steps", () => {
  it("a virtual-only cart skips shipping; any other cart (or none yet) has it", () => {
    expect(checkoutSteps({ is_virtual: true })).toEqual(["billing", "payment"])
    expect(firstCheckoutStep({ is_virtual: true })).toBe("billing")
    expect(checkoutSteps({ is_virtual: false })).toEqual(["shipping", "billing", "payment"])
    expect(firstCheckoutStep(null)).toBe("shipping")
  })

  it("leads from step to step by path, a virtual-only cart from billing, then to thank-you", () => {
    expect(checkoutStepPath("billing")).toBe("/checkout/billing")
    expect(checkoutStartPath(null)).toBe("/checkout/shipping")
    expect(checkoutStartPath({ is_virtual: true })).toBe("/checkout/billing")
    expect(nextCheckoutStepPath({ is_virtual: false }, "shipping")).toBe("/checkout/billing")
    expect(nextCheckoutStepPath({ is_virtual: true }, "billing")).toBe("/checkout/payment")
    expect(nextCheckoutStepPath(null, "payment")).toBe("/checkout/thank-you")
    expect(thankYouPath("000000042")).toBe("/checkout/thank-you?order=000000042")
    expect(thankYouPath("A/1 2")).toBe("/checkout/thank-you?order=A%2F1%202")
  })

  it("a selected method no longer offered counts as none; the only one offered is preselected", () => {
    const covered = { available_payment_methods: [FREE], selected_payment_method: CHECKMO }
    expect(selectedPaymentMethodCode(covered)).toBe("")
    expect(paymentMethodToPreselect(covered)).toEqual(FREE)
    const chosen = { available_payment_methods: [FREE], selected_payment_method: FREE }
    expect(paymentMethodToPreselect(chosen)).toBeUndefined()
    const several = {
      available_payment_methods: [CHECKMO, { code: "banktransfer", title: "Bank" }],
      selected_payment_method: { code: "", title: "" },
    }
    expect(paymentMethodToPreselect(several)).toBeUndefined()
  })
})
