import { streetLines } from "../checkout/streetLines.js"
import type { CustomerAddressData, CustomerAddressInput } from "./addresses.graphql.js"

/** A saved address of the address book (spec §3 "Saved address"), as the facade returns it. */
export interface SavedAddress {
  readonly id: number
  readonly firstname: string
  readonly lastname: string
  readonly company: string | null
  readonly street: ReadonlyArray<string>
  readonly city: string
  readonly region: {
    readonly code: string | null
    readonly name: string | null
    readonly id: number | null
  } | null
  readonly postcode: string | null
  readonly countryCode: string | null
  readonly telephone: string | null
  readonly vatId: string | null
  readonly defaultShipping: boolean
  readonly defaultBilling: boolean
}

/**
 * A new address, or the fields to change of a saved one. `street` is the street line, with
 * `apartment`, `neighborhood` and `extra` after it (empty ones dropped, spec §3 Address form),
 * or the street lines themselves. `region` is a region code or name; `regionId` a region id.
 */
export interface SavedAddressInput {
  readonly firstname?: string
  readonly lastname?: string
  readonly company?: string
  readonly street?: string | ReadonlyArray<string>
  readonly apartment?: string
  readonly neighborhood?: string
  readonly extra?: string
  readonly city?: string
  readonly region?: string
  readonly regionId?: number
  readonly postcode?: string
  readonly countryCode?: string
  readonly telephone?: string
  readonly vatId?: string
  readonly defaultShipping?: boolean
  readonly defaultBilling?: boolean
}

export const toSavedAddress = (data: CustomerAddressData): SavedAddress => ({
  id: data.id ?? 0,
  firstname: data.firstname ?? "",
  lastname: data.lastname ?? "",
  company: data.company,
  street: (data.street ?? []).filter((line): line is string => line !== null),
  city: data.city ?? "",
  region:
    data.region === null
      ? null
      : {
          code: data.region.region_code,
          name: data.region.region,
          id: data.region.region_id,
        },
  postcode: data.postcode,
  countryCode: data.country_code,
  telephone: data.telephone,
  vatId: data.vat_id,
  defaultShipping: data.default_shipping ?? false,
  defaultBilling: data.default_billing ?? false,
})

const streetOf = (input: SavedAddressInput): ReadonlyArray<string> | undefined => {
  if (input.street === undefined) return undefined
  if (typeof input.street !== "string")
    return input.street.map((line) => line.trim()).filter((line) => line !== "")
  return streetLines({
    street: input.street,
    ...(input.apartment === undefined ? {} : { apartment: input.apartment }),
    ...(input.neighborhood === undefined ? {} : { neighborhood: input.neighborhood }),
    ...(input.extra === undefined ? {} : { extra: input.extra }),
  })
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

/** Magento's `CustomerAddressInput` for the fields given (nothing else is sent). */
export const toCustomerAddressInput = (input: SavedAddressInput): CustomerAddressInput => {
  const street = streetOf(input)
  const region =
    input.regionId !== undefined
      ? { region_id: input.regionId }
      : input.region !== undefined
        ? { region: input.region }
        : undefined
  return {
    ...optional("firstname", input.firstname),
    ...optional("lastname", input.lastname),
    ...optional("company", input.company),
    ...optional("street", street === undefined ? undefined : [...street]),
    ...optional("city", input.city),
    ...optional("region", region),
    ...optional("postcode", input.postcode),
    ...optional("country_code", input.countryCode as CustomerAddressInput["country_code"]),
    ...optional("telephone", input.telephone),
    ...optional("vat_id", input.vatId),
    ...optional("default_shipping", input.defaultShipping),
    ...optional("default_billing", input.defaultBilling),
  }
}
