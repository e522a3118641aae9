import { useCartActionStatus, useCartActions } from "@shutter/react"
import {
  formatMoney,
  leadTokenOf,
  type WarrantyLead,
  warrantyPlanFor,
  warrantyPrice,
  withoutLeadToken,
} from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { setCartSidebarOpen } from "../state/ui.js"
import { useModalDialog } from "./useModalDialog.js"

/** What the offer link's lead turned out to be: still loading, gone, or its product and plans. */
type LeadState = "loading" | "gone" | WarrantyLead

/**
 * Spec §2 `?leadToken=`: the aftermarket warranty offer for a product bought earlier (the
 * provider's lead, region US). Choosing a plan adds it (spec §3 payload) through the SDK's
 * aftermarket call, signed in or not, then the cart sidebar shows it. Closing drops the token
 * from the URL.
 */
export const WarrantyLeadDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const [token] = useState(() => leadTokenOf(window.location.href))
  const cart = useCartActions()
  const { busy } = useCartActionStatus("addWarranty")
  const [lead, setLead] = useState<LeadState>("loading")
  const [refused, setRefused] = useState(false)
  const [open, setOpen] = useState(true)
  const dialog = useModalDialog(open)

  useEffect(() => {
    if (token === undefined) return setLead("gone")
    let current = true
    cart.warrantyLead({ leadToken: token }).then(
      (found) => current && setLead(found ?? "gone"),
      () => current && setLead("gone"),
    )
    return () => {
      current = false
    }
  }, [token, cart])

  const close = () => {
    setOpen(false)
    window.history.replaceState(window.history.state, "", withoutLeadToken(window.location.href))
    onClose()
  }

  const offer = typeof lead === "object" ? lead : undefined
  return (
    <dialog
      ref={dialog}
      className="modal warranty-lead"
      aria-labelledby="warranty-lead-title"
      aria-busy={lead === "loading" || busy}
      onClose={close}
    >
      <h2 id="warranty-lead-title">{offer ? `Protect your ${offer.name}` : "Protection plans"}</h2>
      {lead === "loading" && <p>Loading your offer…</p>}
      {lead === "gone" && <p>This protection offer is no longer available.</p>}
      {offer && (
        <ul className="warranty-lead__plans" aria-label="Protection plans">
          {offer.plans.map((plan) => (
            <li key={plan.planId}>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  setRefused(false)
                  void cart
                    .addAftermarketWarranty({
                      leadToken: offer.leadToken,
                      plan: warrantyPlanFor(offer, plan),
                    })
                    .then(
                      () => {
                        close()
                        setCartSidebarOpen(true)
                      },
                      () => setRefused(true),
                    )
                }}
              >
                Add {plan.title} — {formatMoney(warrantyPrice(plan, undefined))}
              </button>
            </li>
          ))}
        </ul>
      )}
      {busy && <p role="status">Adding protection…</p>}
      {refused && <p role="alert">The protection plan could not be added. Please try again.</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  )
}
