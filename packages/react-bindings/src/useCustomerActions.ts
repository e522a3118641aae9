import type { AccountAction, Storefront } from "@shutter/sdk"
import { useSnapshot } from "valtio"
import { useStorefrontContext } from "./useStorefront.js"

// The account screens' hooks (sign-in, registration, profile), apart from the session hooks a
// header renders with: a UI's first paint does not carry them.

/** Busy flag and last error message (joined, spec §8) of one account action. */
export const useAccountActionStatus = (
  action: AccountAction,
): { readonly busy: boolean; readonly error: string | null } => {
  const { status } = useSnapshot(useStorefrontContext().account)
  return { busy: status.busy[action], error: status.errors[action] }
}

/** The SDK's account operations (stable: the storefront's own methods). */
export const useCustomerActions = (): Storefront["customer"] =>
  useStorefrontContext().storefront.customer
