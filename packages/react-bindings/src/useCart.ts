import type { CartAction, CartFailure, CartModel, Notification, Storefront } from "@shutter/sdk"
import { useSnapshot } from "valtio"
import { useStorefrontContext } from "./useStorefront.js"

// Selector hooks over the shopping store: each reads one leaf, so a badge re-renders only when
// the quantity changes. Actions are the SDK's own (the rules live there).

const useShopping = () => useStorefrontContext().shopping

/** The shopper's cart (null until loaded or when there is none). */
export const useCart = (): CartModel | null => useSnapshot(useShopping()).cart as CartModel | null

/** The header badge. */
export const useCartTotalQuantity = (): number => useSnapshot(useShopping()).totalQuantity

/** Busy flag and last error of one cart action (e.g. the coupon box, the warranty loader). */
export const useCartActionStatus = (
  action: CartAction,
): { readonly busy: boolean; readonly error: CartFailure | null } => {
  const { status } = useSnapshot(useShopping())
  return { busy: status.busy[action], error: status.errors[action] }
}

/** The SDK's cart operations (stable: the storefront's own methods). */
export const useCartActions = (): Storefront["cart"] => useStorefrontContext().storefront.cart

/** The SDK's checkout steps. */
export const useCheckoutActions = (): Storefront["checkout"] =>
  useStorefrontContext().storefront.checkout

/** Payment methods and card payments (`storefront.payments`). */
export const usePaymentActions = (): Storefront["payments"] =>
  useStorefrontContext().storefront.payments

/** The notification area's stack (at most 3, spec §4) and how to dismiss one. */
export const useNotifications = (): {
  readonly notifications: ReadonlyArray<Notification>
  readonly dismiss: (id: number) => Promise<void>
} => {
  const { storefront, shopping } = useStorefrontContext()
  const { notifications } = useSnapshot(shopping)
  return {
    notifications: notifications as ReadonlyArray<Notification>,
    dismiss: (id) => storefront.notifications.dismiss({ id }),
  }
}
