import { useCartActionStatus, useCartActions } from "@shutter/react"
import {
  addToCartButton,
  type BundleSelection,
  bundleOptionUids,
  CHOOSE_OPTIONS_LABEL,
  type ConfigurableVariant,
  configurableOptionUids,
  customOptionInput,
  formatMoney,
  type Money,
  missingBundleOptions,
  type ProductChoice,
  type ProductDetails,
  type VariantSelection,
} from "@shutter/sdk/rules"
import { type ReactNode, useState } from "react"
import { useSearch } from "wouter"

/**
 * Quantity and the Add to cart button; on phones a bar fixed above the bottom navigation, with
 * the price (a visual repeat of the buying panel's, so hidden from screen readers). The SDK applies the §5 rules, shows the toasts (success
 * with View, or the server's first user error as a danger toast) and opens the cart sidebar.
 */
export const AddToCart = ({
  product,
  selection,
  variant,
  bundle,
  choice = {},
  price,
  choicePrice,
}: {
  readonly product: ProductDetails
  readonly selection: VariantSelection
  readonly variant: ConfigurableVariant | undefined
  readonly bundle: BundleSelection
  /** Bundle quantities, downloadable links and customizable options chosen on the page. */
  readonly choice?: ProductChoice
  /** The price the bar shows on phones. */
  readonly price?: Money | null | undefined
  /** What the bar shows instead of `price` where the choice decides it (a kit as configured). */
  readonly choicePrice?: ReactNode
}) => {
  const [quantity, setQuantity] = useState(1)
  // Spec §2 `?wishlist`: the shopper came from the wish list; the add is reported as such.
  const fromWishlist = new URLSearchParams(useSearch()).has("wishlist")
  const { addItem } = useCartActions()
  const { busy } = useCartActionStatus("addItem")
  const configurable = product.__typename === "ConfigurableProduct"
  const isBundle = product.__typename === "BundleProduct"
  const custom = customOptionInput(product, choice.options ?? {})
  const selectedOptions = [
    ...(configurable
      ? configurableOptionUids(product, selection)
      : isBundle
        ? bundleOptionUids(bundle, choice.bundleQuantities)
        : []),
    ...(product.__typename === "DownloadableProduct" ? (choice.links ?? []) : []),
    ...custom.selectedOptions,
  ]
  const enteredOptions = custom.enteredOptions
  const stockAndChoices = addToCartButton({ product, selectedOptions, enteredOptions, variant })
  const button =
    stockAndChoices.enabled && isBundle && missingBundleOptions(product, bundle).length > 0
      ? { enabled: false, label: CHOOSE_OPTIONS_LABEL }
      : stockAndChoices
  const add = () => {
    // Failures are already shown as a danger toast by the SDK; nothing else to do here.
    addItem({
      product,
      quantity,
      ...(selectedOptions.length > 0 ? { selectedOptions } : {}),
      ...(Object.keys(enteredOptions).length > 0 ? { enteredOptions } : {}),
      ...(variant?.sku ? { variantSku: variant.sku } : {}),
      ...(fromWishlist ? { fromWishlist } : {}),
    }).catch(() => undefined)
  }
  return (
    <div className="add-to-cart" data-testid="add-to-cart-bar">
      {(choicePrice !== undefined || price) && (
        <span className="add-to-cart__price" aria-hidden="true">
          {choicePrice ?? (price && formatMoney(price))}
        </span>
      )}
      <label className="add-to-cart__qty">
        Qty
        <input
          type="number"
          min={1}
          value={quantity}
          onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))}
          className="qty"
        />
      </label>
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={!button.enabled || busy}
        aria-busy={busy}
        onClick={add}
      >
        {button.label}
      </button>
    </div>
  )
}
