import { sql } from "drizzle-orm"
import { type Queryable, rows } from "../cart/sqlRows.js"

export interface PaymentMethod {
  readonly code: string
  readonly title: string
}

export const activePaymentMethods = (db: Queryable) =>
  rows<PaymentMethod>(
    db,
    sql`select code, title from payment_methods where is_active order by position`,
  )

/** Magento's zero-subtotal checkout: `free` is the only method when nothing is due, never else. */
export const paymentMethodsFor = (
  methods: readonly PaymentMethod[],
  grandTotal: number,
): PaymentMethod[] => methods.filter((m) => (grandTotal === 0) === (m.code === "free"))
