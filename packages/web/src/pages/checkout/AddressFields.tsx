import type { AddressFormField, CountryAddressRules, FieldErrors } from "@shutter/sdk/rules"

/** The typed address of spec §3 (street, apartment, neighborhood, extra…), controlled. */
export type AddressValues = Readonly<Record<AddressFieldName, string>>

export type AddressFieldName = AddressFormField | "apartment" | "neighborhood" | "extra" | "company"

export const emptyAddress = (countryCode: string): AddressValues => ({
  firstname: "",
  lastname: "",
  company: "",
  street: "",
  apartment: "",
  neighborhood: "",
  extra: "",
  city: "",
  region: "",
  postcode: "",
  country_code: countryCode,
  telephone: "",
})

interface TextField {
  readonly name: AddressFieldName
  readonly label: string
  readonly autoComplete: string
}

const text = (name: AddressFieldName, label: string, autoComplete: string): TextField => ({
  name,
  label,
  autoComplete,
})

const BEFORE_COUNTRY: ReadonlyArray<TextField> = [
  text("firstname", "First name", "given-name"),
  text("lastname", "Last name", "family-name"),
  text("company", "Company", "organization"),
  text("street", "Street address", "address-line1"),
  text("apartment", "Apartment", "address-line2"),
  text("neighborhood", "Neighborhood", "address-line3"),
  text("extra", "Extra address information", "off"),
  text("city", "City", "address-level2"),
]

const ALWAYS_REQUIRED: ReadonlySet<AddressFieldName> = new Set([
  "firstname",
  "lastname",
  "street",
  "city",
  "country_code",
  "telephone",
])

const labelText = (label: string, required: boolean) => `${label}${required ? " *" : ""}`

const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined)

const FieldError = ({ id, error }: { readonly id: string; readonly error: string | undefined }) =>
  error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null

/** One labelled input with its error right below it. */
export const Field = ({
  id,
  label,
  value,
  error,
  required,
  type = "text",
  autoComplete,
  onChange,
}: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly required: boolean
  readonly type?: string
  readonly autoComplete?: string
  readonly onChange: (value: string) => void
}) => (
  <div className="field">
    <label htmlFor={id}>{labelText(label, required)}</label>
    <input
      id={id}
      type={type}
      value={value}
      autoComplete={autoComplete}
      aria-invalid={error !== undefined}
      aria-describedby={describedBy(id, error)}
      onChange={(e) => onChange(e.target.value)}
    />
    <FieldError id={id} error={error} />
  </div>
)

/** A labelled select; `placeholder` is the empty first choice. */
const SelectField = ({
  id,
  label,
  value,
  error,
  required,
  autoComplete,
  placeholder,
  options,
  onChange,
}: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly required: boolean
  readonly autoComplete: string
  readonly placeholder?: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string) => void
}) => (
  <div className="field">
    <label htmlFor={id}>{labelText(label, required)}</label>
    <select
      id={id}
      value={value}
      autoComplete={autoComplete}
      aria-invalid={error !== undefined}
      aria-describedby={describedBy(id, error)}
      onChange={(e) => onChange(e.target.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
    <FieldError id={id} error={error} />
  </div>
)

/**
 * The address fields: the country from the store's list (its default first), the region from
 * the country's regions when it has some, typed otherwise.
 */
export const AddressFields = ({
  prefix,
  values,
  errors,
  countries,
  rules,
  onChange,
}: {
  readonly prefix: string
  readonly values: AddressValues
  readonly errors: FieldErrors<AddressFormField>
  readonly countries: ReadonlyArray<{ readonly code: string; readonly name: string }>
  readonly rules: CountryAddressRules
  readonly onChange: (values: AddressValues) => void
}) => {
  const id = (name: AddressFieldName) => `${prefix}-${name}`
  const set = (name: AddressFieldName) => (value: string) => onChange({ ...values, [name]: value })
  const errorOf = (name: AddressFieldName) => errors[name as AddressFormField]
  const textField = (f: TextField, required = ALWAYS_REQUIRED.has(f.name)) => (
    <Field
      key={f.name}
      id={id(f.name)}
      label={f.label}
      value={values[f.name]}
      error={errorOf(f.name)}
      required={required}
      autoComplete={f.autoComplete}
      onChange={set(f.name)}
    />
  )
  // The country's list may still be loading: keep the chosen code selectable meanwhile.
  const countryOptions = countries.some((c) => c.code === values.country_code)
    ? countries
    : [{ code: values.country_code, name: values.country_code }, ...countries]
  return (
    <div className="address-fields">
      {BEFORE_COUNTRY.map((f) => textField(f))}
      <SelectField
        id={id("country_code")}
        label="Country"
        value={values.country_code}
        error={errorOf("country_code")}
        required
        autoComplete="country"
        options={countryOptions.map((c) => ({ value: c.code, label: c.name }))}
        // A region belongs to its country: choosing another country clears it.
        onChange={(code) => onChange({ ...values, country_code: code, region: "" })}
      />
      {rules.regions.length > 0 ? (
        <SelectField
          id={id("region")}
          label="State / Region"
          value={values.region}
          error={errorOf("region")}
          required={rules.regionRequired}
          autoComplete="address-level1"
          placeholder="Please select a region, state or province."
          options={rules.regions.map((r) => ({ value: String(r.id), label: r.name }))}
          onChange={set("region")}
        />
      ) : (
        textField(text("region", "State / Region", "address-level1"), rules.regionRequired)
      )}
      {textField(text("postcode", "Postcode", "postal-code"), rules.postcodeRequired)}
      {textField(text("telephone", "Telephone", "tel"))}
    </div>
  )
}
