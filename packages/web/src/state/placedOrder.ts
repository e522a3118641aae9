import type { CartModel } from "@shutter/sdk/rules"
import { proxy, ref } from "valtio"

/**
 * The order just placed in this tab, for the thank-you page: its number and the cart as it was
 * ordered. Not persisted: a reload or a direct visit has no order to show.
 */
export const placedOrder = proxy<{
  current: { readonly number: string; readonly cart: CartModel | null } | null
}>({ current: null })

export const rememberPlacedOrder = (number: string, cart: CartModel | null): void => {
  placedOrder.current = ref({ number, cart })
}
