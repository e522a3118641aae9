// The address book: Magento's CreateCustomerAddress / UpdateCustomerAddress / DeleteCustomerAddress
// (and their uid-based V2), GetCustomerAddress's ownership check, and the rules every address
// passes (directory/addressValidation, shared with cart addresses).

import type { StoredAddress } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import { addressErrors } from "../directory/addressValidation.js"
import { addressConfigOf } from "../directory/cartAddress.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, noSuchEntityError } from "../graphql/errors.js"
import {
  type AddressFields,
  type AddressRow,
  addressById,
  countryExists,
  deleteAddress,
  insertAddress,
  regionsOf,
  setDefaults,
  updateAddress,
} from "./addressRepository.js"
import { currentCustomer } from "./customerAccount.js"
import {
  addressNotFound,
  addressNotOwned,
  defaultBillingNotDeletable,
  defaultShippingNotDeletable,
  INPUT_REQUIRED,
  requiredParametersMissing,
  SEVERAL_INPUT_ERRORS,
} from "./customerMessages.js"
import type { CustomerRow } from "./customerRepository.js"

/** Magento's CustomerAddressInput. */
export interface CustomerAddressInput {
  readonly firstname?: string | null
  readonly lastname?: string | null
  readonly company?: string | null
  readonly telephone?: string | null
  readonly street?: readonly (string | null)[] | null
  readonly city?: string | null
  readonly region?: {
    readonly region_code?: string | null
    readonly region?: string | null
    readonly region_id?: number | null
  } | null
  readonly postcode?: string | null
  readonly country_id?: string | null
  readonly country_code?: string | null
  readonly default_shipping?: boolean | null
  readonly default_billing?: boolean | null
  readonly fax?: string | null
  readonly middlename?: string | null
  readonly prefix?: string | null
  readonly suffix?: string | null
  readonly vat_id?: string | null
}

const text = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === "" ? null : value.trim()

/** The input laid over the stored fields (an update keeps what it does not name). */
const merge = (input: CustomerAddressInput, base: AddressFields | null): AddressFields => {
  const pick = <K extends keyof AddressFields>(key: K, value: AddressFields[K] | undefined) =>
    value !== undefined ? value : (base?.[key] ?? null)
  const regionGiven = input.region !== undefined && input.region !== null
  return {
    prefix: pick("prefix", input.prefix === undefined ? undefined : text(input.prefix)),
    firstname:
      pick(
        "firstname",
        input.firstname === undefined ? undefined : (text(input.firstname) ?? ""),
      ) ?? "",
    middlename: pick(
      "middlename",
      input.middlename === undefined ? undefined : text(input.middlename),
    ),
    lastname:
      pick("lastname", input.lastname === undefined ? undefined : (text(input.lastname) ?? "")) ??
      "",
    suffix: pick("suffix", input.suffix === undefined ? undefined : text(input.suffix)),
    company: pick("company", input.company === undefined ? undefined : text(input.company)),
    street:
      input.street !== undefined && input.street !== null
        ? input.street.map((line) => (line ?? "").trim()).filter((line) => line !== "")
        : (base?.street ?? []),
    city: pick("city", input.city === undefined ? undefined : (text(input.city) ?? "")) ?? "",
    regionId: regionGiven ? (input.region?.region_id ?? null) : (base?.regionId ?? null),
    regionCode: regionGiven ? text(input.region?.region_code) : (base?.regionCode ?? null),
    region: regionGiven ? text(input.region?.region) : (base?.region ?? null),
    postcode: pick("postcode", input.postcode === undefined ? undefined : text(input.postcode)),
    countryCode: (input.country_code ?? input.country_id ?? base?.countryCode ?? "").toUpperCase(),
    telephone:
      pick(
        "telephone",
        input.telephone === undefined ? undefined : (text(input.telephone) ?? ""),
      ) ?? "",
    fax: pick("fax", input.fax === undefined ? undefined : text(input.fax)),
    vatId: pick("vatId", input.vat_id === undefined ? undefined : text(input.vat_id)),
  }
}

/**
 * CreateCustomerAddress::validateData (required attributes, by code, postcode first unless the
 * country makes it optional), then the address validator's rules on save. This is the one place
 * an address book entry is judged.
 */
const validated = async (
  context: GraphqlContext,
  fields: AddressFields,
): Promise<AddressFields> => {
  const config = await addressConfigOf(context.db, context.store.id)
  const postcodeOptional = config.optionalZipCountries.has(fields.countryCode)
  const missing = [
    ...(!postcodeOptional && fields.postcode === null ? ["postcode"] : []),
    ...(fields.firstname === "" ? ["firstname"] : []),
    ...(fields.lastname === "" ? ["lastname"] : []),
    ...(fields.street.length === 0 ? ["street"] : []),
    ...(fields.city === "" ? ["city"] : []),
    ...(fields.countryCode === "" ? ["country_id"] : []),
    ...(fields.telephone === "" ? ["telephone"] : []),
  ]
  if (missing.length > 0) throw inputError(requiredParametersMissing(missing))
  if (!(await countryExists(context.db, fields.countryCode)))
    throw inputError(`Invalid value of "${fields.countryCode}" provided for the countryId field.`)
  const regions = await regionsOf(context.db, fields.countryCode)
  const typed = (fields.regionCode ?? fields.region ?? "").toLowerCase()
  const region =
    fields.regionId !== null
      ? regions.find((r) => r.id === fields.regionId)
      : regions.find((r) => r.code.toLowerCase() === typed || r.name.toLowerCase() === typed)
  const errors = addressErrors(
    {
      firstname: fields.firstname,
      lastname: fields.lastname,
      street: fields.street,
      city: fields.city,
      countryId: fields.countryCode,
      region: fields.region ?? fields.regionCode,
      regionId: fields.regionId ?? region?.id ?? null,
      postcode: fields.postcode,
      telephone: fields.telephone,
    },
    {
      regionIds: new Set(regions.map((r) => r.id)),
      regionRequired: config.countriesWithRequiredRegion.has(fields.countryCode),
      postcodeOptional,
    },
  )
  // Magento's InputException: its own message for one error, the aggregate's for several.
  if (errors.length === 1) throw inputError(errors[0] ?? "")
  if (errors.length > 1) throw inputError(SEVERAL_INPUT_ERRORS)
  return {
    ...fields,
    regionId: region?.id ?? null,
    regionCode: region?.code ?? fields.regionCode,
    region: region?.name ?? fields.region,
  }
}

/** An address row with the customer's defaults, ready for the CustomerAddress type. */
export interface AddressView {
  readonly row: AddressRow
  readonly customer: Pick<CustomerRow, "defaultBilling" | "defaultShipping">
}

export const addressObject = ({ row, customer }: AddressView) => ({
  id: row.id,
  uid: Buffer.from(String(row.id)).toString("base64"),
  customer_id: null,
  region: { region_code: row.regionCode, region: row.region, region_id: row.regionId },
  region_id: row.regionId ?? 0,
  country_id: row.countryCode,
  country_code: row.countryCode,
  street: row.street,
  company: row.company,
  telephone: row.telephone,
  fax: row.fax,
  postcode: row.postcode,
  city: row.city,
  firstname: row.firstname,
  lastname: row.lastname,
  middlename: row.middlename,
  prefix: row.prefix,
  suffix: row.suffix,
  vat_id: row.vatId,
  default_shipping: customer.defaultShipping === row.id,
  default_billing: customer.defaultBilling === row.id,
  custom_attributes: [],
  extension_attributes: [],
})

/** Magento's GetCustomerAddress: the address, if it is the customer's. */
export const ownAddress = async (
  context: GraphqlContext,
  customerId: number,
  id: number,
  notFound: string = addressNotFound(id),
): Promise<AddressRow> => {
  const row = await addressById(context.db, id)
  if (row === undefined) throw noSuchEntityError(notFound)
  if (row.customerId !== customerId) throw authorizationError(addressNotOwned(id))
  return row
}

const withDefaults = async (
  context: GraphqlContext,
  customer: CustomerRow,
  id: number,
  input: CustomerAddressInput,
): Promise<AddressView> => {
  await setDefaults(context.db, customer.id, id, {
    billing: input.default_billing,
    shipping: input.default_shipping,
  })
  const [row, fresh] = await Promise.all([addressById(context.db, id), currentCustomer(context)])
  if (row === undefined) throw noSuchEntityError(addressNotFound(id))
  return { row, customer: fresh.row }
}

export const createCustomerAddress = async (
  context: GraphqlContext,
  input: CustomerAddressInput | null | undefined,
): Promise<AddressView> => {
  const { row: customer } = await currentCustomer(context)
  if (input === null || input === undefined || Object.keys(input).length === 0)
    throw inputError(INPUT_REQUIRED)
  const fields = await validated(context, merge(input, null))
  return context.db.transaction(async (tx) => {
    const scoped = { ...context, db: tx }
    const id = await insertAddress(tx, customer.id, fields)
    return withDefaults(scoped, customer, id, input)
  })
}

export const updateCustomerAddress = async (
  context: GraphqlContext,
  id: number,
  input: CustomerAddressInput | null | undefined,
  notFound?: string,
): Promise<AddressView> => {
  const { row: customer } = await currentCustomer(context)
  const existing = await ownAddress(context, customer.id, id, notFound)
  if (input === null || input === undefined || Object.keys(input).length === 0)
    throw inputError(INPUT_REQUIRED)
  const fields = await validated(context, merge(input, existing))
  return context.db.transaction(async (tx) => {
    await updateAddress(tx, id, fields)
    return withDefaults({ ...context, db: tx }, customer, id, input)
  })
}

export const deleteCustomerAddress = async (
  context: GraphqlContext,
  id: number,
  notFound?: string,
): Promise<boolean> => {
  const { row: customer } = await currentCustomer(context)
  await ownAddress(context, customer.id, id, notFound)
  if (customer.defaultBilling === id) throw inputError(defaultBillingNotDeletable(id))
  if (customer.defaultShipping === id) throw inputError(defaultShippingNotDeletable(id))
  await deleteAddress(context.db, id)
  return true
}

/** A saved address copied onto a cart (`customer_address_id` of the cart address inputs). */
export const savedAddressForCart = async (
  db: Queryable,
  customerId: number,
  id: number,
): Promise<StoredAddress> => {
  const row = await addressById(db, id)
  if (row === undefined) throw noSuchEntityError(addressNotFound(id))
  if (row.customerId !== customerId) throw authorizationError(addressNotOwned(id))
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    regionId: row.regionId,
    regionCode: row.regionCode,
    regionLabel: row.region,
    postcode: row.postcode,
    countryCode: row.countryCode,
    countryLabel: row.countryName ?? row.countryCode,
    telephone: row.telephone,
    vatId: row.vatId,
  }
}
