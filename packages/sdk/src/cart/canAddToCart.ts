import type { AddItemInput } from "./addToCartRules.js"

// Apart from addToCartRules.ts (which builds Effect results) so "@shutter/sdk/rules" stays
// Effect-free: the product page's add-to-cart button needs only this.

/** Spec §5: a configurable needs a chosen variant (one value per option); other types pass. */
export const canAddToCart = (input: Pick<AddItemInput, "product" | "selectedOptions">): boolean => {
  if (input.product.__typename !== "ConfigurableProduct") return true
  const chosen = input.selectedOptions?.length ?? 0
  const needed = input.product.configurable_options?.length ?? 1
  return chosen > 0 && chosen >= needed
}
