// `storefront.notifications`: the notification area, observed and changed.
import type { ObservableState } from "../content/observableState.js"
import type { FacadeRun } from "../facadeRun.js"
import {
  type CallTable,
  observe,
  pick,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "../serviceCalls.js"
import { Notifications } from "./Notifications.js"
import type { Notification } from "./notificationQueue.js"

const notificationsCalls = {
  /**
   * Shows a notification (also emitted as a `toast` event); null when already shown.
   * @example await storefront.notifications.add({ type: "info", message: "Saved" })
   */
  add: whole,
  /**
   * Dismisses one (a `Notification` is an input).
   * @example await storefront.notifications.dismiss(notification)
   */
  dismiss: pick("id"),
  /**
   * Dismisses all.
   * @example await storefront.notifications.clear()
   */
  clear: whole,
} satisfies CallTable<Notifications["Service"]>

export interface NotificationsFacade
  extends ObservableState<ReadonlyArray<Notification>>,
    ServiceFacade<Notifications["Service"], typeof notificationsCalls> {}

export const notificationsFacade = (
  run: FacadeRun<Notifications>,
  service: () => Notifications["Service"],
): NotificationsFacade => ({
  ...observe(() => service().notifications),
  ...serviceCalls(run, Notifications, notificationsCalls),
})
