// Cart addresses: Magento's CartAddressInput in, CartAddressInterface out.
import { sql } from "drizzle-orm"
import { firstRow, type Queryable } from "../cart/sqlRows.js"
import type { StoredAddress } from "../db/cartSchema.js"
import { inputError } from "../graphql/errors.js"

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

interface CountryRegion {
  readonly country_name: string | null
  readonly region_id: number | null
  readonly region_code: string | null
  readonly region_name: string | null
}

/** Magento's QuoteAddress validation texts. */
export const countryNotAvailable = (code: string): string =>
  `The ${code} country code is not available.`

/** Validates the country and resolves the region (by id, or by code/name within the country). */
export const toStoredAddress = async (
  db: Queryable,
  input: CartAddressInput,
): Promise<StoredAddress> => {
  const country = input.country_code.toUpperCase()
  const found = await firstRow<CountryRegion>(
    db,
    sql`select c.name as country_name, r.id as region_id, r.code as region_code, r.name as region_name
        from countries c
        left join regions r on r.country_id = c.id and (
          r.id = ${input.region_id ?? null} or
          (${input.region_id ?? null}::int is null and (upper(r.code) = upper(${input.region ?? ""}) or lower(r.name) = lower(${input.region ?? ""}))))
        where c.id = ${country}
        limit 1`,
  )
  if (found === undefined) throw inputError(countryNotAvailable(country))
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company ?? null,
    street: [...input.street],
    city: input.city,
    regionId: found.region_id,
    regionCode: found.region_code ?? (input.region || null),
    regionLabel: found.region_name ?? (input.region || null),
    postcode: input.postcode ?? null,
    countryCode: country,
    countryLabel: found.country_name ?? country,
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
})
