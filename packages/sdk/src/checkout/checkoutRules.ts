import type { AvailableShippingMethod, PaymentMethod } from "../cart/cart.graphql.js"
import type { GraphqlErrorDetail } from "../graphql/errors.js"
import type { Country } from "../store/store.graphql.js"

// The one rule set of the checkout (web and CLI). Forms: spec §5 UI messages for what the
// shopper typed, with Magento's address rules for which fields a country needs; the server's
// Magento messages mapped back onto the fields they name. Then the shipping and payment methods.

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

// QuoteGraphQl's QuoteAddressFactory refusals, which name their field in words.
const QUOTE_ADDRESS_MESSAGES: Readonly<Record<string, AddressFormField>> = {
  "Country is not available": "country_code",
  "Region is required.": "region",
  "The region_id does not match the selected country or region": "region",
  "Region input is ambiguous. Specify region_id.": "region",
  "The specified region is not a part of the selected country or region": "region",
}

const fieldOfMessage = (message: string): AddressFormField | undefined => {
  const match = MAGENTO_FIELD_MESSAGE.exec(message)
  if (match !== null) return FIELD_OF_MAGENTO_NAME[match[1] ?? match[2] ?? ""]
  if (/^"Street Address" cannot contain more than \d+ lines\.$/.test(message)) return "street"
  return QUOTE_ADDRESS_MESSAGES[message]
}

/**
 * The server's address errors (Magento's `"postcode" is required. Enter and try again.`) on the
 * fields they name, with Magento's text; errors naming no field are left out.
 */
export const addressFieldErrorsOf = (
  errors: ReadonlyArray<Pick<GraphqlErrorDetail, "message">>,
): FieldErrors<AddressFormField> => {
  const out: FieldErrors<AddressFormField> = {}
  for (const { message } of errors) {
    const field = fieldOfMessage(message)
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

// The defaults a checkout picks without asking: the cheapest shipping method, the first offline
// payment method; which shipping methods a shopper can pick, and what the step says when none.

/** The cheapest available shipping method (first one on a tie), or undefined. */
export const cheapestShippingMethod = (
  methods: ReadonlyArray<AvailableShippingMethod | null>,
): AvailableShippingMethod | undefined =>
  methods
    .filter((m): m is AvailableShippingMethod => m?.available === true)
    .reduce<AvailableShippingMethod | undefined>(
      (best, m) =>
        best === undefined || (m.amount.value ?? 0) < (best.amount.value ?? 0) ? m : best,
      undefined,
    )

/**
 * The method to preselect once an address is saved: none while the selected one is still
 * offered, else the cheapest available one.
 */
export const shippingMethodToPreselect = (
  address: {
    readonly available_shipping_methods: ReadonlyArray<AvailableShippingMethod | null> | null
    readonly selected_shipping_method: Pick<
      AvailableShippingMethod,
      "carrier_code" | "method_code"
    > | null
  } | null,
): AvailableShippingMethod | undefined => {
  if (address === null) return undefined
  const offered = address.available_shipping_methods ?? []
  const selected = address.selected_shipping_method
  const stillOffered =
    selected !== null &&
    offered.some(
      (m) =>
        m?.available === true &&
        m.carrier_code === selected.carrier_code &&
        m.method_code === selected.method_code,
    )
  return stillOffered ? undefined : cheapestShippingMethod(offered)
}

/** Magento's offline payment methods (no card or redirect needed). */
export const OFFLINE_PAYMENT_METHODS: ReadonlyArray<string> = [
  "checkmo",
  "banktransfer",
  "cashondelivery",
  "purchaseorder",
  "free",
]

/** The first offered offline payment method, or undefined. */
export const firstOfflinePaymentMethod = (
  methods: ReadonlyArray<PaymentMethod | null>,
): PaymentMethod | undefined =>
  methods.find((m): m is PaymentMethod => m !== null && OFFLINE_PAYMENT_METHODS.includes(m.code))

// Method titles Magento's offline carriers ship with, which say nothing beyond the carrier's
// title (flatrate's "Fixed", freeshipping's "Free").
const GENERIC_METHOD_TITLES: ReadonlySet<string> = new Set(["fixed", "free"])

/**
 * A shipping method as a shopper reads it: the carrier's title ("Flat Rate", "Free Shipping"),
 * followed by the method's when it adds something ("Express Shipping – Next Business Day").
 */
export const shippingMethodTitle = (
  method: Pick<AvailableShippingMethod, "carrier_title" | "method_title">,
): string => {
  const carrier = method.carrier_title.trim()
  const title = (method.method_title ?? "").trim()
  if (carrier === "") return title
  return title === "" || GENERIC_METHOD_TITLES.has(title.toLowerCase()) || title === carrier
    ? carrier
    : `${carrier} – ${title}`
}

/** `carrier_method` (Magento's shipping method code) of a method. */
export const shippingMethodCode = (
  method: Pick<AvailableShippingMethod, "carrier_code" | "method_code">,
): string => `${method.carrier_code}_${method.method_code ?? ""}`

// Spec §8 "Defined texts" for shipping methods (the wording of Vue Storefront's Magento theme,
// which the spec's catalogue paraphrases).
export const NO_SHIPPING_METHODS_MESSAGE =
  "There are no shipping methods available for this country. We are sorry, please try with a different country or later."
export const SHIPPING_METHODS_FETCH_FAILED_MESSAGE =
  "There was some error while trying to fetch shipping methods. We are sorry, please try with different shipping details."
export const SHIPPING_METHOD_SELECT_FAILED_MESSAGE =
  "There was some error while trying to select this shipping method. We are sorry, please try with different shipping method."

/** The shipping methods a shopper can pick for an address: the available ones, in the carrier's order. */
export const selectableShippingMethods = (
  address: {
    readonly available_shipping_methods: ReadonlyArray<AvailableShippingMethod | null> | null
  } | null,
): ReadonlyArray<AvailableShippingMethod> =>
  (address?.available_shipping_methods ?? []).filter(
    (m): m is AvailableShippingMethod => m?.available === true,
  )

/** Whether a shipping method is the address's selected one. */
export const isSelectedShippingMethod = (
  method: Pick<AvailableShippingMethod, "carrier_code" | "method_code">,
  selected: Pick<AvailableShippingMethod, "carrier_code" | "method_code"> | null | undefined,
): boolean =>
  selected != null &&
  selected.carrier_code === method.carrier_code &&
  selected.method_code === method.method_code
