import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { followState } from "../content/followState.js"
import { type ObservableState, observableState } from "../content/observableState.js"
import type { NotSignedInError } from "../customer/customerErrors.js"
import { Session } from "../customer/Session.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import {
  CreateCustomerAddressMutation,
  DeleteCustomerAddressMutation,
  GetCustomerAddressesQuery,
  UpdateCustomerAddressMutation,
} from "./addresses.graphql.js"
import {
  type SavedAddress,
  type SavedAddressInput,
  toCustomerAddressInput,
  toSavedAddress,
} from "./savedAddress.js"

export type AddressCallError = GraphqlClientError | NotSignedInError

/** The address book after `saved` was created or changed: one default of each kind. */
const withSaved = (
  list: ReadonlyArray<SavedAddress>,
  saved: SavedAddress,
): ReadonlyArray<SavedAddress> => {
  const others = list.map((a) => ({
    ...a,
    defaultShipping: saved.defaultShipping ? false : a.defaultShipping,
    defaultBilling: saved.defaultBilling ? false : a.defaultBilling,
  }))
  const index = list.findIndex((a) => a.id === saved.id)
  return index === -1 ? [...others, saved] : others.map((a, i) => (i === index ? saved : a))
}

/** The signed-in customer's address book (spec §6: signed-in only). */
export class Addresses extends Context.Service<
  Addresses,
  {
    /** null until `list()`; emptied again by a sign-out. */
    readonly addresses: ObservableState<ReadonlyArray<SavedAddress> | null>
    readonly list: () => Effect.Effect<ReadonlyArray<SavedAddress>, AddressCallError>
    readonly add: (input: SavedAddressInput) => Effect.Effect<SavedAddress, AddressCallError>
    readonly update: (input: {
      readonly id: number
      readonly address: SavedAddressInput
    }) => Effect.Effect<SavedAddress, AddressCallError>
    /** Magento refuses to delete a default address (its message). */
    readonly remove: (input: { readonly id: number }) => Effect.Effect<boolean, AddressCallError>
  }
>()("@shutter/sdk/Addresses") {
  static readonly layer = Layer.effect(
    Addresses,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const session = yield* Session
      const addresses = observableState<ReadonlyArray<SavedAddress> | null>(null)
      yield* followState(session.session, (next) => {
        if (!next.signedIn && addresses.get() !== null) addresses.set(null)
      })

      const list = Effect.fn("Addresses.list")(function* () {
        yield* session.token()
        const { customer } = yield* gql.execute(GetCustomerAddressesQuery)
        const loaded = (customer?.addresses ?? []).filter((a) => a !== null).map(toSavedAddress)
        addresses.set(loaded)
        return loaded
      })

      const remember = (saved: SavedAddress) => {
        const current = addresses.get()
        if (current !== null) addresses.set(withSaved(current, saved))
        return saved
      }

      const missing = (operationName: string) =>
        Effect.die(new Error(`${operationName} returned no address`))

      const add = Effect.fn("Addresses.add")(function* (input: SavedAddressInput) {
        yield* session.token()
        const { createCustomerAddress } = yield* gql.execute(CreateCustomerAddressMutation, {
          input: toCustomerAddressInput(input),
        })
        if (createCustomerAddress === null) return yield* missing("createCustomerAddress")
        return remember(toSavedAddress(createCustomerAddress))
      })

      const update = Effect.fn("Addresses.update")(function* (input: {
        readonly id: number
        readonly address: SavedAddressInput
      }) {
        yield* session.token()
        const { updateCustomerAddress } = yield* gql.execute(UpdateCustomerAddressMutation, {
          id: input.id,
          input: toCustomerAddressInput(input.address),
        })
        if (updateCustomerAddress === null) return yield* missing("updateCustomerAddress")
        return remember(toSavedAddress(updateCustomerAddress))
      })

      const remove = Effect.fn("Addresses.remove")(function* (input: { readonly id: number }) {
        yield* session.token()
        const { deleteCustomerAddress } = yield* gql.execute(DeleteCustomerAddressMutation, {
          id: input.id,
        })
        const current = addresses.get()
        if (deleteCustomerAddress === true && current !== null)
          addresses.set(current.filter((a) => a.id !== input.id))
        return deleteCustomerAddress === true
      })

      return Addresses.of({
        addresses: { get: addresses.get, subscribe: addresses.subscribe },
        list,
        add,
        update,
        remove,
      })
    }),
  )
}
