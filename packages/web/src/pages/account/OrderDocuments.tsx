import type {
  OrderDocument,
  OrderDocumentLine,
  OrderDocuments,
  ShipmentTracking,
} from "@shutter/sdk/rules"
import { formatMoney } from "@shutter/sdk/rules"
import { orderDateText } from "./orderFormat.js"
import "../../styles/orderDocuments.css"

const Lines = ({
  lines,
  verb,
}: {
  readonly lines: ReadonlyArray<OrderDocumentLine>
  readonly verb: string
}) =>
  lines.length === 0 ? null : (
    <ul className="order-documents__lines">
      {lines.map((line) => (
        <li key={line.id}>
          {line.quantity} × {line.productName ?? line.productSku} {verb}
        </li>
      ))}
    </ul>
  )

const Comments = ({ document }: { readonly document: Pick<OrderDocument, "comments"> }) =>
  document.comments.length === 0 ? null : (
    <ul className="order-documents__comments">
      {document.comments.map((c) => (
        <li key={`${c.timestamp}:${c.message}`}>
          <span className="order-documents__date">{orderDateText(c.timestamp)}</span> {c.message}
        </li>
      ))}
    </ul>
  )

/** "UPS 1Z…" as a link to the carrier's tracking page when the carrier has one. */
export const TrackingNumber = ({ tracking }: { readonly tracking: ShipmentTracking }) => (
  <span className="order-documents__tracking" data-testid="tracking-number">
    {tracking.title}:{" "}
    {tracking.number === null ? (
      "no tracking number"
    ) : tracking.url === null ? (
      <strong>{tracking.number}</strong>
    ) : (
      <a href={tracking.url} target="_blank" rel="noopener noreferrer">
        {tracking.number}
        <span className="visually-hidden"> (opens the carrier's tracking page)</span>
      </a>
    )}
  </span>
)

/**
 * What happened to an order after checkout, as Magento's order view lists it: invoices,
 * shipments with their tracking numbers, refunds (credit memos). Nothing while none exists.
 */
export const OrderDocumentsView = ({ documents }: { readonly documents: OrderDocuments }) => {
  const { invoices, shipments, creditMemos } = documents
  if (invoices.length + shipments.length + creditMemos.length === 0) return null
  return (
    <div className="order-documents" data-testid="order-documents">
      {invoices.length > 0 && (
        <section aria-labelledby="order-invoices">
          <h3 id="order-invoices">Invoices</h3>
          <ul className="order-documents__list">
            {invoices.map((i) => (
              <li key={i.id} data-testid="order-invoice">
                <strong>Invoice #{i.number}</strong>
                {i.grandTotal ? ` · ${formatMoney(i.grandTotal)}` : ""}
                <Lines lines={i.items} verb="invoiced" />
                <Comments document={i} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {shipments.length > 0 && (
        <section aria-labelledby="order-shipments">
          <h3 id="order-shipments">Shipments</h3>
          <ul className="order-documents__list">
            {shipments.map((s) => (
              <li key={s.id} data-testid="order-shipment">
                <strong>Shipment #{s.number}</strong>
                {s.tracking.map((t) => (
                  <TrackingNumber key={`${t.carrier}:${t.number}`} tracking={t} />
                ))}
                <Lines lines={s.items} verb="shipped" />
                <Comments document={s} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {creditMemos.length > 0 && (
        <section aria-labelledby="order-refunds">
          <h3 id="order-refunds">Refunds</h3>
          <ul className="order-documents__list">
            {creditMemos.map((c) => (
              <li key={c.id} data-testid="order-refund">
                <strong>Refund #{c.number}</strong>
                {c.grandTotal ? ` · ${formatMoney(c.grandTotal)}` : ""}
                <Lines lines={c.items} verb="refunded" />
                <Comments document={c} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
