import { inArray } from "drizzle-orm"
import { categories, searchCategoryWeights } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"
import { DEFAULT_CATEGORY_WEIGHTS } from "./defaultCategoryWeights.js"

export const searchCategoryWeightSeed: SeedStep = {
  name: "search/category-weights",
  run: async (tx) => {
    const found = await tx
      .select({ id: categories.id, urlPath: categories.urlPath })
      .from(categories)
      .where(inArray(categories.urlPath, [...DEFAULT_CATEGORY_WEIGHTS.keys()]))
    const rows = found.flatMap((c) => {
      const weight = DEFAULT_CATEGORY_WEIGHTS.get(c.urlPath)
      return weight === undefined ? [] : [{ categoryId: c.id, weight }]
    })
    if (rows.length > 0) await tx.insert(searchCategoryWeights).values(rows)
  },
}
