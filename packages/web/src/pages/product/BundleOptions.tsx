import {
  type BundleQuantities,
  type BundleSelection,
  bundleItems,
  formatMoney,
  type ProductDetails,
} from "@shutter/sdk/rules"

// A chunk of its own, loaded only for this product type (see productOptionTypes.ts), before
// hydrating when the server rendered such a product.

/** A bundle's options by position, each with its selections, prices and quantities. */
export const BundleOptions = ({
  product,
  selection,
  quantities,
  onChoose,
  onQuantity,
}: {
  readonly product: ProductDetails
  readonly selection: BundleSelection
  readonly quantities: BundleQuantities
  readonly onChoose: (optionUid: string, choiceUid: string, multiple: boolean) => void
  readonly onQuantity: (choiceUid: string, quantity: number) => void
}) => {
  const items = bundleItems(product)
  if (items.length === 0) return null
  const dynamic = product.dynamic_price !== false
  const currency = product.price_range.minimum_price.final_price.currency
  return (
    <div className="choices bundle" data-testid="bundle-options">
      {items.map((item) => {
        const multi = item.type === "checkbox" || item.type === "multi"
        const optionUid = item.uid ?? String(item.option_id)
        const chosen = selection[optionUid] ?? []
        return (
          <fieldset key={item.uid ?? item.option_id} className="choice-group">
            <legend className="choice-group__title">
              {item.title}
              {item.required ? <span className="choice__required"> *</span> : null}
            </legend>
            {(item.options ?? []).map((choice) => {
              if (choice === null) return null
              const checked = chosen.includes(choice.uid)
              const name = choice.label ?? choice.product?.name ?? ""
              const price = dynamic
                ? choice.product?.price_range.minimum_price.final_price.value
                : choice.price
              return (
                <div key={choice.uid} className="choice">
                  <label className="choice__pick">
                    <input
                      type={multi ? "checkbox" : "radio"}
                      name={`bundle-${optionUid}`}
                      checked={checked}
                      onChange={() => onChoose(optionUid, choice.uid, multi)}
                    />
                    <span className="choice__label">
                      {!choice.can_change_quantity && (choice.quantity ?? 1) > 1
                        ? `${choice.quantity} × `
                        : ""}
                      {name}
                    </span>
                  </label>
                  {choice.can_change_quantity && checked && (
                    <input
                      type="number"
                      min={1}
                      className="qty choice__qty"
                      aria-label={`Quantity of ${name}`}
                      value={quantities[choice.uid] ?? choice.quantity ?? 1}
                      onChange={(e) =>
                        onQuantity(choice.uid, Math.max(1, Number(e.target.value) || 1))
                      }
                    />
                  )}
                  <span className="choice__price">
                    {!dynamic && !price
                      ? "Included"
                      : `+${formatMoney({ value: price ?? 0, currency })}`}
                  </span>
                </div>
              )
            })}
          </fieldset>
        )
      })}
    </div>
  )
}

export default BundleOptions
