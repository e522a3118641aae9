// Sends the alerts a catalogue change makes due (Magento's ProductAlert\Model\Observer, run at
// once here instead of by cron): a stock alert once its product is back in stock, a price alert
// when the product's final price falls below the price the customer saw. One e-mail per
// subscriber and alert, queued in the change's transaction; the alert is then marked sent (a
// price alert keeps the new price, so a further drop alerts again).
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm"
import { BASE_CURRENCY } from "../catalog/money.js"
import { products } from "../db/catalogSchema.js"
import { customers } from "../db/customerSchema.js"
import { productAlerts } from "../db/engagementSchema.js"
import { stores } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import { queueMail } from "../mail/outbox.js"

const dollars = (cents: number) =>
  `${BASE_CURRENCY === "USD" ? "$" : `${BASE_CURRENCY} `}${(cents / 100).toFixed(2)}`

/** Queues and marks the product's due alerts; answers how many e-mails were queued. */
export const sendDueAlerts = async (
  tx: Queryable,
  productId: number,
  baseUrl: string,
): Promise<number> => {
  const finalPrice = sql<number>`coalesce(${products.specialPrice}, ${products.price})`
  const due = await tx
    .select({
      id: productAlerts.id,
      kind: productAlerts.kind,
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
      storeId: productAlerts.storeId,
      storeName: stores.name,
      productName: products.name,
      urlKey: products.urlKey,
      finalPrice,
    })
    .from(productAlerts)
    .innerJoin(customers, eq(customers.id, productAlerts.customerId))
    .innerJoin(stores, eq(stores.id, productAlerts.storeId))
    .innerJoin(products, eq(products.id, productAlerts.productId))
    .where(
      and(
        eq(productAlerts.productId, productId),
        eq(products.status, 1),
        or(
          and(
            eq(productAlerts.kind, "stock"),
            isNull(productAlerts.sentAt),
            eq(products.stockStatus, "IN_STOCK"),
            gt(products.qty, 0),
          ),
          and(
            eq(productAlerts.kind, "price"),
            isNotNull(productAlerts.price),
            lt(finalPrice, productAlerts.price),
          ),
        ),
      ),
    )
    .orderBy(asc(productAlerts.id))
    .for("update", { of: productAlerts })
  for (const alert of due) {
    const url = `${baseUrl}${alert.urlKey ?? ""}.html`
    const stock = alert.kind === "stock"
    await queueMail(
      { store: { id: alert.storeId, name: alert.storeName }, urls: { base: baseUrl } },
      tx,
      stock ? "catalog_productalert_stock" : "catalog_productalert_price",
      { email: alert.email, name: `${alert.firstname} ${alert.lastname}` },
      {
        subject: stock ? "Products back in stock alert" : "Products price alert",
        heading: `${alert.firstname} ${alert.lastname},`,
        paragraphs: [
          stock
            ? "In stock alert! We wanted you to know that these products are now available:"
            : "Price change alert! We wanted you to know that prices have changed for these products:",
          `${alert.productName}${stock ? "" : ` — now ${dollars(alert.finalPrice)}`}: ${url}`,
          `To stop these alerts, remove them under My Product Alerts: ${baseUrl}customer/my-product-alerts`,
        ],
      },
    )
    await tx
      .update(productAlerts)
      .set({
        sentAt: sql`now()`,
        sendCount: sql`${productAlerts.sendCount} + 1`,
        // A price alert keeps the price it was sent at: a further drop alerts again.
        price: sql`case when ${productAlerts.kind} = 'price' then ${alert.finalPrice}::integer
          else ${productAlerts.price} end`,
      })
      .where(eq(productAlerts.id, alert.id))
  }
  return due.length
}
