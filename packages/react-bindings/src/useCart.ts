import type {
  CartAction,
  CartFailure,
  CartItem,
  CartModel,
  GiftCardProductFields,
  Notification,
  Storefront,
  WarrantyOffers,
} from "@shutter/sdk"
import { useSnapshot } from "valtio"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

// Selector hooks over the shopping store: each reads one leaf, so a badge re-renders only when
// the quantity changes. Actions are the SDK's own (the rules live there).

const useShopping = () => useStorefrontContext().shopping

/** The shopper's cart (null until loaded or when there is none). */
export const useCart = (): CartModel | null => useSnapshot(useShopping()).cart as CartModel | null

/** The header badge. */
export const useCartTotalQuantity = (): number => useSnapshot(useShopping()).totalQuantity

/** The line waiting for the removal confirmation modal. */
export const useCartPendingRemoval = (): CartItem | null =>
  useSnapshot(useShopping()).pendingRemoval as CartItem | null

/** Busy flag and last error of one cart action (e.g. the coupon box, the warranty loader). */
export const useCartActionStatus = (
  action: CartAction,
): { readonly busy: boolean; readonly error: CartFailure | null } => {
  const { status } = useSnapshot(useShopping())
  return { busy: status.busy[action], error: status.errors[action] }
}

/** The SDK's cart operations (stable: the storefront's own methods). */
export const useCartActions = (): Storefront["cart"] => useStorefrontContext().storefront.cart

/**
 * The protection plans offered for a cart line's product (cached per sku like every query);
 * `sku` undefined fetches nothing (a line that needs no offers).
 */
export const useWarrantyOffers = (sku: string | undefined): QueryResult<WarrantyOffers> => {
  const { storefront } = useStorefrontContext()
  return useQuery(sku === undefined ? undefined : `cart.warrantyOffers:${sku}`, () =>
    storefront.cart.warrantyOffers({ sku: sku ?? "" }),
  )
}

/** A gift card product's picker fields (amounts, open amount range, type), cached per sku. */
export const useGiftCardProduct = (
  sku: string | undefined,
): QueryResult<GiftCardProductFields | null> => {
  const { storefront } = useStorefrontContext()
  return useQuery(sku === undefined ? undefined : `cart.giftCardProduct:${sku}`, () =>
    storefront.cart.giftCardProduct({ sku: sku ?? "" }),
  )
}

/** The SDK's checkout steps. */
export const useCheckoutActions = (): Storefront["checkout"] =>
  useStorefrontContext().storefront.checkout

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
