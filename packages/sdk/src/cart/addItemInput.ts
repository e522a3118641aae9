import type { WarrantyPlan } from "./cart.graphql.js"

// What "add to cart" takes (spec §5): the product, the quantity and the shopper's choices.

/** Any product shape with a type and a sku (a ProductCard, ProductDetails or a wishlist product). */
export interface AddableProduct {
  readonly __typename: string
  readonly sku: string | null
  readonly uid?: string
  readonly name?: string | null
  /** Configurable products: their options (a variant needs one chosen value each). */
  readonly configurable_options?: ReadonlyArray<unknown> | null
  /** Grouped products: `{ product: { sku } }` children (bundle items are ignored here). */
  readonly items?: ReadonlyArray<unknown> | null
}

export type EnteredOptionValue = string | number | ReadonlyArray<string | number>

export interface AddItemInput {
  readonly product: AddableProduct
  readonly quantity: number
  /** Chosen option value uids: a configurable's variant, gift-card amount, customizable options. */
  readonly selectedOptions?: ReadonlyArray<string>
  /** The chosen variant's sku, when the page knows it (configurable). */
  readonly variantSku?: string
  /** Option uid → value: bundle selections, gift-card fields (sender, recipient, message…). */
  readonly enteredOptions?: Readonly<Record<string, EnteredOptionValue>>
  /** An extended-warranty plan bought with the item. */
  readonly warranty?: WarrantyPlan
  /**
   * The shopper came from the wish list (spec §2 `?wishlist`): the add_to_cart event's items
   * carry the "Wishlist" list.
   */
  readonly fromWishlist?: boolean
}
