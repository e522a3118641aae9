// Magento's address rules (Customer\Model\Address\Validator\General and \Country), the ones every
// quote and customer address passes: pure, so cart addresses and saved addresses share them.

/** An address as the rules see it, after its region was resolved against the directory. */
export interface AddressToValidate {
  readonly firstname: string | null | undefined
  readonly lastname: string | null | undefined
  readonly street: readonly string[]
  readonly city: string | null | undefined
  readonly countryId: string
  /** The region as typed (free text), when no region id was resolved. */
  readonly region: string | null | undefined
  readonly regionId: number | null
  readonly postcode: string | null | undefined
  readonly telephone: string | null | undefined
}

/** What the directory and the store configuration say about the address's country. */
export interface CountryAddressRules {
  /** The ids of the country's regions (empty when the directory lists none). */
  readonly regionIds: ReadonlySet<number>
  /** Magento's `general/region/state_required` holds the country. */
  readonly regionRequired: boolean
  /** Magento's `general/country/optional_zip_countries` holds the country. */
  readonly postcodeOptional: boolean
}

/** Magento's text for a missing field: `"firstname" is required. Enter and try again.` */
export const requiredFieldMessage = (field: string): string =>
  `"${field}" is required. Enter and try again.`

/** Magento's text for a value the directory does not know. */
export const invalidFieldValueMessage = (field: string, value: string): string =>
  `Invalid value of "${escapeHtml(value)}" provided for the ${field} field.`

// Magento passes the value through htmlspecialchars.
const escapeHtml = (value: string): string =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#039;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")

const blank = (value: string | null | undefined): boolean => (value ?? "").trim() === ""

// Magento's Customer\Model\Validator\Name, \City and \Street texts. Their character sets are at
// once too wide and too narrow for a camera shop's customers; what is kept here is what no name
// or address holds: control characters (CR/LF reach e-mail headers, labels and carrier files).
export const FIRST_NAME_NOT_VALID = "First Name is not valid!"
export const LAST_NAME_NOT_VALID = "Last Name is not valid!"
export const MIDDLE_NAME_NOT_VALID = "Middle Name is not valid!"
export const CITY_NOT_VALID =
  "Invalid City. Please use letters, numbers, spaces, and the following characters: - _ ' ’ . , & ( ) /"
export const STREET_NOT_VALID =
  "Invalid Street Address. The street address contains invalid characters."

/** C0/C1 control characters and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u

export const hasControl = (value: string | null | undefined): boolean =>
  value !== null && value !== undefined && CONTROL_CHARACTERS.test(value)

/** The US Postal Service's ZIP and ZIP+4 (Magento's directory postcode patterns for US). */
const US_POSTCODE = /^\d{5}(-\d{4})?$/

/**
 * Magento's errors for an address, in its order (general fields, then country and region);
 * empty when the address is valid. The country itself was checked before (it exists).
 */
export const addressErrors = (address: AddressToValidate, rules: CountryAddressRules): string[] => {
  const errors: string[] = []
  if (blank(address.firstname)) errors.push(requiredFieldMessage("firstname"))
  if (blank(address.lastname)) errors.push(requiredFieldMessage("lastname"))
  if (blank(address.street[0])) errors.push(requiredFieldMessage("street"))
  if (blank(address.city)) errors.push(requiredFieldMessage("city"))
  if (blank(address.telephone)) errors.push(requiredFieldMessage("telephone"))
  if (!rules.postcodeOptional && blank(address.postcode))
    errors.push(requiredFieldMessage("postcode"))
  if (hasControl(address.firstname)) errors.push(FIRST_NAME_NOT_VALID)
  if (hasControl(address.lastname)) errors.push(LAST_NAME_NOT_VALID)
  if (address.street.some(hasControl)) errors.push(STREET_NOT_VALID)
  if (hasControl(address.city)) errors.push(CITY_NOT_VALID)
  const postcode = (address.postcode ?? "").trim()
  if (address.countryId === "US" && postcode !== "" && !US_POSTCODE.test(postcode))
    errors.push(invalidFieldValueMessage("postcode", postcode))
  const hasRegions = rules.regionIds.size > 0
  if (rules.regionRequired && !hasRegions && blank(address.region)) {
    errors.push(requiredFieldMessage("region"))
  } else if (rules.regionRequired && hasRegions && address.regionId === null) {
    errors.push(requiredFieldMessage("regionId"))
  } else if (address.regionId !== null && !rules.regionIds.has(address.regionId)) {
    errors.push(invalidFieldValueMessage("regionId", String(address.regionId)))
  }
  return errors
}
