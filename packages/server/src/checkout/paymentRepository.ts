import { asc, eq } from "drizzle-orm"
import { paymentMethods } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"

export type PaymentMethod = Pick<typeof paymentMethods.$inferSelect, "code" | "title">

export const activePaymentMethods = (db: Queryable): Promise<PaymentMethod[]> =>
  db
    .select({ code: paymentMethods.code, title: paymentMethods.title })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(asc(paymentMethods.position))

/** Magento's zero-subtotal checkout: `free` is the only method when nothing is due, never else. */
export const paymentMethodsFor = (
  methods: readonly PaymentMethod[],
  grandTotal: number,
): PaymentMethod[] => methods.filter((m) => (grandTotal === 0) === (m.code === "free"))
