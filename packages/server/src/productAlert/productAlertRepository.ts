// Product alerts (Magento's product_alert_stock / product_alert_price) in the database.
import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"

export type AlertKind = "stock" | "price"

export interface AlertRow {
  readonly id: number
  readonly kind: AlertKind
  readonly customer_id: number
  readonly product_id: number
  readonly store_id: number
  readonly price: number | null
  readonly created_at: Date
  readonly sent_at: Date | null
  readonly send_count: number
}

const COLUMNS = sql.raw(
  "id, kind, customer_id, product_id, store_id, price, created_at, sent_at, send_count",
)

/** Subscribes (again): a renewed subscription waits for the next change (Magento's status 0). */
export const saveAlert = async (
  db: Queryable,
  input: {
    readonly kind: AlertKind
    readonly customerId: number
    readonly productId: number
    readonly storeId: number
    readonly price: number | null
  },
): Promise<AlertRow> => {
  const row = await firstRow<AlertRow>(
    db,
    sql`insert into product_alerts (kind, customer_id, product_id, store_id, price)
        values (${input.kind}, ${input.customerId}, ${input.productId}, ${input.storeId}, ${input.price})
        on conflict (customer_id, kind, product_id, store_id) do update set
          price = excluded.price, sent_at = null, created_at = now()
        returning ${COLUMNS}`,
  )
  if (row === undefined) throw new Error("The alert was not stored")
  return row
}

export const alertsOfCustomer = (db: Queryable, customerId: number) =>
  rows<AlertRow>(
    db,
    sql`select ${COLUMNS} from product_alerts where customer_id = ${customerId} order by id`,
  )

export const deleteAlert = async (db: Queryable, customerId: number, id: number) =>
  firstRow<AlertRow>(
    db,
    sql`delete from product_alerts where id = ${id} and customer_id = ${customerId}
        returning ${COLUMNS}`,
  )
