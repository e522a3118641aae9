import type { CartModel, CartStatus, Notification, Storefront } from "@shutter/sdk"
import { proxy, ref } from "valtio"

/** What the cart and the notification area render, mirrored from the SDK. */
export interface ShoppingState {
  cart: CartModel | null
  totalQuantity: number
  status: CartStatus
  notifications: ReadonlyArray<Notification>
}

export type ShoppingStore = ShoppingState

/**
 * A valtio store following the SDK's observables (cart, total quantity, busy/error status,
 * notifications): the SDK decides, the store only mirrors, so
 * hooks can select single leaves. Models are stored as `ref`s: they are replaced, never mutated.
 */
export const createShoppingStore = (storefront: Storefront): ShoppingStore => {
  const { cart, notifications } = storefront
  const frozen = <A extends object | null>(value: A): A => (value === null ? value : ref(value))
  const state = proxy<ShoppingState>({
    cart: frozen(cart.cart.get()),
    totalQuantity: cart.totalQuantity.get(),
    status: ref(cart.status.get()),
    notifications: ref(notifications.get()),
  })
  cart.cart.subscribe((value) => {
    state.cart = frozen(value)
  })
  cart.totalQuantity.subscribe((value) => {
    state.totalQuantity = value
  })
  cart.status.subscribe((value) => {
    state.status = ref(value)
  })
  notifications.subscribe((value) => {
    state.notifications = ref(value)
  })
  return state
}
