// The demo customer (root README): an address book and an order history that shows every
// state a customer meets — pending, processing with an invoice, complete with a shipment and
// its tracking number, canceled, and closed (refunded) with a credit memo.
import { and, eq, sql } from "drizzle-orm"
import { hashPassword } from "../customer/password.js"
import { carts, type StoredAddress } from "../db/cartSchema.js"
import { products } from "../db/catalogSchema.js"
import { customerAddresses, customers, salesDocuments } from "../db/customerSchema.js"
import { orders } from "../db/salesSchema.js"
import { regions, storeGroups, stores } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"
import { insertNumberedOrder } from "./orderRepository.js"

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
    const [store] = await tx
      .select({ id: stores.id, websiteId: storeGroups.websiteId })
      .from(stores)
      .innerJoin(storeGroups, eq(storeGroups.id, stores.groupId))
      .where(eq(stores.code, "default"))
    const [product] = await tx
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        urlKey: products.urlKey,
        price: products.price,
        typeId: products.typeId,
      })
      .from(products)
      .where(eq(products.sku, "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"))
    if (store === undefined || product === undefined) return
    const [customer] = await tx
      .insert(customers)
      .values({
        websiteId: store.websiteId,
        storeId: store.id,
        email: DEMO_CUSTOMER_EMAIL,
        firstname: "Veronica",
        lastname: "Costello",
        passwordHash: await hashPassword(DEMO_CUSTOMER_PASSWORD),
        createdAt: sql`now() - interval '90 days'`,
      })
      .returning({ id: customers.id })
    if (customer === undefined) return
    const address = async (a: StoredAddress) =>
      (
        await tx
          .insert(customerAddresses)
          .values({
            customerId: customer.id,
            firstname: a.firstname,
            lastname: a.lastname,
            company: a.company,
            street: [...a.street],
            city: a.city,
            regionId: a.regionId,
            regionCode: a.regionCode,
            region: a.regionLabel,
            postcode: a.postcode,
            countryCode: a.countryCode,
            telephone: a.telephone ?? "",
          })
          .returning({ id: customerAddresses.id })
      )[0]?.id ?? null
    const regionId = async (code: string) =>
      (
        await tx
          .select({ id: regions.id })
          .from(regions)
          .where(and(eq(regions.countryId, "US"), eq(regions.code, code)))
      )[0]?.id ?? null
    const homeAddress = { ...HOME, regionId: await regionId("MI") }
    const home = await address(homeAddress)
    await address({ ...STUDIO, regionId: await regionId("CA") })
    await tx
      .update(customers)
      .set({ defaultBilling: home, defaultShipping: home })
      .where(eq(customers.id, customer.id))
    for (const demo of ORDERS) {
      const [cart] = await tx
        .insert(carts)
        .values({
          maskedId: sql`md5(random()::text)`,
          storeId: store.id,
          customerId: customer.id,
          isActive: false,
        })
        .returning({ id: carts.id })
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
            productType: product.typeId,
            urlKey: product.urlKey,
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
      const [order] = await tx
        .update(orders)
        .set({
          status: demo.status,
          state: demo.state,
          createdAt: sql`now() - ${demo.daysAgo} * interval '1 day'`,
          comments: [{ timestamp: "", message: demo.comment }],
        })
        .where(and(eq(orders.storeId, store.id), eq(orders.number, number)))
        .returning({
          id: orders.id,
          // Qualified by hand: the subquery is correlated with the updated order.
          itemId: sql<number>`(select min(oi.id) from order_items oi where oi.order_id = ${orders}.id)`,
        })
      if (order === undefined) continue
      // The comment is stamped with the order's (back-dated) creation time.
      await tx
        .update(orders)
        .set({
          comments: sql`jsonb_build_array(jsonb_build_object(
            'timestamp', to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
            'message', ${demo.comment}::text))`,
        })
        .where(eq(orders.id, order.id))
      for (const kind of demo.documents) {
        const tracking =
          kind === "shipment"
            ? [{ title: "United Parcel Service", carrier: "ups", number: `1Z999AA1${number}` }]
            : []
        await tx.insert(salesDocuments).values({
          orderId: order.id,
          kind,
          number,
          items: [{ orderItemId: order.itemId, quantity: demo.quantity }],
          tracking,
          subtotal,
          shippingAmount: shipping,
          grandTotal,
          createdAt: sql`now() - ${demo.daysAgo - 1} * interval '1 day'`,
        })
      }
    }
  },
}
