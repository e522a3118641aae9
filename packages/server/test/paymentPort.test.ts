import { describe, expect, it } from "vitest"
import { paymentProviders } from "../src/payment/offlineProviders.js"

const order = { orderId: 1, method: "checkmo", currency: "USD", reference: null }

describe("the payment port's offline providers", () => {
  it("finds Magento's offline methods by code and nothing else", () => {
    const providers = paymentProviders()
    expect(providers.get("checkmo")).toMatchObject({
      code: "checkmo",
      title: "Check / Money order",
      online: false,
    })
    expect(providers.get("free")?.title).toBe("No Payment Information Required")
    expect(providers.get("stripe_payments")).toBeUndefined()
    expect(providers.online).toEqual([])
  })

  it("captures, voids and refunds as no-ops that move no money", async () => {
    const checkmo = paymentProviders().get("checkmo")
    if (checkmo === undefined) throw new Error("no checkmo")
    expect(await checkmo.capture(order, 1000)).toEqual({ transactionId: null })
    await expect(checkmo.void(order)).resolves.toBeUndefined()
    expect(await checkmo.refund(order, 500, "creditmemo-1")).toEqual({ refundId: null })
    const placed = await checkmo.authorize({
      cartId: 1,
      cartKey: "cart-1",
      storeId: 1,
      amountMinor: 1000,
      currency: "USD",
      email: "a@example.com",
      data: {},
    })
    expect(placed).toEqual({ reference: null, state: "offline" })
    expect(await checkmo.settle(placed)).toBe("offline")
  })
})
