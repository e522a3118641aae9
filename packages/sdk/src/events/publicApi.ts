// The storefront's events part of the "@shutter/sdk" facade exports.
export type {
  StorefrontEvent,
  StorefrontEventListener,
  StorefrontEventOf,
  StorefrontEventSource,
  StorefrontEventType,
} from "./storefrontEvent.js"
