import { cartPriceRules } from "@shutter/fixtures"
import { salesRules } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

export const salesRuleSeed: SeedStep = {
  name: "salesRule/coupons",
  run: async (tx) => {
    await tx.insert(salesRules).values(cartPriceRules.map((rule) => ({ ...rule })))
  },
}
