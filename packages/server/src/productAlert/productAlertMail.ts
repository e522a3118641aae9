// Sends the alerts a catalogue change makes due (Magento's ProductAlert\Model\Observer, run at
// once here instead of by cron): a stock alert once its product is back in stock, a price alert
// when the product's final price falls below the price the customer saw. One e-mail per
// subscriber and alert, queued in the change's transaction; the alert is then marked sent (a
// price alert keeps the new price, so a further drop alerts again).
import { sql } from "drizzle-orm"
import { type Queryable, rows } from "../cart/sqlRows.js"
import { BASE_CURRENCY } from "../catalog/money.js"
import { queueMail } from "../mail/outbox.js"

interface DueAlert {
  readonly id: number
  readonly kind: "stock" | "price"
  readonly email: string
  readonly firstname: string
  readonly lastname: string
  readonly store_id: number
  readonly store_name: string
  readonly product_name: string
  readonly url_key: string | null
  readonly final_price: number
}

const dollars = (cents: number) =>
  `${BASE_CURRENCY === "USD" ? "$" : `${BASE_CURRENCY} `}${(cents / 100).toFixed(2)}`

/** Queues and marks the product's due alerts; answers how many e-mails were queued. */
export const sendDueAlerts = async (
  tx: Queryable,
  productId: number,
  baseUrl: string,
): Promise<number> => {
  const due = await rows<DueAlert>(
    tx,
    sql`select a.id, a.kind, c.email, c.firstname, c.lastname, a.store_id, s.name as store_name,
          p.name as product_name, p.url_key, coalesce(p.special_price, p.price) as final_price
        from product_alerts a
        join customers c on c.id = a.customer_id
        join stores s on s.id = a.store_id
        join products p on p.id = a.product_id
        where a.product_id = ${productId} and p.status = 1
          and ((a.kind = 'stock' and a.sent_at is null and p.stock_status = 'IN_STOCK' and p.qty > 0)
            or (a.kind = 'price' and a.price is not null
                and coalesce(p.special_price, p.price) < a.price))
        order by a.id
        for update of a`,
  )
  for (const alert of due) {
    const url = `${baseUrl}${alert.url_key ?? ""}.html`
    const stock = alert.kind === "stock"
    await queueMail(
      { store: { id: alert.store_id, name: alert.store_name }, urls: { base: baseUrl } },
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
          `${alert.product_name}${stock ? "" : ` — now ${dollars(alert.final_price)}`}: ${url}`,
          `To stop these alerts, remove them under My Product Alerts: ${baseUrl}customer/my-product-alerts`,
        ],
      },
    )
    await tx.execute(sql`
      update product_alerts set sent_at = now(), send_count = send_count + 1,
        price = case when kind = 'price' then ${alert.final_price}::integer else price end
      where id = ${alert.id}`)
  }
  return due.length
}
