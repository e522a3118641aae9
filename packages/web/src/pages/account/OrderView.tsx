import type { OrderAddress, OrderDetails, OrderLine } from "@shutter/sdk/rules"
import { formatMoney } from "@shutter/sdk/rules"
import { OrderDocumentsView } from "./OrderDocuments.js"
import { orderDateText, statusTone } from "./orderFormat.js"

const AddressLines = ({ address }: { readonly address: OrderAddress }) => (
  <address className="address-preview">
    {[address.prefix, address.firstname, address.lastname, address.suffix]
      .filter((p) => (p ?? "") !== "")
      .join(" ")}
    {address.company ? (
      <>
        <br />
        {address.company}
      </>
    ) : null}
    {address.street.map((line) => (
      <span key={line}>
        <br />
        {line}
      </span>
    ))}
    <br />
    {[address.city, address.region, address.postcode].filter((p) => (p ?? "") !== "").join(", ")}
    {address.countryCode ? (
      <>
        <br />
        {address.countryCode}
      </>
    ) : null}
    {address.telephone ? (
      <>
        <br />
        {address.telephone}
      </>
    ) : null}
  </address>
)

/** The quantities Magento tracks per line, the ones that happened. */
const quantities = (line: OrderLine): string =>
  [
    ["Ordered", line.quantityOrdered],
    ["Invoiced", line.quantityInvoiced],
    ["Shipped", line.quantityShipped],
    ["Refunded", line.quantityRefunded],
    ["Returned", line.quantityReturned],
    ["Canceled", line.quantityCanceled],
  ]
    .filter(([label, qty]) => label === "Ordered" || Number(qty) > 0)
    .map(([label, qty]) => `${label}: ${qty}`)
    .join(" · ")

/**
 * One order as the customer sees it (order detail, `/order/orderDetail`, and the print page):
 * status, date, lines with every quantity, totals, addresses, methods, invoices, shipments
 * with tracking, refunds, comments.
 */
export const OrderView = ({ order }: { readonly order: OrderDetails }) => (
  <article className="order-view" data-testid="order-view" aria-labelledby="order-view-title">
    <header className="order-view__header">
      <h2 id="order-view-title">Order #{order.number}</h2>
      <span
        className={`status-badge status-badge--${statusTone(order.status)}`}
        data-testid="order-status"
      >
        {order.status}
      </span>
      <p className="order-view__date">Placed on {orderDateText(order.orderDate)}</p>
    </header>

    <table className="account-table order-view__items">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">SKU</th>
          <th scope="col" className="num">
            Price
          </th>
          <th scope="col">Qty</th>
          <th scope="col" className="num">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((line) => (
          <tr key={line.id} data-testid="order-line">
            <td data-label="Item">
              <strong>{line.productName ?? line.productSku}</strong>
              {[...line.selectedOptions, ...line.enteredOptions].map((o) => (
                <span key={`${o.label}:${o.value}`} className="order-view__option">
                  {o.label}: {o.value}
                </span>
              ))}
            </td>
            <td data-label="SKU">{line.productSku}</td>
            <td data-label="Price" className="num">
              {formatMoney(line.productSalePrice)}
            </td>
            <td data-label="Qty">{quantities(line)}</td>
            <td data-label="Subtotal" className="num">
              {formatMoney({
                value: (line.productSalePrice.value ?? 0) * line.quantityOrdered,
                currency: line.productSalePrice.currency,
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>

    <dl className="totals order-view__totals">
      {order.totals.subtotal && (
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(order.totals.subtotal)}</dd>
        </div>
      )}
      {order.totals.discounts.map((d) => (
        <div key={d.label}>
          <dt>Discount ({d.label})</dt>
          <dd>−{formatMoney(d.amount)}</dd>
        </div>
      ))}
      {order.totals.totalShipping && (
        <div>
          <dt>Shipping &amp; Handling</dt>
          <dd>{formatMoney(order.totals.totalShipping)}</dd>
        </div>
      )}
      {order.totals.totalTax && (
        <div>
          <dt>Tax</dt>
          <dd>{formatMoney(order.totals.totalTax)}</dd>
        </div>
      )}
      {order.grandTotal && (
        <div className="totals__grand">
          <dt>Grand Total</dt>
          <dd data-testid="order-grand-total">{formatMoney(order.grandTotal)}</dd>
        </div>
      )}
    </dl>

    <div className="order-view__info">
      {order.shippingAddress && (
        <section aria-labelledby="order-ship-to">
          <h3 id="order-ship-to">Shipping address</h3>
          <AddressLines address={order.shippingAddress} />
        </section>
      )}
      {order.shippingMethod && (
        <section aria-labelledby="order-ship-method">
          <h3 id="order-ship-method">Shipping method</h3>
          <p>{order.shippingMethod}</p>
        </section>
      )}
      {order.billingAddress && (
        <section aria-labelledby="order-bill-to">
          <h3 id="order-bill-to">Billing address</h3>
          <AddressLines address={order.billingAddress} />
        </section>
      )}
      {order.paymentMethods.length > 0 && (
        <section aria-labelledby="order-payment">
          <h3 id="order-payment">Payment method</h3>
          {order.paymentMethods.map((p) => (
            <p key={p.type}>{p.name}</p>
          ))}
        </section>
      )}
    </div>

    <OrderDocumentsView documents={order} />

    {order.comments.length > 0 && (
      <section className="order-view__comments" aria-labelledby="order-comments">
        <h3 id="order-comments">About your order</h3>
        <ul>
          {order.comments.map((c) => (
            <li key={`${c.timestamp}:${c.message}`}>
              <span className="order-view__date">{orderDateText(c.timestamp)}</span> {c.message}
            </li>
          ))}
        </ul>
      </section>
    )}
  </article>
)
