// Customer.orders: the signed-in customer's orders (Magento's SalesGraphQl CustomerOrders with
// OrderFilter/OrderSort), with their invoices, shipments (tracking) and credit memos.
import { money } from "../catalog/money.js"
import type { CustomerObject } from "../customer/customerView.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import {
  type CustomerOrdersQuery,
  customerOrderPage,
  orderItemsOfOrders,
  type RangeFilter,
  type SalesDocumentRow,
  type StringFilter,
  salesDocumentsOfOrders,
} from "./customerOrderRepository.js"
import { documentItemTypename, orderItemProductFields } from "./orderItemTypeDefs.js"
import { customerOrder } from "./orderObjects.js"
import type { OrderItemRow, OrderRow } from "./orderRepository.js"
import { orderItemStatus } from "./orderStatus.js"

export { customerOrdersTypeDefs } from "./customerOrdersTypeDefs.js"

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

type DocumentRow = SalesDocumentRow

const scopeOf = (
  context: GraphqlContext,
  scope: OrdersArgs["scope"],
): CustomerOrdersQuery["scope"] =>
  scope === "GLOBAL"
    ? { kind: "global" }
    : scope === "WEBSITE"
      ? { kind: "website", websiteId: context.store.websiteId }
      : { kind: "store", storeId: context.store.id }

/**
 * Where a bought gift card stands: its code is issued when its line is invoiced (paid), and a
 * refunded card is disabled.
 */
const giftCardStatus = (order: OrderRow, q: { invoiced: number; refunded: number }): string =>
  q.invoiced === 0
    ? order.status === "canceled"
      ? "Canceled"
      : "Pending: issued once the order is invoiced"
    : q.refunded >= q.invoiced
      ? "Refunded: disabled"
      : "Issued: e-mailed to the recipient"

/** An item's quantities as its order's documents moved them, and the status they give it. */
const orderItemObject = (order: OrderRow, item: OrderItemRow, quantities: Map<string, number>) => {
  const invoiced = quantities.get(`invoice:${item.id}`) ?? 0
  const moved = {
    ordered: item.quantity,
    invoiced,
    shipped: quantities.get(`shipment:${item.id}`) ?? 0,
    refunded: quantities.get(`creditmemo:${item.id}`) ?? 0,
    canceled: order.status === "canceled" ? item.quantity - invoiced : 0,
  }
  return {
    ...(item.productType === "giftcard"
      ? {
          entered_options: [
            ...item.enteredOptions,
            { label: "Gift Card Status", value: giftCardStatus(order, moved) },
          ],
        }
      : {}),
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
  discounts: d.discountAmount > 0 ? [{ label: "Discount", amount: money(d.discountAmount) }] : [],
  total_tax: money(d.taxAmount),
  taxes: [],
  grand_total: money(d.grandTotal),
  base_grand_total: money(d.grandTotal),
  total_shipping: money(d.shippingAmount),
  shipping_handling: {
    total_amount: money(d.shippingAmount),
    amount_including_tax: money(d.shippingAmount),
    amount_excluding_tax: money(d.shippingAmount),
    taxes: [],
    discounts: [],
  },
})

/** One order as CustomerOrder, its documents and the quantities they moved. */
export const orderObject = (
  order: OrderRow,
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
          __typename: documentItemTypename(d.kind, item.productType),
          ...orderItemProductFields(item.productOptions),
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
  const page = await customerOrderPage(context.db, {
    customerId: customer.__customerId,
    scope: scopeOf(context, args.scope),
    number: f.number,
    status: f.status,
    orderDate: f.order_date,
    grandTotal: f.grand_total,
    sort: {
      field: args.sort?.sort_field ?? "CREATED_AT",
      direction: args.sort?.sort_direction ?? "DESC",
    },
    pageSize,
    currentPage,
  })
  const found = page.orders
  const total = page.totalCount
  const ids = found.map((o) => o.id)
  const [items, documents] = await Promise.all([
    orderItemsOfOrders(context.db, ids),
    salesDocumentsOfOrders(context.db, ids),
  ])
  return {
    items: found.map((o) =>
      orderObject(
        o,
        items.filter((i) => i.orderId === o.id),
        documents.filter((d) => d.orderId === o.id),
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
