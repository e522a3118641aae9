// Cart addresses: Magento's CartAddressInput in, CartAddressInterface out.
import { and, eq, inArray } from "drizzle-orm"
import type { Queryable } from "../cart/sqlRows.js"
import type { StoredAddress } from "../db/cartSchema.js"
import { countries, regions, storeConfig } from "../db/schema.js"
import { addressErrors } from "../directory/addressValidation.js"
import { aggregateInputError, inputError } from "../graphql/errors.js"

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

type RegionRow = Pick<typeof regions.$inferSelect, "id" | "code" | "name">

/** Magento's QuoteAddress validation texts. */
export const countryNotAvailable = (code: string): string =>
  `The ${code} country code is not available.`

/** The aggregate message of each address mutation (the client sees the errors it holds). */
export const SHIPPING_ADDRESS_ERRORS = "Shipping address errors"
export const BILLING_ADDRESS_ERRORS = "An error occurred while processing the billing address."

/** The store view's lists of countries a region is required in and a postcode is optional in. */
export interface AddressConfig {
  readonly countriesWithRequiredRegion: ReadonlySet<string>
  readonly optionalZipCountries: ReadonlySet<string>
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

/** Read through `db` (the open transaction, when there is one). */
export const addressConfigOf = async (db: Queryable, storeId: number): Promise<AddressConfig> => {
  const values = new Map(
    (
      await db
        .select({ path: storeConfig.path, value: storeConfig.value })
        .from(storeConfig)
        .where(
          and(
            eq(storeConfig.storeId, storeId),
            inArray(storeConfig.path, ["countries_with_required_region", "optional_zip_countries"]),
          ),
        )
    ).map((row) => [row.path, row.value]),
  )
  return {
    countriesWithRequiredRegion: codeList(values.get("countries_with_required_region")),
    optionalZipCountries: codeList(values.get("optional_zip_countries")),
  }
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
export const toStoredAddress = async (
  db: Queryable,
  input: CartAddressInput,
  config: AddressConfig,
  aggregateMessage: string,
): Promise<StoredAddress> => {
  const country = input.country_code.toUpperCase()
  const [found] = await db
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.id, country))
  if (found === undefined) throw inputError(countryNotAvailable(country))
  const countryRegions: RegionRow[] = await db
    .select({ id: regions.id, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.countryId, country))
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
    countryLabel: found.name,
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
