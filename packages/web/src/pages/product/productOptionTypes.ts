/**
 * The pickers of each product type that has some, a chunk each (ConfigurableOptions.tsx,
 * BundleOptions.tsx, GroupedItems.tsx, DownloadableLinks.tsx, and CustomOptions.tsx for any type): a simple product's page loads none, a configurable
 * one's only its own. ProductPage.tsx renders them; ssrState.ts loads the rendered one's code
 * before hydrating.
 */
export const productOptionsCode = {
  ConfigurableProduct: () => import("./ConfigurableOptions.js"),
  BundleProduct: () => import("./BundleOptions.js"),
  GroupedProduct: () => import("./GroupedItems.js"),
  DownloadableProduct: () => import("./DownloadableLinks.js"),
  GiftCardProduct: () => import("./GiftCardOptions.js"),
} as const

/** Customizable options (any type may have them): a chunk of their own. */
export const customOptionsCode = () => import("./CustomOptions.js")

/** Whether the product's page shows customizable options. */
export const hasCustomOptions = (product: {
  readonly options?: ReadonlyArray<unknown> | null
}): boolean => (product.options ?? []).some((o) => o !== null)

export type TypeWithOptions = keyof typeof productOptionsCode

/** The product's type if its page shows pickers or items, else undefined. */
export const typeWithOptions = (product: {
  readonly __typename?: string | undefined
}): TypeWithOptions | undefined =>
  product.__typename !== undefined && Object.hasOwn(productOptionsCode, product.__typename)
    ? (product.__typename as TypeWithOptions)
    : undefined
