import type { AccountStatus, CustomerSession, HomeRequest, Storefront } from "@shutter/sdk"
import { proxy, ref } from "valtio"

/** The customer session, the home requests and the account actions' status, mirrored. */
export interface AccountState {
  session: CustomerSession
  homeRequest: HomeRequest | null
  status: AccountStatus
}

export type AccountStore = AccountState

/**
 * A valtio store following the SDK's `customer` observables: the SDK decides (sign-in,
 * sign-out, authorization failure), the store only mirrors. Values are `ref`s: replaced, never
 * mutated.
 */
export const createAccountStore = (storefront: Storefront): AccountStore => {
  const { customer } = storefront
  const state = proxy<AccountState>({
    session: ref(customer.session.get()),
    homeRequest: customer.homeRequest.get(),
    status: ref(customer.status.get()),
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
