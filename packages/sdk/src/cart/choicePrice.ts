import type { ProductDetails } from "../catalog/catalog.graphql.js"
import { bundleItems } from "../catalog/productDisplay.js"
import {
  type BundleQuantities,
  type CustomOptionChoice,
  customizableOptions,
  isTextOption,
  type ProductChoice,
  pickedOptionValues,
  typedOptionText,
} from "./productChoice.js"
import type { BundleSelection } from "./productSelection.js"

// The running price of a product page's current choice, as the cart will charge it (Magento's
// rules): a dynamic-price bundle is the sum of its chosen selections × their quantities, a
// fixed-price bundle its own price plus the chosen selections' prices; a downloadable whose links
// are sold separately adds the chosen links; customizable options add a fixed amount or a
// percent of the product's price. Money is summed in cents so the page and the cart agree to the
// cent.

const cents = (dollars: number | null | undefined): number => Math.round((dollars ?? 0) * 100)

const finalPriceCents = (product: Pick<ProductDetails, "price_range">): number =>
  cents(product.price_range.minimum_price.final_price.value)

const isPercent = (priceType: string | null | undefined): boolean =>
  (priceType ?? "").toUpperCase() === "PERCENT"

type BundleChoice = NonNullable<
  NonNullable<ReturnType<typeof bundleItems>[number]["options"]>[number]
>

const choiceQuantity = (choice: BundleChoice, quantities: BundleQuantities): number => {
  const own = choice.quantity ?? 1
  const asked = quantities[choice.uid]
  return choice.can_change_quantity && asked !== undefined && asked > 0 ? asked : own
}

/** A fixed-price bundle's own price: its lowest price less its required options' cheapest. */
const fixedBundleBase = (product: ProductDetails): number => {
  let cheapest = 0
  for (const item of bundleItems(product)) {
    if (!item.required) continue
    const prices = (item.options ?? []).flatMap((o) =>
      o === null || isPercent(o.price_type) ? [] : [cents(o.price) * (o.quantity ?? 1)],
    )
    if (prices.length > 0) cheapest += Math.min(...prices)
  }
  return finalPriceCents(product) - cheapest
}

/** What the bundle costs with the selections chosen (cents). */
const bundleCents = (
  product: ProductDetails,
  selection: BundleSelection,
  quantities: BundleQuantities,
): number => {
  const dynamic = product.dynamic_price !== false
  const base = dynamic ? 0 : fixedBundleBase(product)
  let total = base
  for (const item of bundleItems(product)) {
    const chosen = selection[item.uid ?? String(item.option_id)] ?? []
    for (const choice of item.options ?? []) {
      if (choice === null || !chosen.includes(choice.uid)) continue
      const unit = dynamic
        ? cents(choice.product?.price_range.minimum_price.final_price.value)
        : isPercent(choice.price_type)
          ? Math.round((base * (choice.price ?? 0)) / 100)
          : cents(choice.price)
      total += unit * choiceQuantity(choice, quantities)
    }
  }
  return total
}

/** What the downloadable costs with the links chosen (cents). */
const downloadableCents = (product: ProductDetails, links: ReadonlyArray<string>): number => {
  const base = finalPriceCents(product)
  if (product.links_purchased_separately !== 1) return base
  return (product.downloadable_product_links ?? []).reduce(
    (sum, link) => (link !== null && links.includes(link.uid) ? sum + cents(link.price) : sum),
    base,
  )
}

const surcharge = (
  value: { readonly price: number | null; readonly price_type: string | null },
  base: number,
): number =>
  isPercent(value.price_type) ? Math.round((base * (value.price ?? 0)) / 100) : cents(value.price)

/** What the chosen customizable options add to `base` (cents). */
const optionsCents = (
  product: Pick<ProductDetails, "options">,
  choice: CustomOptionChoice,
  base: number,
): number => {
  let total = 0
  for (const option of customizableOptions(product)) {
    if (isTextOption(option)) {
      if (typedOptionText(choice, option.uid) !== "" && option.single_value)
        total += surcharge(option.single_value, base)
      continue
    }
    const picked = pickedOptionValues(choice, option.uid)
    for (const value of option.value ?? [])
      if (value !== null && picked.includes(value.uid)) total += surcharge(value, base)
  }
  return total
}

/** The price (dollars) the cart will charge for one unit of the page's current choice. */
export const choicePrice = (product: ProductDetails, choice: ProductChoice): number => {
  const base =
    product.__typename === "BundleProduct"
      ? bundleCents(product, choice.bundle ?? {}, choice.bundleQuantities ?? {})
      : product.__typename === "DownloadableProduct"
        ? downloadableCents(product, choice.links ?? [])
        : finalPriceCents(product)
  // Percent option prices are of the product's own final price.
  return (base + optionsCents(product, choice.options ?? {}, finalPriceCents(product))) / 100
}
