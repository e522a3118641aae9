// The storefront's events part of the "@shutter/sdk" facade exports.
export type {
  AccountFailure,
  CartEvent,
  CustomerEvent,
  DomainEvent,
  StorefrontEvent,
  StorefrontEventListener,
  StorefrontEventOf,
  StorefrontEventSource,
  StorefrontEventType,
  WishlistEvent,
} from "./storefrontEvent.js"
