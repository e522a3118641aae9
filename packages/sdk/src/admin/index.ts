// "@shutter/sdk/admin": a client for Magento 2.4's admin REST API (orders, invoices, shipments,
// credit memos, products), Effect-free and kept out of the storefront bundle.

export { carrierTitle, KNOWN_CARRIERS, trackingUrl } from "../orders/tracking.js"
export * from "./adminClient.js"
export * from "./adminErrors.js"
export type * from "./adminTypes.js"
export * from "./searchCriteria.js"
