// The demo customer (root README): an address book and an order history that shows every
// state a customer meets — pending, processing with an invoice, complete with a shipment and
// its tracking number, canceled, and closed (refunded) with a credit memo.
import { sql } from "drizzle-orm"
import { firstRow } from "../cart/sqlRows.js"
import type { StoredAddress } from "../db/cartSchema.js"
import type { SeedStep } from "../db/seed.js"
import { insertNumberedOrder } from "../sales/orderRepository.js"
import { hashPassword } from "./password.js"

export const DEMO_CUSTOMER_EMAIL = "roni_cost@example.com"
export const DEMO_CUSTOMER_PASSWORD = "roni_cost3@example.com"

const HOME: StoredAddress = {
  firstname: "Veronica",
  lastname: "Costello",
  company: null,
  street: ["6146 Honey Bluff Parkway"],
  city: "Calder",
  regionId: 33,
  regionCode: "MI",
  regionLabel: "Michigan",
  postcode: "49628-7978",
  countryCode: "US",
  countryLabel: "United States",
  telephone: "(555) 229-3326",
  vatId: null,
}

const STUDIO: StoredAddress = {
  ...HOME,
  company: "Costello Studio",
  street: ["455 Market Street", "Suite 300"],
  city: "San Francisco",
  regionId: 12,
  regionCode: "CA",
  regionLabel: "California",
  postcode: "94105",
}

interface DemoOrder {
  readonly status: string
  readonly state: string
  readonly daysAgo: number
  readonly quantity: number
  readonly documents: readonly ("invoice" | "shipment" | "creditmemo")[]
  readonly comment: string
}

const ORDERS: readonly DemoOrder[] = [
  {
    status: "closed",
    state: "closed",
    daysAgo: 60,
    quantity: 2,
    documents: ["invoice", "creditmemo"],
    comment: "Refunded: the customer returned the film unopened.",
  },
  {
    status: "canceled",
    state: "canceled",
    daysAgo: 45,
    quantity: 1,
    documents: [],
    comment: "Canceled at the customer's request.",
  },
  {
    status: "complete",
    state: "complete",
    daysAgo: 30,
    quantity: 3,
    documents: ["invoice", "shipment"],
    comment: "Shipped with UPS.",
  },
  {
    status: "processing",
    state: "processing",
    daysAgo: 7,
    quantity: 5,
    documents: ["invoice"],
    comment: "Payment received; packing your order.",
  },
  {
    status: "pending",
    state: "new",
    daysAgo: 1,
    quantity: 1,
    documents: [],
    comment: "Awaiting the check.",
  },
]

export const customerSeed: SeedStep = {
  name: "customer/demo-customer",
  run: async (tx) => {
    const store = await firstRow<{ id: number; website_id: number }>(
      tx,
      sql`select s.id, g.website_id from stores s join store_groups g on g.id = s.group_id
          where s.code = 'default'`,
    )
    const product = await firstRow<{
      id: number
      sku: string
      name: string
      url_key: string | null
      price: number
      type_id: string
    }>(
      tx,
      sql`select id, sku, name, url_key, price, type_id from products
          where sku = 'FUJ-EKTAR-400-35MM-36-EXP'`,
    )
    if (store === undefined || product === undefined) return
    const customer = await firstRow<{ id: number }>(
      tx,
      sql`insert into customers (website_id, store_id, email, firstname, lastname, password_hash, created_at)
          values (${store.website_id}, ${store.id}, ${DEMO_CUSTOMER_EMAIL}, 'Veronica', 'Costello',
            ${await hashPassword(DEMO_CUSTOMER_PASSWORD)}, now() - interval '90 days')
          returning id`,
    )
    if (customer === undefined) return
    const address = async (a: StoredAddress) =>
      (
        await firstRow<{ id: number }>(
          tx,
          sql`insert into customer_addresses (customer_id, firstname, lastname, company, street, city,
                region_id, region_code, region, postcode, country_code, telephone)
              values (${customer.id}, ${a.firstname}, ${a.lastname}, ${a.company},
                ${JSON.stringify(a.street)}::jsonb, ${a.city}, ${a.regionId}, ${a.regionCode},
                ${a.regionLabel}, ${a.postcode}, ${a.countryCode}, ${a.telephone ?? ""})
              returning id`,
        )
      )?.id ?? null
    const regionId = async (code: string) =>
      (
        await firstRow<{ id: number }>(
          tx,
          sql`select id from regions where country_id = 'US' and code = ${code}`,
        )
      )?.id ?? null
    const homeAddress = { ...HOME, regionId: await regionId("MI") }
    const home = await address(homeAddress)
    await address({ ...STUDIO, regionId: await regionId("CA") })
    await tx.execute(
      sql`update customers set default_billing = ${home}, default_shipping = ${home} where id = ${customer.id}`,
    )
    for (const demo of ORDERS) {
      const cart = await firstRow<{ id: number }>(
        tx,
        sql`insert into carts (masked_id, store_id, customer_id, is_active)
            values (md5(random()::text), ${store.id}, ${customer.id}, false) returning id`,
      )
      if (cart === undefined) continue
      const price = Number(product.price)
      const subtotal = price * demo.quantity
      const shipping = 500 * demo.quantity
      const grandTotal = subtotal + shipping
      const number = await insertNumberedOrder(
        tx,
        {
          storeId: store.id,
          cartId: cart.id,
          customerId: customer.id,
          email: DEMO_CUSTOMER_EMAIL,
          currency: "USD",
          subtotal,
          subtotalInclTax: subtotal,
          discountAmount: 0,
          shippingAmount: shipping,
          taxAmount: 0,
          grandTotal,
          couponCode: null,
          taxes: [],
          discounts: [],
          shippingAddress: homeAddress,
          billingAddress: homeAddress,
          carrierCode: "flatrate",
          methodCode: "flatrate",
          shippingDescription: "Flat Rate - Fixed",
          paymentCode: "checkmo",
          paymentTitle: "Check / Money order",
        },
        [
          {
            productId: product.id,
            sku: product.sku,
            name: product.name,
            productType: product.type_id,
            urlKey: product.url_key,
            price,
            quantity: demo.quantity,
            rowTotal: subtotal,
            discountAmount: 0,
            taxAmount: 0,
            selectedOptions: [],
            enteredOptions: [],
            productOptions: {},
          },
        ],
      )
      const order = await firstRow<{ id: number; item_id: number }>(
        tx,
        sql`update orders set status = ${demo.status}, state = ${demo.state},
              created_at = now() - ${demo.daysAgo} * interval '1 day',
              comments = ${JSON.stringify([{ timestamp: "", message: demo.comment }])}::jsonb
            where store_id = ${store.id} and number = ${number}
            returning id, (select min(id) from order_items where order_id = orders.id) as item_id`,
      )
      if (order === undefined) continue
      await tx.execute(
        sql`update orders set comments = jsonb_build_array(jsonb_build_object(
              'timestamp', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
              'message', ${demo.comment}::text)) where id = ${order.id}`,
      )
      for (const kind of demo.documents) {
        const tracking =
          kind === "shipment"
            ? [{ title: "United Parcel Service", carrier: "ups", number: `1Z999AA1${number}` }]
            : []
        await tx.execute(
          sql`insert into sales_documents (order_id, kind, number, items, tracking, subtotal,
                shipping_amount, grand_total, created_at)
              values (${order.id}, ${kind}, ${number}, ${JSON.stringify([{ orderItemId: order.item_id, quantity: demo.quantity }])}::jsonb,
                ${JSON.stringify(tracking)}::jsonb, ${subtotal}, ${shipping}, ${grandTotal},
                now() - ${demo.daysAgo - 1} * interval '1 day')`,
        )
      }
    }
  },
}
