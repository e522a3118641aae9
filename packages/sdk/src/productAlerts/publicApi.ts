// The product alerts part of the "@shutter/sdk" facade exports.
export type { ProductAlertChange } from "./ProductAlerts.js"
export * from "./productAlertModel.js"
