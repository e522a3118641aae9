import { type BundleSelection, bundleItems, type ProductDetails } from "@shutter/sdk/rules"
import { formatMoney } from "../../components/Money.js"

// A chunk of its own, loaded only for this product type (see productOptionTypes.ts), before
// hydrating when the server rendered such a product.

/** A bundle's options by position, each with its selections and prices. */
export const BundleOptions = ({
  product,
  selection,
  onChoose,
}: {
  readonly product: ProductDetails
  readonly selection: BundleSelection
  readonly onChoose: (optionUid: string, choiceUid: string, multiple: boolean) => void
}) => {
  const items = bundleItems(product)
  if (items.length === 0) return null
  return (
    <div className="bundle" data-testid="bundle-options">
      {items.map((item) => {
        const multi = item.type === "checkbox" || item.type === "multi"
        const optionUid = item.uid ?? String(item.option_id)
        return (
          <fieldset key={item.uid ?? item.option_id} className="option">
            <legend>
              {item.title}
              {item.required ? " *" : ""}
            </legend>
            {(item.options ?? []).map((choice) =>
              choice === null ? null : (
                <label key={choice.uid} className="bundle__choice">
                  <input
                    type={multi ? "checkbox" : "radio"}
                    name={`bundle-${item.uid}`}
                    checked={(selection[optionUid] ?? []).includes(choice.uid ?? "")}
                    onChange={() => onChoose(optionUid, choice.uid ?? "", multi)}
                  />
                  {choice.quantity && choice.quantity > 1 ? `${choice.quantity} × ` : ""}
                  {choice.label ?? choice.product?.name}
                  {choice.product?.price_range && (
                    <span className="bundle__price">
                      {" "}
                      +{formatMoney(choice.product.price_range.minimum_price.final_price)}
                    </span>
                  )}
                </label>
              ),
            )}
          </fieldset>
        )
      })}
    </div>
  )
}

export default BundleOptions
