import type { SavedAddress, Storefront } from "@shutter/sdk"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { useCustomerSession } from "./useCustomer.js"
import { useStorefrontContext } from "./useStorefront.js"

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
