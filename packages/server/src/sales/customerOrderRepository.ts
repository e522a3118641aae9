// The reads of Customer.orders: one page of a customer's orders (Magento's OrderFilter and
// OrderSort), then the lines and sales documents of that page's orders in one statement each.
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm"
import { salesDocuments } from "../db/customerSchema.js"
import { orderItems, orders } from "../db/salesSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import {
  type OrderItemRow,
  type OrderRow,
  orderColumns,
  orderItemColumns,
} from "./orderRepository.js"

export interface StringFilter {
  readonly eq?: string | null
  readonly in?: readonly (string | null)[] | null
  readonly match?: string | null
}
export interface RangeFilter {
  readonly from?: string | null
  readonly to?: string | null
}

export interface CustomerOrdersQuery {
  readonly customerId: number
  /** The store views whose orders count: one, a website's, or all of them. */
  readonly scope:
    | { readonly kind: "store"; readonly storeId: number }
    | { readonly kind: "website"; readonly websiteId: number }
    | { readonly kind: "global" }
  readonly number?: StringFilter | null | undefined
  readonly status?: StringFilter | null | undefined
  readonly orderDate?: RangeFilter | null | undefined
  /** In the order's currency units (Magento compares grand_total, not cents). */
  readonly grandTotal?: RangeFilter | null | undefined
  readonly sort: { readonly field: "NUMBER" | "CREATED_AT"; readonly direction: "ASC" | "DESC" }
  readonly pageSize: number
  readonly currentPage: number
}

export type SalesDocumentKind = "invoice" | "shipment" | "creditmemo"

export type SalesDocumentRow = Omit<
  typeof salesDocuments.$inferSelect,
  "kind" | "createdAt" | "state" | "transactionId" | "invoiceId"
> & {
  readonly kind: SalesDocumentKind
}

const stringConditions = (
  column: typeof orders.number | typeof orders.status,
  f: StringFilter | null | undefined,
) => {
  if (!f) return []
  const out: (SQL | undefined)[] = []
  if (f.eq !== undefined && f.eq !== null) out.push(eq(column, f.eq))
  // A null in the list matches the text "null", as the text[] literal Magento's filter became.
  if (f.in)
    out.push(
      inArray(
        column,
        f.in.map((v) => String(v).replaceAll('"', "")),
      ),
    )
  if (f.match !== undefined && f.match !== null)
    out.push(ilike(column, `%${f.match.replaceAll("%", "")}%`))
  return out
}

/** Kept as fragments: the bound text is cast by the database (a date, a decimal amount). */
const rangeConditions = (column: SQL, f: RangeFilter | null | undefined, cast: SQL) => {
  if (!f) return []
  const out: SQL[] = []
  if (f.from) out.push(sql`${column} >= ${f.from}::${cast}`)
  if (f.to) out.push(sql`${column} <= ${f.to}::${cast}`)
  return out
}

const scopeCondition = (scope: CustomerOrdersQuery["scope"]): SQL | undefined =>
  scope.kind === "global"
    ? undefined
    : scope.kind === "website"
      ? // The subquery's tables are aliased: drizzle writes orders' columns unqualified.
        sql`${orders.storeId} in (select s.id from stores s join store_groups g on g.id = s.group_id
            where g.website_id = ${scope.websiteId})`
      : eq(orders.storeId, scope.storeId)

/** One page of the customer's orders, and how many orders match in all. */
export const customerOrderPage = async (
  db: Queryable,
  q: CustomerOrdersQuery,
): Promise<{ readonly orders: OrderRow[]; readonly totalCount: number }> => {
  const direction = q.sort.direction === "ASC" ? asc : desc
  const found = await db
    .select({ ...orderColumns, fullCount: sql<string | number>`count(*) over ()` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, q.customerId),
        scopeCondition(q.scope),
        ...stringConditions(orders.number, q.number),
        ...stringConditions(orders.status, q.status),
        ...rangeConditions(sql`${orders.createdAt}`, q.orderDate, sql`timestamptz`),
        ...rangeConditions(sql`(${orders.grandTotal} / 100.0)`, q.grandTotal, sql`numeric`),
      ),
    )
    .orderBy(
      ...(q.sort.field === "NUMBER"
        ? [direction(orders.number)]
        : [direction(orders.createdAt), direction(orders.id)]),
    )
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize)
  return {
    orders: found.map(({ fullCount: _, ...order }) => order),
    totalCount: Number(found[0]?.fullCount ?? 0),
  }
}

/** The lines of the given orders, in the order they were bought. */
export const orderItemsOfOrders = (
  db: Queryable,
  orderIds: readonly number[],
): Promise<(OrderItemRow & { readonly orderId: number })[]> =>
  db
    .select({ ...orderItemColumns, orderId: orderItems.orderId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id))

/** The invoices, shipments and credit memos of the given orders, oldest first. */
export const salesDocumentsOfOrders = (
  db: Queryable,
  orderIds: readonly number[],
): Promise<SalesDocumentRow[]> =>
  db
    .select({
      id: salesDocuments.id,
      orderId: salesDocuments.orderId,
      kind: sql<SalesDocumentKind>`${salesDocuments.kind}`,
      number: salesDocuments.number,
      items: salesDocuments.items,
      comments: salesDocuments.comments,
      tracking: salesDocuments.tracking,
      subtotal: salesDocuments.subtotal,
      discountAmount: salesDocuments.discountAmount,
      taxAmount: salesDocuments.taxAmount,
      shippingAmount: salesDocuments.shippingAmount,
      adjustment: salesDocuments.adjustment,
      grandTotal: salesDocuments.grandTotal,
    })
    .from(salesDocuments)
    .where(inArray(salesDocuments.orderId, [...orderIds]))
    .orderBy(asc(salesDocuments.id))
