import { useCart } from "@shutter/react"
import type { CartItem } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { ui } from "../state/ui.js"

/**
 * The line the removal modal asks about, as the cart has it now; null once it has left the cart
 * (removed elsewhere, or a sign-out forgot the cart).
 */
export const usePendingRemoval = (): CartItem | null => {
  const { pendingRemoval } = useSnapshot(ui)
  const cart = useCart()
  if (pendingRemoval === null) return null
  return cart?.items?.find((item) => item?.uid === pendingRemoval.uid) ?? null
}
