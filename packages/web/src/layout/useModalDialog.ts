import { useEffect, useRef } from "react"

/**
 * Opens/closes a native <dialog> as `open` changes: modal (focus trap, Escape, backdrop), or
 * non-modal (`show()`), which keeps the page's notifications clickable above it.
 */
export const useModalDialog = (open: boolean, modal = true) => {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      if (modal) element.showModal()
      else {
        element.show()
        element.focus()
      }
    }
    if (!open && element.open) element.close()
  }, [open, modal])
  return dialog
}
