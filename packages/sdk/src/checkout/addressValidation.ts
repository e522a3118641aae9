import type { GraphqlErrorDetail } from "../graphql/errors.js"
import type { Country } from "../store/store.graphql.js"

// The one rule set for checkout forms (web and CLI): spec §5 UI messages for what the shopper
// typed, with Magento's address rules for which fields a country needs; the server's Magento
// messages mapped back onto the fields they name.

export const FIELD_REQUIRED_MESSAGE = "This field is required"
export const INVALID_EMAIL_FIELD_MESSAGE = "The email field must be a valid email"

export type FieldErrors<K extends string> = Partial<Record<K, string>>

/** The typed address's checked fields (apartment, neighborhood, extra and company are optional). */
export type AddressFormField =
  | "firstname"
  | "lastname"
  | "street"
  | "city"
  | "region"
  | "postcode"
  | "country_code"
  | "telephone"

/** Form order: errors are reported in it. */
export const ADDRESS_FORM_FIELDS: ReadonlyArray<AddressFormField> = [
  "firstname",
  "lastname",
  "street",
  "city",
  "region",
  "postcode",
  "country_code",
  "telephone",
]

/** The guest checkout form: the email plus the shipping address fields. */
export type GuestCheckoutField = "email" | AddressFormField
export type GuestCheckoutForm = Partial<Record<GuestCheckoutField, string | undefined>>

export interface RegionOption {
  readonly id: number
  readonly code: string
  readonly name: string
}

/** What a country asks of an address (Magento's directory and configuration). */
export interface CountryAddressRules {
  /** The country's regions: the shopper picks one of them when there are some. */
  readonly regions: ReadonlyArray<RegionOption>
  readonly regionRequired: boolean
  readonly postcodeRequired: boolean
}

/**
 * Magento's default `general/country/optional_zip_countries`. Stock Magento 2.4's GraphQL does
 * not publish the setting, so a client applies the default; the server has the last word.
 */
export const OPTIONAL_ZIP_COUNTRIES: ReadonlySet<string> = new Set(["HK", "IE", "MO", "PA", "GB"])

/**
 * The rules of one country from the `countries` query. A listed region is required (Magento's
 * install puts every country with regions into `general/region/state_required`); a country
 * without a list may still require a typed region server-side, which the server then says.
 */
export const countryAddressRules = (country: Country | null | undefined): CountryAddressRules => {
  const regions = (country?.available_regions ?? []).flatMap((r) =>
    r !== null && r.id !== null && r.code !== null
      ? [{ id: r.id, code: r.code, name: r.name ?? r.code }]
      : [],
  )
  const code = (country?.id ?? "").toUpperCase()
  return {
    regions,
    regionRequired: regions.length > 0,
    postcodeRequired: !OPTIONAL_ZIP_COUNTRIES.has(code),
  }
}

/** Rules for a form whose country list is not at hand: every field of a US-style address. */
export const DEFAULT_ADDRESS_RULES: CountryAddressRules = {
  regions: [],
  regionRequired: false,
  postcodeRequired: true,
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const blank = (value: string | undefined): boolean => (value ?? "").trim() === ""

/** 'This field is required', or 'The email field must be a valid email'; undefined when valid. */
export const emailFieldError = (email: string | undefined): string | undefined => {
  if (blank(email)) return FIELD_REQUIRED_MESSAGE
  return EMAIL_PATTERN.test((email ?? "").trim()) ? undefined : INVALID_EMAIL_FIELD_MESSAGE
}

const isRequired = (field: AddressFormField, rules: CountryAddressRules): boolean =>
  field === "region" ? rules.regionRequired : field === "postcode" ? rules.postcodeRequired : true

/** Errors of a typed address, in form order; empty when it can be sent. */
export const validateAddressFields = (
  form: Partial<Record<AddressFormField, string | undefined>>,
  rules: CountryAddressRules = DEFAULT_ADDRESS_RULES,
): FieldErrors<AddressFormField> =>
  Object.fromEntries(
    ADDRESS_FORM_FIELDS.filter((field) => isRequired(field, rules) && blank(form[field])).map(
      (field) => [field, FIELD_REQUIRED_MESSAGE],
    ),
  )

/** The email, then the address: one error per invalid field, in form order. */
export const validateGuestCheckoutForm = (
  form: GuestCheckoutForm,
  rules: CountryAddressRules = DEFAULT_ADDRESS_RULES,
): FieldErrors<GuestCheckoutField> => {
  const email = emailFieldError(form.email)
  return { ...(email === undefined ? {} : { email }), ...validateAddressFields(form, rules) }
}

/**
 * A typed region as the server takes it: the id of the country's region whose code or name it
 * is (any case), else the text itself.
 */
export const regionInput = (
  typed: string | undefined,
  rules: CountryAddressRules,
): { readonly region_id?: number; readonly region?: string } => {
  const text = (typed ?? "").trim()
  if (text === "") return {}
  const lower = text.toLowerCase()
  const found = rules.regions.find(
    (r) =>
      String(r.id) === text || r.code.toLowerCase() === lower || r.name.toLowerCase() === lower,
  )
  return found === undefined ? { region: text } : { region_id: found.id }
}

// Magento's validators name fields by their model names: countryId, regionId.
const FIELD_OF_MAGENTO_NAME: Readonly<Record<string, AddressFormField>> = {
  firstname: "firstname",
  lastname: "lastname",
  street: "street",
  city: "city",
  region: "region",
  regionId: "region",
  postcode: "postcode",
  countryId: "country_code",
  telephone: "telephone",
}

const MAGENTO_FIELD_MESSAGE = /^"(\w+)" is required\. |provided for the (\w+) field\.$/

/**
 * The server's address errors (Magento's `"postcode" is required. Enter and try again.`) on the
 * fields they name, with Magento's text; errors naming no field are left out.
 */
export const addressFieldErrorsOf = (
  errors: ReadonlyArray<Pick<GraphqlErrorDetail, "message">>,
): FieldErrors<AddressFormField> => {
  const out: FieldErrors<AddressFormField> = {}
  for (const { message } of errors) {
    const match = MAGENTO_FIELD_MESSAGE.exec(message)
    const field = FIELD_OF_MAGENTO_NAME[match?.[1] ?? match?.[2] ?? ""]
    if (field !== undefined && out[field] === undefined) out[field] = message
  }
  return out
}

/** The error details a rejected SDK call carries (a GraphqlError's `errors`), else none. */
export const errorDetailsOf = (error: unknown): ReadonlyArray<GraphqlErrorDetail> =>
  typeof error === "object" && error !== null && "errors" in error && Array.isArray(error.errors)
    ? (error.errors as ReadonlyArray<GraphqlErrorDetail>)
    : []

export type TrackOrderField = "number" | "email" | "postcode"

/** The track-order form: order number, email and postcode are all needed. */
export const validateTrackOrderForm = (
  form: Partial<Record<TrackOrderField, string>>,
): FieldErrors<TrackOrderField> => {
  const errors: FieldErrors<TrackOrderField> = {}
  if (blank(form.number)) errors.number = FIELD_REQUIRED_MESSAGE
  const email = emailFieldError(form.email)
  if (email !== undefined) errors.email = email
  if (blank(form.postcode)) errors.postcode = FIELD_REQUIRED_MESSAGE
  return errors
}

/**
 * The store's default country, first in the country list: the one its locale names
 * (`en_CA` → CA), else the spec's default, US.
 */
export const defaultCountryOf = (locale: string | null | undefined): string =>
  /^[a-z]{2,3}[_-]([A-Z]{2})$/.exec(locale ?? "")?.[1] ?? "US"

/** Countries sorted by name, the store's default one first. */
export const countriesForSelect = (
  countries: ReadonlyArray<Country>,
  defaultCountry: string,
): ReadonlyArray<{ readonly code: string; readonly name: string }> => {
  const options = countries.flatMap((c) =>
    c.id === null ? [] : [{ code: c.id, name: c.full_name_locale ?? c.full_name_english ?? c.id }],
  )
  return [
    ...options.filter((c) => c.code === defaultCountry),
    ...options
      .filter((c) => c.code !== defaultCountry)
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
  ]
}
