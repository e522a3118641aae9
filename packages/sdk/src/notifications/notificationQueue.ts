/** Spec §9: at most 3 notifications at once; non-persistent ones disappear after 4000 ms. */
export const NOTIFICATION_LIMIT = 3
export const NOTIFICATION_TIMEOUT_MS = 4000

export type NotificationType = "success" | "danger" | "warning" | "info"

export interface NotificationAction {
  readonly text: string
  readonly url: string
}

/** What a caller asks to show. `persistent` defaults to false (spec §8: notices do not persist). */
export interface NotificationInput {
  readonly type: NotificationType
  readonly message: string
  readonly title?: string
  readonly action?: NotificationAction
  readonly persistent?: boolean
}

export interface Notification {
  readonly id: number
  readonly type: NotificationType
  readonly message: string
  readonly title?: string
  readonly action?: NotificationAction
  readonly persistent: boolean
}

/**
 * Spec §4 Notifications: an identical message is not added twice (the list is returned as is);
 * otherwise the new one is appended and the oldest dropped while there are more than the limit.
 */
export const enqueueNotification = (
  current: ReadonlyArray<Notification>,
  next: Notification,
  limit: number = NOTIFICATION_LIMIT,
): ReadonlyArray<Notification> => {
  if (current.some((n) => n.message === next.message)) return current
  const appended = [...current, next]
  return appended.slice(Math.max(0, appended.length - limit))
}
