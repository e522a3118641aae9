import { warrantyLeads, warrantyOffers } from "@shutter/fixtures"
import { warrantyLeads as leadsTable, warrantyOffers as offersTable } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

export const warrantySeed: SeedStep = {
  name: "warranty/offers",
  run: async (tx) => {
    await tx.insert(offersTable).values(warrantyOffers.map((offer) => ({ ...offer })))
  },
}

export const warrantyLeadsSeed: SeedStep = {
  name: "warranty/leads",
  run: async (tx) => {
    await tx.insert(leadsTable).values(
      warrantyLeads.map((lead) => ({
        ...lead,
        expiresAt: lead.expiresAt === null ? null : new Date(lead.expiresAt),
      })),
    )
  },
}
