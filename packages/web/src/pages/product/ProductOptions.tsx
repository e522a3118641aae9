import {
  type BundleSelection,
  bundleItems,
  type ConfigurableOption,
  groupedItems,
  isOptionValueAvailable,
  type ProductDetails,
  type VariantSelection,
} from "@shutter/sdk"
import { formatMoney } from "../../components/Money.js"
import { Price } from "../../components/Price.js"

/** Configurable options as swatches/buttons; choosing all of them switches the variant. */
export const ConfigurableOptions = ({
  product,
  selection,
  onSelect,
}: {
  readonly product: ProductDetails
  readonly selection: VariantSelection
  readonly onSelect: (code: string, valueIndex: number) => void
}) => {
  const options = (product.configurable_options ?? []).filter(
    (o): o is ConfigurableOption => o !== null && o.attribute_code !== null,
  )
  return (
    <div className="options">
      {options.map((option) => {
        const code = option.attribute_code ?? ""
        const chosen = option.values?.find((v) => v?.value_index === selection[code])
        return (
          <fieldset key={option.uid} className="option" data-option={code}>
            <legend>
              {option.label}: <strong>{chosen?.label ?? "Choose"}</strong>
            </legend>
            <div className="option__values">
              {(option.values ?? []).map((value) => {
                if (value === null || value.value_index === null) return null
                const index = value.value_index
                const swatch = value.swatch_data?.value
                const available = isOptionValueAvailable(product, selection, code, index)
                return (
                  <button
                    key={value.uid ?? index}
                    type="button"
                    className={swatch?.startsWith("#") ? "option__swatch" : "option__button"}
                    aria-pressed={selection[code] === index}
                    aria-label={`${option.label} ${value.label}${available ? "" : " (unavailable)"}`}
                    title={value.label ?? undefined}
                    onClick={() => onSelect(code, index)}
                    style={swatch?.startsWith("#") ? { background: swatch } : undefined}
                  >
                    {swatch?.startsWith("#") ? null : value.label}
                  </button>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}

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

/** A grouped product's children, each with its quantity. */
export const GroupedItems = ({ product }: { readonly product: ProductDetails }) => {
  const items = groupedItems(product)
  if (items.length === 0) return null
  return (
    <table className="grouped" data-testid="grouped-items">
      <caption className="visually-hidden">Items in this set</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
          <th scope="col">Default qty</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) =>
          item.product === null ? null : (
            <tr key={item.product.uid}>
              <td>{item.product.name}</td>
              <td>
                <Price product={item.product} />
              </td>
              <td>
                {/* Spec §5: each child is added with the same quantity (the one below). */}
                <span data-testid="grouped-default-qty">{item.qty ?? 0}</span>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  )
}
