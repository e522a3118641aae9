import type {
  AccountStatus,
  CustomerSession,
  HomeRequest,
  SavedAddress,
  Storefront,
} from "@shutter/sdk"
import { proxy, ref } from "valtio"

/** The customer session, home requests, account actions' status and address book, mirrored. */
export interface AccountState {
  session: CustomerSession
  homeRequest: HomeRequest | null
  status: AccountStatus
  /** The address book: null until `addresses.list()`, and after a sign-out. */
  addresses: ReadonlyArray<SavedAddress> | null
}

export type AccountStore = AccountState

/**
 * A valtio store following the SDK's `customer` observables: the SDK decides (sign-in,
 * sign-out, authorization failure), the store only mirrors. Values are `ref`s: replaced, never
 * mutated.
 */
export const createAccountStore = (storefront: Storefront): AccountStore => {
  const { customer } = storefront
  const frozen = <A extends object | null>(value: A): A => (value === null ? value : ref(value))
  const state = proxy<AccountState>({
    session: ref(customer.session.get()),
    homeRequest: customer.homeRequest.get(),
    status: ref(customer.status.get()),
    addresses: frozen(storefront.addresses.addresses.get()),
  })
  storefront.addresses.addresses.subscribe((value) => {
    state.addresses = frozen(value)
  })
  customer.session.subscribe((value) => {
    state.session = ref(value)
  })
  customer.homeRequest.subscribe((value) => {
    state.homeRequest = value === null ? null : ref(value)
  })
  customer.status.subscribe((value) => {
    state.status = ref(value)
  })
  return state
}
