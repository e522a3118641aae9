// Every SQL statement of the address book (Magento's customer_address_entity).
import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"

export interface AddressRow {
  readonly id: number
  readonly customer_id: number
  readonly prefix: string | null
  readonly firstname: string
  readonly middlename: string | null
  readonly lastname: string
  readonly suffix: string | null
  readonly company: string | null
  readonly street: string[]
  readonly city: string
  readonly region_id: number | null
  readonly region_code: string | null
  readonly region: string | null
  readonly postcode: string | null
  readonly country_code: string
  readonly country_name: string | null
  readonly telephone: string
  readonly fax: string | null
  readonly vat_id: string | null
}

/** The fields of an address, as stored. */
export type AddressFields = Omit<AddressRow, "id" | "customer_id" | "country_name">

const COLUMNS = sql.raw(
  `a.id, a.customer_id, a.prefix, a.firstname, a.middlename, a.lastname, a.suffix, a.company,
   a.street, a.city, a.region_id, a.region_code, a.region, a.postcode, a.country_code,
   (select name from countries where id = a.country_code) as country_name, a.telephone, a.fax, a.vat_id`,
)

export const addressById = (db: Queryable, id: number) =>
  firstRow<AddressRow>(db, sql`select ${COLUMNS} from customer_addresses a where a.id = ${id}`)

export const addressesOfCustomer = (db: Queryable, customerId: number) =>
  rows<AddressRow>(
    db,
    sql`select ${COLUMNS} from customer_addresses a where a.customer_id = ${customerId} order by a.id`,
  )

export const insertAddress = async (db: Queryable, customerId: number, f: AddressFields) => {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into customer_addresses (customer_id, prefix, firstname, middlename, lastname, suffix,
          company, street, city, region_id, region_code, region, postcode, country_code, telephone,
          fax, vat_id)
        values (${customerId}, ${f.prefix}, ${f.firstname}, ${f.middlename}, ${f.lastname}, ${f.suffix},
          ${f.company}, ${JSON.stringify(f.street)}::jsonb, ${f.city}, ${f.region_id}, ${f.region_code},
          ${f.region}, ${f.postcode}, ${f.country_code}, ${f.telephone}, ${f.fax}, ${f.vat_id})
        returning id`,
  )
  if (row === undefined) throw new Error("Address insert returned nothing")
  return row.id
}

export const updateAddress = (db: Queryable, id: number, f: AddressFields) =>
  db.execute(
    sql`update customer_addresses set prefix = ${f.prefix}, firstname = ${f.firstname},
          middlename = ${f.middlename}, lastname = ${f.lastname}, suffix = ${f.suffix},
          company = ${f.company}, street = ${JSON.stringify(f.street)}::jsonb, city = ${f.city},
          region_id = ${f.region_id}, region_code = ${f.region_code}, region = ${f.region},
          postcode = ${f.postcode}, country_code = ${f.country_code}, telephone = ${f.telephone},
          fax = ${f.fax}, vat_id = ${f.vat_id}, updated_at = now()
        where id = ${id}`,
  )

export const deleteAddress = (db: Queryable, id: number) =>
  db.execute(sql`delete from customer_addresses where id = ${id}`)

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
  const column = (
    flag: boolean | null | undefined,
    name: "default_billing" | "default_shipping",
  ) =>
    flag === true
      ? sql`${sql.raw(name)} = ${addressId}`
      : flag === false
        ? sql`${sql.raw(name)} = case when ${sql.raw(name)} = ${addressId} then null else ${sql.raw(name)} end`
        : undefined
  const sets = [
    column(defaults.billing, "default_billing"),
    column(defaults.shipping, "default_shipping"),
  ].filter((s) => s !== undefined)
  if (sets.length === 0) return Promise.resolve()
  return db.execute(
    sql`update customers set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${customerId}`,
  )
}

interface RegionRow {
  readonly id: number
  readonly code: string
  readonly name: string
}

export const countryExists = async (db: Queryable, code: string): Promise<boolean> =>
  (await firstRow<{ id: string }>(db, sql`select id from countries where id = ${code}`)) !==
  undefined

export const regionsOf = (db: Queryable, country: string) =>
  rows<RegionRow>(db, sql`select id, code, name from regions where country_id = ${country}`)
