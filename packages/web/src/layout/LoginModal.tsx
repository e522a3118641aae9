import { useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { closeOverlay, ui } from "../state/ui.js"

/** Sign-in arrives with the account issue; until then the modal says so plainly. */
export const LoginModal = () => {
  const { loginModalOpen } = useSnapshot(ui)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (loginModalOpen && !element.open) element.showModal()
    if (!loginModalOpen && element.open) element.close()
  }, [loginModalOpen])
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="login-title"
      onClose={() => closeOverlay("loginModalOpen")}
    >
      <h2 id="login-title">Sign in — coming soon</h2>
      <p>
        Accounts, order history and sign-in are coming soon. You can browse and search the whole
        catalogue now.
      </p>
      <button type="button" className="button" onClick={() => closeOverlay("loginModalOpen")}>
        Close
      </button>
    </dialog>
  )
}
