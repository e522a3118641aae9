// The address book part of the "@shutter/sdk" facade exports.

export type { AddressesFacade } from "./addressesFacade.js"
export type { AddressUpdate } from "./addressUpdate.js"
export * from "./savedAddress.js"
