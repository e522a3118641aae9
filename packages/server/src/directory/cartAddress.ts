// Cart addresses: Magento's CartAddressInput in, CartAddressInterface out.
import type { StoredAddress } from "../db/cartSchema.js"
import type { Db } from "../db/database.js"
import type { Queryable } from "../db/sqlRows.js"
import { aggregateInputError, inputError } from "../graphql/errors.js"
import { cachedStoreConfig } from "../store/storeConfigCache.js"
import { addressErrors } from "./addressValidation.js"
import type { Directory, RegionRow } from "./directoryCache.js"

export interface CartAddressInput {
  readonly firstname: string
  readonly lastname: string
  readonly company?: string | null
  readonly street: readonly string[]
  readonly city: string
  readonly region?: string | null
  readonly region_id?: number | null
  readonly postcode?: string | null
  readonly country_code: string
  readonly telephone?: string | null
  readonly vat_id?: string | null
  readonly save_in_address_book?: boolean | null
}

// QuoteGraphQl's QuoteAddressFactory texts, checked before the address validator's.
export const COUNTRY_NOT_AVAILABLE = "Country is not available"
export const REGION_REQUIRED = "Region is required."
export const REGION_ID_NOT_OF_COUNTRY =
  "The region_id does not match the selected country or region"
export const REGION_AMBIGUOUS = "Region input is ambiguous. Specify region_id."
export const REGION_NOT_OF_COUNTRY =
  "The specified region is not a part of the selected country or region"
export const tooManyStreetLines = (max: number): string =>
  `"Street Address" cannot contain more than ${max} lines.`

/** Magento's customer/address/street_lines default. */
export const DEFAULT_STREET_LINES = 2

/** The aggregate message of each address mutation (the client sees the errors it holds). */
export const SHIPPING_ADDRESS_ERRORS = "Shipping address errors"
export const BILLING_ADDRESS_ERRORS = "An error occurred while processing the billing address."

/** The store view's lists of countries a region is required in and a postcode is optional in. */
export interface AddressConfig {
  readonly countriesWithRequiredRegion: ReadonlySet<string>
  readonly optionalZipCountries: ReadonlySet<string>
  /** Lines a street may have (Magento's customer/address/street_lines). */
  readonly streetLines: number
}

const codeList = (value: unknown): ReadonlySet<string> =>
  new Set(
    typeof value === "string"
      ? value
          .split(",")
          .map((code) => code.trim().toUpperCase())
          .filter((code) => code !== "")
      : [],
  )

/**
 * The store view's address settings, from this process's copy of the store config (the store
 * admin drops it on a change). When the copy is cold it is read through `via`.
 */
export const addressConfigOf = async (
  db: Db,
  storeId: number,
  via: Queryable = db,
): Promise<AddressConfig> => {
  const values = await cachedStoreConfig(db, storeId, via)
  const streetLines = Number(values.get("street_lines") ?? DEFAULT_STREET_LINES)
  return {
    countriesWithRequiredRegion: codeList(values.get("countries_with_required_region")),
    optionalZipCountries: codeList(values.get("optional_zip_countries")),
    streetLines:
      Number.isInteger(streetLines) && streetLines > 0 ? streetLines : DEFAULT_STREET_LINES,
  }
}

/**
 * QuoteAddressFactory's checks of a typed region, in its order: a state_required country needs a
 * region or a region id; there a region id must be one of the country's regions whose code is the
 * typed region (when one is typed), and a typed code alone must not match several; elsewhere a
 * region id must be one of the country's.
 */
const regionError = (
  regions: readonly RegionRow[],
  input: CartAddressInput,
  regionRequired: boolean,
): string | undefined => {
  const typed = (input.region ?? "").trim()
  const regionId = input.region_id ?? null
  if (!regionRequired)
    return regionId && !regions.some((r) => r.id === regionId) ? REGION_NOT_OF_COUNTRY : undefined
  if (typed === "" && !regionId) return REGION_REQUIRED
  // Directory's addRegionCodeFilter compares codes as MySQL does: in any case.
  const candidates =
    typed === "" ? regions : regions.filter((r) => r.code.toLowerCase() === typed.toLowerCase())
  if (regionId)
    return candidates.some((r) => r.id === regionId) ? undefined : REGION_ID_NOT_OF_COUNTRY
  return candidates.length > 1 && typed !== "" ? REGION_AMBIGUOUS : undefined
}

/** A typed region: by id, else by code or name (any case) among the country's regions. */
const resolveRegion = (
  regions: readonly RegionRow[],
  input: CartAddressInput,
): { readonly id: number | null; readonly found: RegionRow | undefined } => {
  if (input.region_id !== undefined && input.region_id !== null) {
    return { id: input.region_id, found: regions.find((r) => r.id === input.region_id) }
  }
  const typed = (input.region ?? "").trim().toLowerCase()
  const found =
    typed === ""
      ? undefined
      : regions.find((r) => r.code.toLowerCase() === typed || r.name.toLowerCase() === typed)
  return { id: found?.id ?? null, found }
}

/**
 * Checks the country, resolves the region, and validates the address like Magento's quote
 * address (every failed rule reported at once, under `aggregateMessage`).
 */
export const toStoredAddress = (
  directory: Directory,
  input: CartAddressInput,
  config: AddressConfig,
  aggregateMessage: string,
): StoredAddress => {
  const country = input.country_code.toUpperCase()
  const countryLabel = directory.countryNames.get(country)
  if (countryLabel === undefined) throw inputError(COUNTRY_NOT_AVAILABLE)
  const countryRegions = directory.regionsOf.get(country) ?? []
  const refusedRegion = regionError(
    countryRegions,
    input,
    config.countriesWithRequiredRegion.has(country),
  )
  if (refusedRegion !== undefined) throw inputError(refusedRegion)
  if (input.street.length > config.streetLines)
    throw inputError(tooManyStreetLines(config.streetLines))
  const region = resolveRegion(countryRegions, input)
  const typedRegion = (input.region ?? "").trim()
  const errors = addressErrors(
    {
      firstname: input.firstname,
      lastname: input.lastname,
      street: input.street,
      city: input.city,
      countryId: country,
      region: typedRegion,
      regionId: region.id,
      postcode: input.postcode,
      telephone: input.telephone,
    },
    {
      regionIds: new Set(countryRegions.map((r) => r.id)),
      regionRequired: config.countriesWithRequiredRegion.has(country),
      postcodeOptional: config.optionalZipCountries.has(country),
    },
  )
  if (errors.length > 0) throw aggregateInputError(aggregateMessage, errors)
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company ?? null,
    street: [...input.street],
    city: input.city,
    regionId: region.found?.id ?? null,
    regionCode: region.found?.code ?? (typedRegion || null),
    regionLabel: region.found?.name ?? (typedRegion || null),
    postcode: input.postcode ?? null,
    countryCode: country,
    countryLabel,
    telephone: input.telephone ?? null,
    vatId: input.vat_id ?? null,
  }
}

export const toCartAddress = (a: StoredAddress, cartId: number, kind: "shipping" | "billing") => ({
  uid: Buffer.from(`${cartId}-${kind}`).toString("base64"),
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  street: a.street,
  city: a.city,
  region:
    a.regionCode === null && a.regionId === null
      ? null
      : { code: a.regionCode, label: a.regionLabel, region_id: a.regionId },
  postcode: a.postcode,
  country: { code: a.countryCode, label: a.countryLabel },
  telephone: a.telephone,
  vat_id: a.vatId,
  customer_notes: a.customerNotes ?? null,
})
