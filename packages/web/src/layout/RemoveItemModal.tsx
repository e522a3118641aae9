import { useCartActions } from "@shutter/react"
import { cartLineName } from "@shutter/sdk/rules"
import { cancelRemove } from "../state/ui.js"
import { useModalDialog } from "./useModalDialog.js"
import { usePendingRemoval } from "./usePendingRemoval.js"

/** The removal confirmation (spec §4): the UI holds the pending line until confirmed. */
export const RemoveItemModal = () => {
  const pending = usePendingRemoval()
  const { removeItem } = useCartActions()
  const confirmRemove = () => {
    cancelRemove()
    if (pending !== null) void removeItem({ line: pending })
  }
  const dialog = useModalDialog(pending !== null)
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="remove-item-title"
      onClose={cancelRemove}
    >
      <h2 id="remove-item-title">Remove item</h2>
      <p>Remove {pending ? cartLineName(pending) || "this item" : "this item"} from your cart?</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={confirmRemove}>
          Remove
        </button>
        <button type="button" className="button" onClick={cancelRemove}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
