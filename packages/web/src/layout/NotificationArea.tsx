import { useNotifications } from "@shutter/react"
import { lazy, Suspense } from "react"
import { useSnapshot } from "valtio"
import { ui } from "../state/ui.js"

// The toasts' markup and actions: fetched with the first toast, not on the first paint.
const NotificationList = lazy(() => import("./NotificationList.js"))

/**
 * The toasts of `storefront.notifications` (at most 3, dismissed after 4000 ms by the SDK),
 * top right below the header so they never cover the cart button; beside the cart or wishlist
 * sidebar while one is open, where the screen has room for both, else above it (the open
 * sidebar starts below the stack: RightSidebar.tsx). The live region is on the page from the
 * start, so screen readers announce what comes into it.
 */
export const NotificationArea = () => {
  const { notifications } = useNotifications()
  const { wishlistSidebarOpen, cartSidebarOpen } = useSnapshot(ui)
  const besideSidebar = cartSidebarOpen || wishlistSidebarOpen
  return (
    <section
      className={besideSidebar ? "notifications notifications--beside-sidebar" : "notifications"}
      aria-live="polite"
      aria-label="Notifications"
    >
      {notifications.length > 0 && (
        <Suspense fallback={null}>
          <NotificationList />
        </Suspense>
      )}
    </section>
  )
}
