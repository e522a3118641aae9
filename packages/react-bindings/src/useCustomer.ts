import type {
  AccountAction,
  CustomerProfile,
  CustomerSession,
  HomeRequest,
  Storefront,
} from "@shutter/sdk"
import { useSnapshot } from "valtio"
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
