import { paymentMethods, shippingRates } from "@shutter/fixtures"
import { paymentMethods as paymentTable, shippingRates as ratesTable } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

/** Shipping rates and offline payment methods. */
export const checkoutConfigSeed: SeedStep = {
  name: "checkout/methods",
  run: async (tx) => {
    await tx
      .insert(ratesTable)
      .values(shippingRates.map((rate, position) => ({ ...rate, position })))
    await tx
      .insert(paymentTable)
      .values(paymentMethods.map((method, position) => ({ ...method, position })))
  },
}
