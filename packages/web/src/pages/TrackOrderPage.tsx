import { useCheckoutActions } from "@shutter/react"
import {
  type FieldErrors,
  formatMoney,
  type GuestOrder,
  type GuestOrderItem,
  orderDocumentsOf,
  type TrackOrderField,
  validateTrackOrderForm,
} from "@shutter/sdk/rules"
import { useState } from "react"
import { PageHead } from "../seo/PageHead.js"
import { OrderDocumentsView } from "./account/OrderDocuments.js"
import { Field } from "./checkout/AddressFields.js"
import { errorMessage } from "./checkout/errorMessage.js"

const OrderView = ({ order }: { readonly order: GuestOrder }) => (
  <article
    className="tracked-order"
    data-testid="tracked-order"
    aria-labelledby="tracked-order-title"
  >
    <h2 id="tracked-order-title">Order #{order.number}</h2>
    <p>
      Status: <strong data-testid="order-status">{order.status}</strong> · Placed {order.order_date}
    </p>
    <table className="tracked-order__items">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">SKU</th>
          <th scope="col">Price</th>
          <th scope="col">Qty</th>
        </tr>
      </thead>
      <tbody>
        {(order.items ?? [])
          .filter((i): i is GuestOrderItem => i !== null)
          .map((item) => (
            <tr key={item.id}>
              <td>{item.product_name}</td>
              <td>{item.product_sku}</td>
              <td>{formatMoney(item.product_sale_price)}</td>
              <td>{item.quantity_ordered}</td>
            </tr>
          ))}
      </tbody>
    </table>
    {order.total && (
      <dl className="totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(order.total.subtotal)}</dd>
        </div>
        {(order.total.discounts ?? []).map((d) =>
          d ? (
            <div key={d.label}>
              <dt>Discount ({d.label})</dt>
              <dd>−{formatMoney(d.amount)}</dd>
            </div>
          ) : null,
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{formatMoney(order.total.total_shipping)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatMoney(order.total.total_tax)}</dd>
        </div>
        <div className="totals__grand">
          <dt>Grand total</dt>
          <dd data-testid="order-grand-total">{formatMoney(order.total.grand_total)}</dd>
        </div>
      </dl>
    )}
    <OrderDocumentsView documents={orderDocumentsOf(order)} />
  </article>
)

/** `/track-order`: a guest finds an order by number, email and postcode. */
export const TrackOrderPage = () => {
  const { guestOrder } = useCheckoutActions()
  const [form, setForm] = useState<Record<TrackOrderField, string>>({
    number: "",
    email: "",
    postcode: "",
  })
  const [errors, setErrors] = useState<FieldErrors<TrackOrderField>>({})
  const [order, setOrder] = useState<GuestOrder | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const find = async () => {
    const next = validateTrackOrderForm(form)
    setErrors(next)
    if (Object.keys(next).length > 0) return
    setBusy(true)
    setFailure(undefined)
    try {
      setOrder(
        await guestOrder({
          number: form.number.trim(),
          email: form.email.trim(),
          postcode: form.postcode.trim(),
        }),
      )
    } catch (error) {
      setOrder(undefined)
      setFailure(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const field = (name: TrackOrderField, label: string, type = "text") => (
    <Field
      id={`track-${name}`}
      label={label}
      type={type}
      value={form[name]}
      error={errors[name]}
      required
      onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
    />
  )

  return (
    <section className="track-order" data-testid="track-order">
      <PageHead title={"Track an order"} />
      <h1>Track an order</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void find()
        }}
      >
        {field("number", "Order number")}
        {field("email", "Email", "email")}
        {field("postcode", "Billing postcode")}
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          Find order
        </button>
      </form>
      {order && <OrderView order={order} />}
    </section>
  )
}
