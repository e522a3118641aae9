import { searchSynonyms } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"
import { DEFAULT_SYNONYM_GROUPS } from "./defaultSynonyms.js"

export const searchSynonymSeed: SeedStep = {
  name: "search/synonyms",
  run: async (tx) => {
    await tx
      .insert(searchSynonyms)
      .values(DEFAULT_SYNONYM_GROUPS.map((synonyms) => ({ synonyms, storeId: 0 })))
  },
}
