/** Where toasts appear (top right, at most three, spec §4); filled by the cart and account issues. */
export const NotificationArea = () => (
  <section className="notifications" aria-live="polite" aria-label="Notifications" />
)
