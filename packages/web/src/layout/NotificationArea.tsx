import { useNotifications } from "@shutter/react"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { ui } from "../state/ui.js"

/**
 * The toasts of `storefront.notifications` (at most 3, dismissed after 4000 ms by the SDK),
 * top right below the header so they never cover the cart button; beside the cart or wishlist
 * sidebar while one is open, where the screen has room for both, else above it (the open
 * sidebar starts below the stack: RightSidebar.tsx).
 */
export const NotificationArea = () => {
  const { notifications, dismiss } = useNotifications()
  const [, navigate] = useLocation()
  const { wishlistSidebarOpen, cartSidebarOpen } = useSnapshot(ui)
  const besideSidebar = cartSidebarOpen || wishlistSidebarOpen
  return (
    <section
      className={besideSidebar ? "notifications notifications--beside-sidebar" : "notifications"}
      aria-live="polite"
      aria-label="Notifications"
    >
      {notifications.map((n) => (
        <div
          key={n.id}
          className={`notice notice--${n.type}`}
          data-testid="notification"
          role="status"
        >
          {n.title && <p className="notice__title">{n.title}</p>}
          <p className="notice__message">{n.message}</p>
          <div className="notice__actions">
            {n.action && (
              <button
                type="button"
                className="notice__action"
                onClick={() => {
                  void dismiss(n.id)
                  if (n.action) navigate(n.action.url)
                }}
              >
                {n.action.text}
              </button>
            )}
            <button
              type="button"
              className="notice__close"
              aria-label="Dismiss notification"
              onClick={() => void dismiss(n.id)}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </section>
  )
}
