import { useCartActions, useCartPendingRemoval } from "@shutter/react"
import { cartLineName } from "@shutter/sdk/rules"
import { useModalDialog } from "./useModalDialog.js"

/** The removal confirmation (spec §4): the SDK holds the pending line until confirmed. */
export const RemoveItemModal = () => {
  const pending = useCartPendingRemoval()
  const { confirmRemove, cancelRemove } = useCartActions()
  const dialog = useModalDialog(pending !== null)
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="remove-item-title"
      onClose={() => void cancelRemove()}
    >
      <h2 id="remove-item-title">Remove item</h2>
      <p>Remove {pending ? cartLineName(pending) || "this item" : "this item"} from your cart?</p>
      <div className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void confirmRemove()}
        >
          Remove
        </button>
        <button type="button" className="button" onClick={() => void cancelRemove()}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
