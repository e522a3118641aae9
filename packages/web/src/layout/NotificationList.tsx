import { useNotifications } from "@shutter/react"
import { useLocation } from "wouter"

/** The toasts, each with its action (if any) and a dismiss button. */
const NotificationList = () => {
  const { notifications, dismiss } = useNotifications()
  const [, navigate] = useLocation()
  return (
    <>
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
    </>
  )
}

export default NotificationList
