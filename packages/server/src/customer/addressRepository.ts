// Every SQL statement of the address book (Magento's customer_address_entity).
import { asc, eq, getTableColumns, sql } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { countries, customerAddresses, customers, regions } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"

const addresses = customerAddresses

/** A stored address with its country's name (null for a country the directory lacks). */
export type AddressRow = typeof addresses.$inferSelect & { readonly countryName: string | null }

/** The fields of an address, as stored. */
export type AddressFields = Omit<
  typeof addresses.$inferInsert,
  "id" | "customerId" | "createdAt" | "updatedAt"
> &
  Pick<
    typeof addresses.$inferSelect,
    | "prefix"
    | "middlename"
    | "suffix"
    | "company"
    | "regionId"
    | "regionCode"
    | "region"
    | "postcode"
    | "fax"
    | "vatId"
  >

const withCountryName = {
  ...getTableColumns(addresses),
  // Qualified by hand: drizzle leaves a one-table select's columns unqualified.
  countryName: sql<string | null>`(select c.name from countries c
    where c.id = ${addresses}.country_code)`,
}

export const addressById = async (db: Queryable, id: number): Promise<AddressRow | undefined> =>
  (await db.select(withCountryName).from(addresses).where(eq(addresses.id, id)))[0]

export const addressesOfCustomer = (db: Queryable, customerId: number): Promise<AddressRow[]> =>
  db
    .select(withCountryName)
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id))

export const insertAddress = async (db: Queryable, customerId: number, f: AddressFields) => {
  const [row] = await db
    .insert(addresses)
    .values({ ...f, customerId })
    .returning({ id: addresses.id })
  if (row === undefined) throw new Error("Address insert returned nothing")
  return row.id
}

export const updateAddress = (db: Queryable, id: number, f: AddressFields) =>
  db
    .update(addresses)
    .set({ ...f, updatedAt: sql`now()` })
    .where(eq(addresses.id, id))

export const deleteAddress = (db: Queryable, id: number) =>
  db.delete(addresses).where(eq(addresses.id, id))

/**
 * Sets or clears the customer's default billing/shipping address: `true` points the default at
 * the address, `false` clears it when it is this address, undefined leaves it.
 */
export const setDefaults = (
  db: Queryable,
  customerId: number,
  addressId: number,
  defaults: {
    readonly billing: boolean | null | undefined
    readonly shipping: boolean | null | undefined
  },
) => {
  // true: point the default here; false: clear it when it points here (else keep it).
  const value = (flag: boolean | null | undefined, column: AnyPgColumn) =>
    flag === true
      ? addressId
      : flag === false
        ? sql`case when ${column} = ${addressId} then null else ${column} end`
        : undefined
  const billing = value(defaults.billing, customers.defaultBilling)
  const shipping = value(defaults.shipping, customers.defaultShipping)
  if (billing === undefined && shipping === undefined) return Promise.resolve()
  return db
    .update(customers)
    .set({
      ...(billing === undefined ? {} : { defaultBilling: billing }),
      ...(shipping === undefined ? {} : { defaultShipping: shipping }),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, customerId))
}

export const countryExists = async (db: Queryable, code: string): Promise<boolean> =>
  (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, code))).length > 0

export const regionsOf = (db: Queryable, country: string) =>
  db
    .select({ id: regions.id, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.countryId, country))
