import { type ReactNode, useEffect, useRef } from "react"
import { useLocation } from "wouter"
import { closeMobileMenu } from "../state/ui.js"
import { useModalDialog } from "./useModalDialog.js"

/**
 * A sidebar sliding from the right (the cart's, the wishlist's). Non-modal, so the toasts (View)
 * stay usable above it; the backdrop, Escape and Close close it. Opening it first closes the
 * mobile menu (spec §2); going to another page (a toast's View, a link) closes it.
 */
export const RightSidebar = ({
  open,
  onClose,
  title,
  titleId,
  testId,
  children,
}: {
  readonly open: boolean
  readonly onClose: () => void
  readonly title: string
  readonly titleId: string
  readonly testId: string
  readonly children: ReactNode
}) => {
  const dialog = useModalDialog(open, false)
  useEffect(() => {
    if (open) closeMobileMenu()
  }, [open])
  // Where there is no room beside it, the toasts sit above the sidebar (cart.css): the stack's
  // height, as `--notices-height`, is where the sidebar starts.
  useEffect(() => {
    const area = document.querySelector<HTMLElement>(".notifications")
    if (!open || area === null || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty("--notices-height", `${area.offsetHeight}px`),
    )
    observer.observe(area)
    return () => observer.disconnect()
  }, [open])
  const [location] = useLocation()
  const shownAt = useRef(location)
  useEffect(() => {
    if (shownAt.current !== location && open) onClose()
    shownAt.current = location
  }, [location, open, onClose])
  return (
    <>
      {open && <div className="sidebar-backdrop" aria-hidden="true" onClick={onClose} />}
      <dialog
        ref={dialog}
        className="sidebar sidebar--right"
        aria-labelledby={titleId}
        aria-modal="false"
        tabIndex={-1}
        onClose={onClose}
        onKeyDown={(e) => {
          if (e.key === "Escape") onClose()
        }}
        data-testid={testId}
      >
        <div className="sidebar__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        {children}
      </dialog>
    </>
  )
}
