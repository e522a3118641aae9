// An address update as a caller holds it: the `SavedAddress` a previous call returned and the
// fields to change, or only its id and the fields to change.
import type { SavedAddress, SavedAddressInput } from "./savedAddress.js"

/**
 * `{ address, changes }` (a `SavedAddress` from `addresses.list()`/`add()` and the fields to
 * change) or `{ id, address }` (its id and the fields to change).
 */
export type AddressUpdate =
  | { readonly address: Pick<SavedAddress, "id">; readonly changes: SavedAddressInput }
  | { readonly id: number; readonly address: SavedAddressInput }

/** The `Addresses.update` input: the saved address's id and only the fields to change. */
export const addressUpdateOf = (
  input: AddressUpdate,
): { readonly id: number; readonly address: SavedAddressInput } =>
  "changes" in input
    ? { id: input.address.id, address: input.changes }
    : { id: input.id, address: input.address }
