/**
 * The pickers of each product type that has some, a chunk each (ConfigurableOptions.tsx,
 * BundleOptions.tsx, GroupedItems.tsx): a simple product's page loads none, a configurable
 * one's only its own. ProductPage.tsx renders them; ssrState.ts loads the rendered one's code
 * before hydrating.
 */
export const productOptionsCode = {
  ConfigurableProduct: () => import("./ConfigurableOptions.js"),
  BundleProduct: () => import("./BundleOptions.js"),
  GroupedProduct: () => import("./GroupedItems.js"),
} as const

export type TypeWithOptions = keyof typeof productOptionsCode

/** The product's type if its page shows pickers or items, else undefined. */
export const typeWithOptions = (product: {
  readonly __typename?: string | undefined
}): TypeWithOptions | undefined =>
  product.__typename !== undefined && Object.hasOwn(productOptionsCode, product.__typename)
    ? (product.__typename as TypeWithOptions)
    : undefined
