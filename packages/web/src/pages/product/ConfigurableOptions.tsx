import {
  type ConfigurableOption,
  isOptionValueAvailable,
  type ProductDetails,
  type VariantSelection,
} from "@shutter/sdk/rules"

// A chunk of its own, loaded only for this product type (see productOptionTypes.ts), before
// hydrating when the server rendered such a product.

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

export default ConfigurableOptions
