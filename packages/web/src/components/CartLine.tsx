import { useCartActions } from "@shutter/react"
import {
  type CartItem,
  canChangeQuantity,
  type DisplayCurrency,
  formatDisplayMoney,
  giftCardLineDetails,
} from "@shutter/sdk/rules"
import { useDisplayCurrency } from "../hooks/useDisplayCurrency.js"
import { requestRemove } from "../state/ui.js"
import { CatalogImage } from "./CatalogImage.js"
import { WarrantyOffers } from "./WarrantyOffers.js"

/** A gift card's amount, recipient, sender and message. */
const giftCardOptionsOf = (
  item: CartItem,
  display: DisplayCurrency | undefined,
): ReadonlyArray<string> => {
  const card = giftCardLineDetails(item)
  if (card === null) return []
  return [
    ...(card.amount ? [`Amount: ${formatDisplayMoney(card.amount, display)}`] : []),
    `To: ${card.to}`,
    `From: ${card.from}`,
    ...(card.message === null ? [] : [`Message: ${card.message}`]),
  ]
}

/** What the shopper chose for a line: variant values, bundle selections, custom options. */
const optionsOf = (item: CartItem, display: DisplayCurrency | undefined): ReadonlyArray<string> => [
  ...giftCardOptionsOf(item, display),
  ...(item.configurable_options ?? []).map((o) => `${o.option_label}: ${o.value_label}`),
  ...(item.bundle_options ?? []).map(
    (o) => `${o.label}: ${o.values.map((v) => `${v.quantity} × ${v.label}`).join(", ")}`,
  ),
  ...(item.__typename === "DownloadableCartItem" && (item.links ?? []).length > 0
    ? [`Downloads: ${(item.links ?? []).flatMap((l) => (l?.title ? [l.title] : [])).join(", ")}`]
    : []),
  ...(item.customizable_options ?? []).flatMap((o) =>
    o ? [`${o.label}: ${o.values.map((v) => v.label || v.value).join(", ")}`] : [],
  ),
]

/**
 * One cart line: image (170×170 in the cart, 100×100 in the checkout summary), options, and
 * the protection plan covering it (its quantity follows the line's; it can be removed alone);
 * the editable variant has quantity steppers (sent by the SDK after 1000 ms) and a remove
 * button (the SDK's confirmation modal).
 */
export const CartLine = ({
  item,
  plan,
  size,
  editable,
  charged = false,
}: {
  readonly item: CartItem
  readonly plan?: CartItem | undefined
  readonly size: 170 | 100
  readonly editable: boolean
  /** Amounts as charged (a placed order), not in the display currency. */
  readonly charged?: boolean
}) => {
  const { updateQuantity } = useCartActions()
  const chosen = useDisplayCurrency()
  const display = charged ? undefined : chosen
  const image = item.configured_variant?.thumbnail?.url ?? item.product.thumbnail?.url
  const name = item.product.name ?? item.product.sku ?? ""
  const change = (quantity: number) => {
    // A replaced or failed change rejects; a failure is already shown as a toast.
    if (quantity > 0) updateQuantity({ uid: item.uid, quantity }).catch(() => undefined)
  }
  return (
    <li className="cart-line" data-testid="cart-line">
      {image ? (
        <CatalogImage
          url={image}
          size={{ width: size, height: size }}
          alt=""
          className="cart-line__image"
        />
      ) : (
        <span className="cart-line__image" style={{ width: size, height: size }} />
      )}
      <div className="cart-line__body">
        <p className="cart-line__name">{name}</p>
        <ul className="cart-line__options">
          {optionsOf(item, display).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {item.prices && (
          <p className="cart-line__price">{formatDisplayMoney(item.prices.row_total, display)}</p>
        )}
        {item.warranty && (
          <div className="cart-line__plan" data-testid="cart-line-plan">
            <span data-testid="cart-line-warranty">
              Warranty: {item.warranty.title} ({item.warranty.term} months)
            </span>
            {plan?.prices && (
              <span className="cart-line__plan-price">
                {plan.quantity} × {formatDisplayMoney(plan.prices.price, display)}
              </span>
            )}
            {editable && plan && (
              <button type="button" className="link-button" onClick={() => requestRemove(plan)}>
                Remove plan<span className="visually-hidden"> from {name}</span>
              </button>
            )}
          </div>
        )}
        {editable && <WarrantyOffers item={item} />}
        {editable && canChangeQuantity(item) ? (
          <div className="cart-line__actions">
            <fieldset className="stepper">
              <legend className="visually-hidden">Quantity of {name}</legend>
              <button
                type="button"
                aria-label="Decrease quantity"
                disabled={item.quantity <= 1}
                onClick={() => change(item.quantity - 1)}
              >
                −
              </button>
              <span data-testid="line-qty">{item.quantity}</span>
              <button
                type="button"
                aria-label="Increase quantity"
                onClick={() => change(item.quantity + 1)}
              >
                +
              </button>
            </fieldset>
            <button type="button" className="link-button" onClick={() => requestRemove(item)}>
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          </div>
        ) : (
          <p className="cart-line__qty">Qty: {item.quantity}</p>
        )}
      </div>
    </li>
  )
}
