import { useCartActionStatus, useCartActions, useWarrantyOffers } from "@shutter/react"
import {
  type CartItem,
  canTakeWarranty,
  coveredProductId,
  formatMoney,
  warrantyPlanFor,
  warrantyPrice,
} from "@shutter/sdk/rules"
import { useState } from "react"

/**
 * 'Add protection' under a cart line: the plans the warranty provider offers for its product,
 * with prices. Choosing one adds it (spec §3 payload) for the line's quantity; the SDK's
 * `busy.addWarranty` is the loader, and the line then shows its warranty.
 */
export const WarrantyOffers = ({ item }: { readonly item: CartItem }) => {
  const sku = canTakeWarranty(item) ? (item.product.sku ?? undefined) : undefined
  const { data } = useWarrantyOffers(sku)
  const { addWarranty } = useCartActions()
  const { busy } = useCartActionStatus("addWarranty")
  const [chosen, setChosen] = useState<string | null>(null)
  if (
    sku === undefined ||
    data === undefined ||
    data.plans.length === 0 ||
    coveredProductId(data, item) === undefined
  )
    return null
  const currency = item.prices?.row_total.currency
  const name = item.product.name ?? sku
  const adding = busy && chosen !== null
  return (
    <div className="warranty-offers" data-testid="warranty-offers">
      <p className="warranty-offers__title" id={`warranty-${item.uid}`}>
        Add protection
      </p>
      <ul
        className="cart-line__options warranty-offers__plans"
        aria-labelledby={`warranty-${item.uid}`}
      >
        {data.plans.map((plan) => (
          <li key={plan.planId}>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => {
                setChosen(plan.planId)
                // A refused plan shows nothing (spec §8: logged only); the line stays as it was.
                addWarranty({
                  plan: warrantyPlanFor(data, plan, item),
                  quantity: item.quantity,
                })
                  .catch(() => undefined)
                  .finally(() => setChosen(null))
              }}
            >
              {plan.title} — {formatMoney(warrantyPrice(plan, currency))}
              <span className="visually-hidden"> for {name}</span>
            </button>
          </li>
        ))}
      </ul>
      {adding && (
        <p className="warranty-offers__loader" role="status" data-testid="warranty-loader">
          Adding protection…
        </p>
      )}
    </div>
  )
}
