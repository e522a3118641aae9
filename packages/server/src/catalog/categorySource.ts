// A `categories` row as the parent value of CategoryTree resolvers (products, categories and
// routes all hand categories to them).
import type { CategoryRow } from "./categoryRepository.js"

export type CategorySource = CategoryRow & { readonly __typename: "CategoryTree" }

export const toCategorySource = (row: CategoryRow): CategorySource => ({
  ...row,
  __typename: "CategoryTree",
})
