// What a product card or page shows for stock, price, gallery and variants (spec §3, §9).
// Pure: the web, the CLI and any other UI show the same lines.
import type {
  BundleItem,
  GroupedItem,
  PriceRange,
  ProductCard,
  ProductDetails,
} from "./catalog.graphql.js"
import { discountPercent, hasSpecialPrice, type Money } from "./pricing.js"
import type { VariantSelection } from "./variants.js"

export type StockDisplay =
  | { readonly _tag: "Hidden" }
  | {
      readonly _tag: "InStock" | "OnlyLeft" | "SpecialOrder" | "OutOfStock" | "Discontinued"
      readonly text: string
    }

type StockFields = Pick<
  ProductCard,
  | "stock_status"
  | "hidestock"
  | "discontinued"
  | "special_order"
  | "only_x_left_in_stock"
  | "stock_display_status"
>

/**
 * The stock line: nothing when `hidestock`; "Discontinued"; "Special order" (whatever the
 * stock: the Add to cart button says whether the shop can take it); "Out of stock"; "Only N
 * left"; else the product's own `stock_display_status` or "In stock".
 */
export const stockDisplay = (product: StockFields): StockDisplay => {
  if (product.hidestock === 1) return { _tag: "Hidden" }
  if (product.discontinued === 1) return { _tag: "Discontinued", text: "Discontinued" }
  if (product.special_order === 1) return { _tag: "SpecialOrder", text: "Special order" }
  if (product.stock_status === "OUT_OF_STOCK") return { _tag: "OutOfStock", text: "Out of stock" }
  const left = product.only_x_left_in_stock ?? 0
  if (left > 0) return { _tag: "OnlyLeft", text: `Only ${left} left` }
  const own = product.stock_display_status?.trim()
  return { _tag: "InStock", text: own !== undefined && own !== "" ? own : "In stock" }
}

/**
 * Whether the shop still sells the product: a discontinued one keeps its page (its specs and
 * reviews) but offers no price, no Add to cart and no stock or price-drop alert.
 */
export const isOnSale = (product: Pick<ProductCard, "discontinued">): boolean =>
  product.discontinued !== 1

export type PriceDisplay =
  | { readonly _tag: "Hidden" }
  | {
      readonly _tag: "Price"
      readonly final: Money
      /** Set when a special price applies (spec §9): the struck-through regular price. */
      readonly regular: Money | undefined
      /** Spec §9: 100 − round(final / regular · 100); 0 without a special price. */
      readonly discountPercent: number
      /** The maximum final price when the product's prices span a range (configurable, bundle). */
      readonly upTo: Money | undefined
    }

/** The price block: nothing when `hideprice`; the special price with the regular one struck. */
export const priceDisplay = (product: {
  readonly price_range: PriceRange
  readonly hideprice?: number | null
}): PriceDisplay => {
  if (product.hideprice === 1) return { _tag: "Hidden" }
  const min = product.price_range.minimum_price
  const max = product.price_range.maximum_price
  const special = hasSpecialPrice(min)
  const upTo =
    max != null && (max.final_price.value ?? 0) > (min.final_price.value ?? 0)
      ? max.final_price
      : undefined
  return {
    _tag: "Price",
    final: min.final_price,
    regular: special ? min.regular_price : undefined,
    discountPercent: special
      ? discountPercent(min.final_price.value ?? 0, min.regular_price.value ?? 0)
      : 0,
    upTo,
  }
}

/** A value is offered if some in-stock variant has it together with the other chosen values. */
export const isOptionValueAvailable = (
  product: Pick<ProductDetails, "variants">,
  selection: VariantSelection,
  code: string,
  valueIndex: number,
): boolean =>
  (product.variants ?? []).some((variant) => {
    if (variant?.product?.stock_status === "OUT_OF_STOCK") return false
    const attrs = variant?.attributes ?? []
    const has = (c: string, v: number) => attrs.some((a) => a?.code === c && a.value_index === v)
    if (!has(code, valueIndex)) return false
    return Object.entries(selection).every(([c, v]) => c === code || has(c, v))
  })

/** A bundle product's options by position (spec §3: bundle items with position). */
export const bundleItems = (product: ProductDetails): ReadonlyArray<BundleItem> =>
  product.__typename === "BundleProduct"
    ? ((product.items ?? []) as ReadonlyArray<BundleItem | null>)
        .filter((item): item is BundleItem => item !== null)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    : []

/** A grouped product's children by position. */
export const groupedItems = (product: ProductDetails): ReadonlyArray<GroupedItem> =>
  product.__typename === "GroupedProduct"
    ? ((product.items ?? []) as ReadonlyArray<GroupedItem | null>)
        .filter((item): item is GroupedItem => item !== null && item.product !== null)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    : []
