import { warrantyOffers } from "@shutter/fixtures"
import { warrantyOffers as offersTable } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

export const warrantySeed: SeedStep = {
  name: "warranty/offers",
  run: async (tx) => {
    await tx.insert(offersTable).values(warrantyOffers.map((offer) => ({ ...offer })))
  },
}
