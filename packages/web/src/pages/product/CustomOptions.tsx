import {
  type CustomizableOption,
  type CustomOptionChoice,
  customizableOptions,
  formatMoney,
  isMultiValueOption,
  isTextOption,
  type ProductDetails,
} from "@shutter/sdk/rules"

// A chunk of its own (see productOptionTypes.ts), loaded for products with customizable
// options: classes' sessions, lab orders' choices. The SDK prices the choice; this renders it.

type Priced = { readonly price: number | null; readonly price_type: string | null }

/** "+$8.99", "+50%", or nothing for a free value. */
const surcharge = (value: Priced | null | undefined, currency: string | null): string => {
  const amount = value?.price ?? 0
  if (amount === 0) return ""
  return (value?.price_type ?? "").toUpperCase() === "PERCENT"
    ? `+${amount}%`
    : `+${formatMoney({ value: amount, currency })}`
}

const Title = ({
  option,
  extra,
}: {
  readonly option: CustomizableOption
  readonly extra?: string
}) => (
  <>
    {option.title}
    {option.required ? <span className="choice__required"> *</span> : null}
    {extra ? <span className="choice__price"> {extra}</span> : null}
  </>
)

/** The product's customizable options, each as its kind of control. */
export const CustomOptions = ({
  product,
  choice,
  onChoose,
}: {
  readonly product: ProductDetails
  readonly choice: CustomOptionChoice
  readonly onChoose: (option: CustomizableOption, value: string) => void
}) => {
  const options = customizableOptions(product)
  if (options.length === 0) return null
  const currency = product.price_range.minimum_price.final_price.currency
  return (
    <div className="choices" data-testid="custom-options">
      {options.map((option) => {
        const id = `custom-option-${option.uid}`
        if (isTextOption(option)) {
          const text = typeof choice[option.uid] === "string" ? (choice[option.uid] as string) : ""
          const extra = surcharge(option.single_value, currency)
          const max = option.single_value?.max_characters ?? undefined
          return (
            <div key={option.uid} className="choice-group">
              <label htmlFor={id} className="choice-group__title">
                <Title option={option} extra={extra} />
              </label>
              {option.__typename === "CustomizableAreaOption" ? (
                <textarea
                  id={id}
                  className="choice-group__text"
                  rows={3}
                  value={text}
                  maxLength={max && max > 0 ? max : undefined}
                  required={option.required === true}
                  onChange={(e) => onChoose(option, e.target.value)}
                />
              ) : (
                <input
                  id={id}
                  className="choice-group__text"
                  type={option.__typename === "CustomizableDateOption" ? "date" : "text"}
                  value={text}
                  maxLength={max && max > 0 ? max : undefined}
                  required={option.required === true}
                  onChange={(e) => onChoose(option, e.target.value)}
                />
              )}
            </div>
          )
        }
        const values = (option.value ?? []).filter((v) => v !== null)
        const picked = Array.isArray(choice[option.uid]) ? (choice[option.uid] as string[]) : []
        if (option.__typename === "CustomizableDropDownOption")
          return (
            <div key={option.uid} className="choice-group">
              <label htmlFor={id} className="choice-group__title">
                <Title option={option} />
              </label>
              <select
                id={id}
                className="choice-group__select"
                value={picked[0] ?? ""}
                required={option.required === true}
                onChange={(e) => onChoose(option, e.target.value)}
              >
                <option value="">Choose…</option>
                {values.map((v) => (
                  <option key={v.uid} value={v.uid}>
                    {v.title}
                    {surcharge(v, currency) ? ` (${surcharge(v, currency)})` : ""}
                  </option>
                ))}
              </select>
            </div>
          )
        const multi = isMultiValueOption(option)
        return (
          <fieldset key={option.uid} className="choice-group" data-option={option.title ?? ""}>
            <legend className="choice-group__title">
              <Title option={option} />
            </legend>
            {values.map((v) => (
              <label key={v.uid} className="choice">
                <input
                  type={multi ? "checkbox" : "radio"}
                  name={id}
                  checked={picked.includes(v.uid)}
                  onChange={() => onChoose(option, v.uid)}
                />
                <span className="choice__label">{v.title}</span>
                <span className="choice__price">{surcharge(v, currency)}</span>
              </label>
            ))}
          </fieldset>
        )
      })}
    </div>
  )
}

export default CustomOptions
