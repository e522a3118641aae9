import type {
  AccountAction,
  CustomerProfile,
  CustomerSession,
  HomeRequest,
  ListOrdersInput,
  OrderDetails,
  OrderPage,
  SavedAddress,
  Storefront,
} from "@shutter/sdk"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

// Account hooks over the account store (the SDK's session state); actions are the SDK's own.

const useAccount = () => useStorefrontContext().account

/** Signed in? and who (null until `customer.load()` or a sign-in). */
export const useCustomerSession = (): CustomerSession =>
  useSnapshot(useAccount()).session as CustomerSession

/** The signed-in customer, or null. */
export const useCustomer = (): CustomerProfile | null => useCustomerSession().customer

/** Whether a customer token is held (spec §6: guest or signed-in customer). */
export const useIsSignedIn = (): boolean => useCustomerSession().signedIn

/**
 * The SDK's latest request to send the shopper home (authorization failure, password reset);
 * a router navigates when its `id` changes.
 */
export const useHomeRequest = (): HomeRequest | null =>
  useSnapshot(useAccount()).homeRequest as HomeRequest | null

/** Busy flag and last error message (joined, spec §8) of one account action. */
export const useAccountActionStatus = (
  action: AccountAction,
): { readonly busy: boolean; readonly error: string | null } => {
  const { status } = useSnapshot(useAccount())
  return { busy: status.busy[action], error: status.errors[action] }
}

/** The SDK's account operations (stable: the storefront's own methods). */
export const useCustomerActions = (): Storefront["customer"] =>
  useStorefrontContext().storefront.customer

/**
 * The signed-in customer's address book (loaded on first use, null while signed out) and its
 * operations; the list follows every add, update and removal.
 */
export const useAddresses = (): {
  readonly addresses: ReadonlyArray<SavedAddress> | null
  readonly actions: Storefront["addresses"]
} => {
  const { storefront, account } = useStorefrontContext()
  const { addresses } = useSnapshot(account)
  const { signedIn } = useCustomerSession()
  useEffect(() => {
    if (signedIn && storefront.addresses.addresses.get() === null)
      storefront.addresses.list().catch(() => undefined)
  }, [signedIn, storefront])
  return {
    addresses: addresses as ReadonlyArray<SavedAddress> | null,
    actions: storefront.addresses,
  }
}

/** One page of the customer's orders (cached per customer and page); undefined: not needed yet. */
export const useOrders = (input: ListOrdersInput | undefined): QueryResult<OrderPage> => {
  const { storefront } = useStorefrontContext()
  const email = useCustomer()?.email
  const key =
    input === undefined || email === undefined
      ? undefined
      : `orders.list:${email}:${input.currentPage ?? 1}:${input.pageSize ?? 10}`
  return useQuery(key, () => storefront.orders.list(input))
}

/** One order with everything the order page and its print view show. */
export const useOrder = (number: string | undefined): QueryResult<OrderDetails> => {
  const { storefront } = useStorefrontContext()
  const email = useCustomer()?.email
  const key =
    number === undefined || email === undefined ? undefined : `orders.get:${email}:${number}`
  return useQuery(key, () => storefront.orders.get({ number: number ?? "" }))
}

/** The order operations (reorder). */
export const useOrderActions = (): Storefront["orders"] => useStorefrontContext().storefront.orders
