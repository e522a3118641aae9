// `storefront.addresses`: the signed-in customer's address book.
import type { ObservableState } from "../content/observableState.js"
import type { CallInput, FacadeRun } from "../facadeRun.js"
import {
  type CallTable,
  observe,
  pick,
  reshape,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "../serviceCalls.js"
import { Addresses } from "./Addresses.js"
import { type AddressUpdate, addressUpdateOf } from "./addressUpdate.js"
import type { SavedAddress } from "./savedAddress.js"

const addressesCalls = {
  /**
   * The saved addresses.
   * @example const addresses = await storefront.addresses.list()
   */
  list: whole,
  /**
   * Saves a new address.
   * @example await storefront.addresses.add({ firstname, lastname, street, city, postcode, countryCode: "US", telephone })
   */
  add: whole,
  /**
   * Changes the fields given of a saved address: `{ address, changes }` takes the
   * `SavedAddress` a previous `list()`/`add()` returned, `{ id, address }` its id.
   * @example
   * const [saved] = await storefront.addresses.list()
   * if (saved) await storefront.addresses.update({ address: saved, changes: { city: "Boston" } })
   * await storefront.addresses.update({ id: 7, address: { city: "Boston" } })
   */
  update: reshape((input: CallInput<AddressUpdate>) => addressUpdateOf(input)),
  /**
   * Deletes a saved address (a `SavedAddress` is an input); Magento refuses a default one.
   * @example await storefront.addresses.remove(address)
   */
  remove: pick("id"),
} satisfies CallTable<Addresses["Service"]>

export interface AddressesFacade
  extends ServiceFacade<Addresses["Service"], typeof addressesCalls> {
  /**
   * null until `list()`; null again after a sign-out.
   * @example storefront.addresses.addresses.subscribe((list) => render(list ?? []))
   */
  readonly addresses: ObservableState<ReadonlyArray<SavedAddress> | null>
}

export const addressesFacade = (
  run: FacadeRun<Addresses>,
  service: () => Addresses["Service"],
): AddressesFacade => ({
  addresses: observe(() => service().addresses),
  ...serviceCalls(run, Addresses, addressesCalls),
})
