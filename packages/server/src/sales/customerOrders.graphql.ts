// Customer.orders: the signed-in customer's orders (Magento's SalesGraphQl CustomerOrders with
// OrderFilter/OrderSort), with their invoices, shipments (tracking) and credit memos.
import { type SQL, sql } from "drizzle-orm"
import { rows } from "../cart/sqlRows.js"
import { money } from "../catalog/money.js"
import type { CustomerObject } from "../customer/customerView.js"
import type { SalesComment, ShipmentTrack } from "../db/schema.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { documentItemTypename, orderItemProductFields } from "./orderItemTypeDefs.js"
import { customerOrder } from "./orderObjects.js"
import type { OrderItemRow, OrderRow } from "./orderRepository.js"
import { orderItemStatus } from "./orderStatus.js"

export { customerOrdersTypeDefs } from "./customerOrdersTypeDefs.js"

interface StringFilter {
  readonly eq?: string | null
  readonly in?: readonly (string | null)[] | null
  readonly match?: string | null
}
interface RangeFilter {
  readonly from?: string | null
  readonly to?: string | null
}
interface OrdersArgs {
  readonly filter?: {
    readonly number?: StringFilter | null
    readonly order_date?: RangeFilter | null
    readonly status?: StringFilter | null
    readonly grand_total?: RangeFilter | null
  } | null
  readonly currentPage?: number | null
  readonly pageSize?: number | null
  readonly sort?: {
    readonly sort_field: "NUMBER" | "CREATED_AT"
    readonly sort_direction: "ASC" | "DESC"
  } | null
  readonly scope?: "GLOBAL" | "WEBSITE" | "STORE" | null
}

interface DocumentRow {
  readonly id: number
  readonly order_id: number
  readonly kind: "invoice" | "shipment" | "creditmemo"
  readonly number: string
  readonly items: { orderItemId: number; quantity: number }[]
  readonly comments: SalesComment[]
  readonly tracking: ShipmentTrack[]
  readonly subtotal: number
  readonly discount_amount: number
  readonly tax_amount: number
  readonly shipping_amount: number
  readonly adjustment: number
  readonly grand_total: number
}

type OrderListRow = OrderRow & { readonly comments: SalesComment[]; readonly full_count: number }

const ORDER_COLUMNS = sql.raw(
  `o.id, o.number, o.store_id, o.email, o.status, o.currency, o.subtotal, o.discount_amount,
   o.shipping_amount, o.tax_amount, o.grand_total, o.taxes, o.discounts, o.shipping_address,
   o.billing_address, o.carrier_code, o.shipping_description, o.payment_code, o.payment_title,
   o.comments, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`,
)

const stringCondition = (column: SQL, f: StringFilter | null | undefined): SQL[] => {
  if (!f) return []
  const out: SQL[] = []
  if (f.eq !== undefined && f.eq !== null) out.push(sql`${column} = ${f.eq}`)
  if (f.in)
    out.push(
      sql`${column} = any(${`{${f.in.map((v) => `"${String(v).replaceAll('"', "")}"`).join(",")}}`}::text[])`,
    )
  if (f.match !== undefined && f.match !== null)
    out.push(sql`${column} ilike ${`%${f.match.replaceAll("%", "")}%`}`)
  return out
}

const rangeCondition = (column: SQL, f: RangeFilter | null | undefined, cast: SQL): SQL[] => {
  if (!f) return []
  const out: SQL[] = []
  if (f.from) out.push(sql`${column} >= ${f.from}::${cast}`)
  if (f.to) out.push(sql`${column} <= ${f.to}::${cast}`)
  return out
}

const scopeCondition = (context: GraphqlContext, scope: OrdersArgs["scope"]): SQL =>
  scope === "GLOBAL"
    ? sql`true`
    : scope === "WEBSITE"
      ? sql`o.store_id in (select s.id from stores s join store_groups g on g.id = s.group_id
                            where g.website_id = ${context.store.websiteId})`
      : sql`o.store_id = ${context.store.id}`

/** An item's quantities as its order's documents moved them, and the status they give it. */
const orderItemObject = (
  order: OrderListRow,
  item: OrderItemRow,
  quantities: Map<string, number>,
) => {
  const invoiced = quantities.get(`invoice:${item.id}`) ?? 0
  const moved = {
    ordered: item.quantity,
    invoiced,
    shipped: quantities.get(`shipment:${item.id}`) ?? 0,
    refunded: quantities.get(`creditmemo:${item.id}`) ?? 0,
    canceled: order.status === "canceled" ? item.quantity - invoiced : 0,
  }
  return {
    status: orderItemStatus(moved),
    quantity_invoiced: moved.invoiced,
    quantity_shipped: moved.shipped,
    quantity_refunded: moved.refunded,
    quantity_canceled: moved.canceled,
  }
}

const base64 = (value: string | number): string => Buffer.from(String(value)).toString("base64")

const documentTotals = (d: DocumentRow) => ({
  subtotal: money(d.subtotal),
  discounts: d.discount_amount > 0 ? [{ label: "Discount", amount: money(d.discount_amount) }] : [],
  total_tax: money(d.tax_amount),
  taxes: [],
  grand_total: money(d.grand_total),
  base_grand_total: money(d.grand_total),
  total_shipping: money(d.shipping_amount),
  shipping_handling: {
    total_amount: money(d.shipping_amount),
    amount_including_tax: money(d.shipping_amount),
    amount_excluding_tax: money(d.shipping_amount),
    taxes: [],
    discounts: [],
  },
})

/** One order as CustomerOrder, its documents and the quantities they moved. */
const orderObject = (
  order: OrderListRow,
  items: readonly OrderItemRow[],
  documents: readonly DocumentRow[],
) => {
  const quantities = new Map<string, number>()
  for (const d of documents)
    for (const line of d.items) {
      const key = `${d.kind}:${line.orderItemId}`
      quantities.set(key, (quantities.get(key) ?? 0) + line.quantity)
    }
  const base = customerOrder(order, items)
  const orderItems = new Map(
    items.map((item, i) => [
      item.id,
      {
        ...base.items[i],
        ...orderItemObject(order, item, quantities),
      },
    ]),
  )
  const lines = (d: DocumentRow) =>
    d.items.flatMap((line) => {
      const item = items.find((i) => i.id === line.orderItemId)
      if (item === undefined) return []
      return [
        {
          __typename: documentItemTypename(d.kind, item.product_type),
          ...orderItemProductFields(item.product_options),
          id: base64(`${d.id}-${line.orderItemId}`),
          order_item: orderItems.get(item.id),
          product_name: item.name,
          product_sku: item.sku,
          product_sale_price: money(item.price),
          discounts: [],
          quantity_invoiced: line.quantity,
          quantity_shipped: line.quantity,
          quantity_refunded: line.quantity,
        },
      ]
    })
  const of = (kind: DocumentRow["kind"]) => documents.filter((d) => d.kind === kind)
  return {
    ...base,
    email: order.email,
    items: [...orderItems.values()],
    comments: order.comments,
    invoices: of("invoice").map((d) => ({
      id: base64(d.id),
      number: d.number,
      total: documentTotals(d),
      items: lines(d),
      comments: d.comments,
    })),
    shipments: of("shipment").map((d) => ({
      id: base64(d.id),
      number: d.number,
      tracking: d.tracking,
      items: lines(d),
      comments: d.comments,
    })),
    credit_memos: of("creditmemo").map((d) => ({
      id: base64(d.id),
      number: d.number,
      total: { ...documentTotals(d), adjustment: money(d.adjustment) },
      items: lines(d),
      comments: d.comments,
    })),
  }
}

export const customerOrders = async (
  customer: CustomerObject,
  args: OrdersArgs,
  context: GraphqlContext,
) => {
  const currentPage = args.currentPage ?? 1
  const pageSize = args.pageSize ?? 20
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.")
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.")
  const f = args.filter ?? {}
  const conditions = [
    sql`o.customer_id = ${customer.__customerId}`,
    scopeCondition(context, args.scope),
    ...stringCondition(sql`o.number`, f.number),
    ...stringCondition(sql`o.status`, f.status),
    ...rangeCondition(sql`o.created_at`, f.order_date, sql`timestamptz`),
    ...rangeCondition(sql`(o.grand_total / 100.0)`, f.grand_total, sql`numeric`),
  ]
  const direction = args.sort?.sort_direction === "ASC" ? sql`asc` : sql`desc`
  const order =
    args.sort?.sort_field === "NUMBER"
      ? sql`o.number ${direction}`
      : sql`o.created_at ${direction}, o.id ${direction}`
  const found = await rows<OrderListRow>(
    context.db,
    sql`select ${ORDER_COLUMNS}, count(*) over () as full_count from orders o
        where ${sql.join(conditions, sql` and `)}
        order by ${order} limit ${pageSize} offset ${(currentPage - 1) * pageSize}`,
  )
  const total = Number(found[0]?.full_count ?? 0)
  const ids = `{${found.map((o) => o.id).join(",")}}`
  const [items, documents] = await Promise.all([
    rows<OrderItemRow & { order_id: number }>(
      context.db,
      sql`select id, order_id, sku, name, product_type, url_key, price, quantity, discount_amount,
            selected_options, entered_options, product_options
          from order_items where order_id = any(${ids}::int[]) order by id`,
    ),
    rows<DocumentRow>(
      context.db,
      sql`select id, order_id, kind, number, items, comments, tracking, subtotal, discount_amount,
            tax_amount, shipping_amount, adjustment, grand_total
          from sales_documents where order_id = any(${ids}::int[]) order by id`,
    ),
  ])
  return {
    items: found.map((o) =>
      orderObject(
        o,
        items.filter((i) => i.order_id === o.id),
        documents.filter((d) => d.order_id === o.id),
      ),
    ),
    page_info: {
      page_size: pageSize,
      current_page: currentPage,
      total_pages: Math.ceil(total / pageSize),
    },
    total_count: total,
  }
}

const typenameOf = (line: { readonly __typename: string }): string => line.__typename

export const customerOrdersResolvers = {
  Customer: {
    orders: (customer: CustomerObject, args: OrdersArgs, context: GraphqlContext) =>
      customerOrders(customer, args, context),
  },
  InvoiceItemInterface: { __resolveType: typenameOf },
  ShipmentItemInterface: { __resolveType: typenameOf },
  CreditMemoItemInterface: { __resolveType: typenameOf },
}
