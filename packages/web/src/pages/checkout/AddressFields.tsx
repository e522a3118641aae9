import type { AddressFormField, FieldErrors } from "@shutter/sdk/rules"

/** The typed address of spec §3 (street, apartment, neighborhood, extra…), controlled. */
export type AddressValues = Readonly<Record<AddressFieldName, string>>

export type AddressFieldName =
  | AddressFormField
  | "apartment"
  | "neighborhood"
  | "extra"
  | "company"
  | "region"

export const emptyAddress: AddressValues = {
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
  country_code: "US",
  telephone: "",
}

const FIELDS: ReadonlyArray<{
  readonly name: AddressFieldName
  readonly label: string
  readonly autoComplete: string
  readonly required: boolean
}> = [
  { name: "firstname", label: "First name", autoComplete: "given-name", required: true },
  { name: "lastname", label: "Last name", autoComplete: "family-name", required: true },
  { name: "company", label: "Company", autoComplete: "organization", required: false },
  { name: "street", label: "Street address", autoComplete: "address-line1", required: true },
  { name: "apartment", label: "Apartment", autoComplete: "address-line2", required: false },
  { name: "neighborhood", label: "Neighborhood", autoComplete: "address-line3", required: false },
  { name: "extra", label: "Extra address information", autoComplete: "off", required: false },
  { name: "city", label: "City", autoComplete: "address-level2", required: true },
  { name: "region", label: "State / Region", autoComplete: "address-level1", required: false },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code", required: true },
  { name: "country_code", label: "Country code", autoComplete: "country", required: true },
  { name: "telephone", label: "Telephone", autoComplete: "tel", required: true },
]

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
    <label htmlFor={id}>
      {label}
      {required ? " *" : ""}
    </label>
    <input
      id={id}
      type={type}
      value={value}
      autoComplete={autoComplete}
      aria-invalid={error !== undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
    {error && (
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
    )}
  </div>
)

export const AddressFields = ({
  prefix,
  values,
  errors,
  onChange,
}: {
  readonly prefix: string
  readonly values: AddressValues
  readonly errors: FieldErrors<AddressFormField>
  readonly onChange: (values: AddressValues) => void
}) => (
  <div className="address-fields">
    {FIELDS.map((f) => (
      <Field
        key={f.name}
        id={`${prefix}-${f.name}`}
        label={f.label}
        value={values[f.name]}
        error={errors[f.name as AddressFormField]}
        required={f.required}
        autoComplete={f.autoComplete}
        onChange={(value) => onChange({ ...values, [f.name]: value })}
      />
    ))}
  </div>
)
