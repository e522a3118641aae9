// Orders as Magento's REST API answers them (SalesDataOrderInterface and its items, payment,
// addresses, status history and shipping assignment), with amounts in the currency's units and
// each line's quantities as its invoices, shipments and credit memos moved them.
import { asc, inArray } from "drizzle-orm"
import type { StoredAddress } from "../db/cartSchema.js"
import { salesDocuments } from "../db/customerSchema.js"
import { orderItems, type orders } from "../db/salesSchema.js"
import type { Queryable } from "../db/sqlRows.js"

type OrderRecord = typeof orders.$inferSelect
type ItemRecord = typeof orderItems.$inferSelect
type DocumentRecord = typeof salesDocuments.$inferSelect

const units = (cents: number): number => Math.round(cents) / 100

const timestamp = (date: Date): string => date.toISOString().slice(0, 19).replace("T", " ")

const addressJson = (a: StoredAddress, type: "billing" | "shipping", orderId: number) => ({
  address_type: type,
  city: a.city,
  company: a.company ?? undefined,
  country_id: a.countryCode,
  firstname: a.firstname,
  lastname: a.lastname,
  parent_id: orderId,
  postcode: a.postcode ?? undefined,
  region: a.regionLabel ?? undefined,
  region_code: a.regionCode ?? undefined,
  region_id: a.regionId ?? undefined,
  street: a.street,
  telephone: a.telephone ?? undefined,
  vat_id: a.vatId ?? undefined,
})

const sumOf = (docs: readonly DocumentRecord[], pick: (d: DocumentRecord) => number) =>
  docs.reduce((sum, d) => sum + pick(d), 0)

const VIRTUAL_TYPES = new Set(["virtual", "downloadable", "warranty"])

export const orderJson = (
  order: OrderRecord,
  items: readonly ItemRecord[],
  documents: readonly DocumentRecord[],
) => {
  const of = (kind: string) => documents.filter((d) => d.kind === kind)
  const moved = (kind: string, itemId: number) =>
    of(kind)
      .flatMap((d) => d.items)
      .filter((i) => i.orderItemId === itemId)
      .reduce((s, i) => s + i.quantity, 0)
  const paid = sumOf(of("invoice"), (d) => d.grandTotal)
  const refunded = sumOf(of("creditmemo"), (d) => d.grandTotal)
  const itemsJson = items.map((item) => {
    const invoiced = moved("invoice", item.id)
    return {
      item_id: item.id,
      order_id: order.id,
      product_id: item.productId,
      sku: item.sku,
      name: item.name,
      product_type: item.productType,
      is_virtual: VIRTUAL_TYPES.has(item.productType) ? 1 : 0,
      qty_ordered: item.quantity,
      qty_invoiced: invoiced,
      qty_shipped: moved("shipment", item.id),
      qty_refunded: moved("creditmemo", item.id),
      qty_canceled: order.state === "canceled" ? Math.max(0, item.quantity - invoiced) : 0,
      price: units(item.price),
      base_price: units(item.price),
      original_price: units(item.price),
      row_total: units(item.rowTotal),
      base_row_total: units(item.rowTotal),
      discount_amount: units(item.discountAmount),
      tax_amount: units(item.taxAmount),
      store_id: order.storeId,
      created_at: timestamp(order.createdAt),
      updated_at: timestamp(order.updatedAt),
    }
  })
  const shippingAddress =
    order.shippingAddress === null ? null : addressJson(order.shippingAddress, "shipping", order.id)
  return {
    entity_id: order.id,
    increment_id: order.number,
    state: order.state,
    status: order.status,
    store_id: order.storeId,
    customer_id: order.customerId ?? undefined,
    customer_is_guest: order.customerId === null ? 1 : 0,
    customer_email: order.email,
    customer_firstname: order.billingAddress.firstname,
    customer_lastname: order.billingAddress.lastname,
    base_currency_code: order.currency,
    order_currency_code: order.currency,
    global_currency_code: order.currency,
    store_currency_code: order.currency,
    subtotal: units(order.subtotal),
    base_subtotal: units(order.subtotal),
    subtotal_incl_tax: units(order.subtotalInclTax),
    discount_amount: units(-order.discountAmount),
    base_discount_amount: units(-order.discountAmount),
    shipping_amount: units(order.shippingAmount),
    base_shipping_amount: units(order.shippingAmount),
    tax_amount: units(order.taxAmount),
    base_tax_amount: units(order.taxAmount),
    grand_total: units(order.grandTotal),
    base_grand_total: units(order.grandTotal),
    total_invoiced: units(paid),
    base_total_invoiced: units(paid),
    total_paid: units(paid),
    base_total_paid: units(paid),
    total_refunded: units(refunded),
    base_total_refunded: units(refunded),
    total_offline_refunded: units(
      sumOf(
        of("creditmemo").filter((d) => d.transactionId === null),
        (d) => d.grandTotal,
      ),
    ),
    total_online_refunded: units(
      sumOf(
        of("creditmemo").filter((d) => d.transactionId !== null),
        (d) => d.grandTotal,
      ),
    ),
    shipping_invoiced: units(sumOf(of("invoice"), (d) => d.shippingAmount)),
    shipping_refunded: units(sumOf(of("creditmemo"), (d) => d.shippingAmount)),
    total_due: units(order.grandTotal - paid),
    base_total_due: units(order.grandTotal - paid),
    total_qty_ordered: items.reduce((s, i) => s + i.quantity, 0),
    total_item_count: items.length,
    is_virtual: order.shippingAddress === null ? 1 : 0,
    coupon_code: order.couponCode ?? undefined,
    shipping_description: order.shippingDescription ?? undefined,
    created_at: timestamp(order.createdAt),
    updated_at: timestamp(order.updatedAt),
    items: itemsJson,
    billing_address: addressJson(order.billingAddress, "billing", order.id),
    payment: {
      entity_id: order.id,
      parent_id: order.id,
      method: order.paymentCode,
      additional_information: [order.paymentTitle],
      amount_ordered: units(order.grandTotal),
      base_amount_ordered: units(order.grandTotal),
      amount_paid: units(paid),
      base_amount_paid: units(paid),
      amount_refunded: units(refunded),
      base_amount_refunded: units(refunded),
      shipping_amount: units(order.shippingAmount),
      last_trans_id:
        [...documents].reverse().find((d) => d.transactionId !== null)?.transactionId ?? undefined,
    },
    status_histories: [...order.statusHistory].reverse().map((h, i, all) => ({
      comment: h.comment === "" ? null : h.comment,
      created_at: h.createdAt,
      entity_id: all.length - i,
      entity_name: h.entityName,
      is_customer_notified: h.isCustomerNotified ? 1 : 0,
      is_visible_on_front: h.isVisibleOnFront ? 1 : 0,
      parent_id: order.id,
      status: h.status,
    })),
    extension_attributes: {
      shipping_assignments:
        shippingAddress === null
          ? []
          : [
              {
                shipping: {
                  address: shippingAddress,
                  method:
                    order.carrierCode && order.methodCode
                      ? `${order.carrierCode}_${order.methodCode}`
                      : undefined,
                  total: {
                    shipping_amount: units(order.shippingAmount),
                    base_shipping_amount: units(order.shippingAmount),
                  },
                },
                items: itemsJson,
              },
            ],
      invoices: of("invoice").map((d) => ({
        entity_id: d.id,
        increment_id: d.number,
        grand_total: units(d.grandTotal),
        transaction_id: d.transactionId ?? undefined,
        items: d.items.map((i) => ({ order_item_id: i.orderItemId, qty: i.quantity })),
      })),
      shipments: of("shipment").map((d) => ({
        entity_id: d.id,
        increment_id: d.number,
        items: d.items.map((i) => ({ order_item_id: i.orderItemId, qty: i.quantity })),
        tracks: d.tracking.map((t) => ({
          track_number: t.number,
          title: t.title,
          carrier_code: t.carrier,
        })),
      })),
      creditmemos: of("creditmemo").map((d) => ({
        entity_id: d.id,
        increment_id: d.number,
        invoice_id: d.invoiceId ?? undefined,
        grand_total: units(d.grandTotal),
        transaction_id: d.transactionId ?? undefined,
        items: d.items.map((i) => ({ order_item_id: i.orderItemId, qty: i.quantity })),
      })),
    },
  }
}

/** The orders of `rows` as JSON, their lines and documents read in one statement each. */
export const ordersJson = async (db: Queryable, rows: readonly OrderRecord[]) => {
  if (rows.length === 0) return []
  const ids = rows.map((o) => o.id)
  const [items, documents] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(salesDocuments)
      .where(inArray(salesDocuments.orderId, ids))
      .orderBy(asc(salesDocuments.id)),
  ])
  return rows.map((o) =>
    orderJson(
      o,
      items.filter((i) => i.orderId === o.id),
      documents.filter((d) => d.orderId === o.id),
    ),
  )
}
