// The analytics part of the "@shutter/sdk" facade exports.
export { Analytics, type BrowserAnalyticsOptions } from "./Analytics.js"
export type { Ga4Event, Ga4EventName, Ga4Item, MarketingEvent } from "./ga4Events.js"
