import type { CustomerProfile, CustomerSession, HomeRequest } from "@shutter/sdk"
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
