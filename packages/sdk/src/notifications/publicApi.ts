// The notifications part of the "@shutter/sdk" facade exports.
export * from "./messages.js"
export * from "./notificationQueue.js"
export type { NotificationsFacade } from "./notificationsFacade.js"
