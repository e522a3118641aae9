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
