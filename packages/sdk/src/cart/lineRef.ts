// A cart line as a caller holds it: the `CartItem` the cart returned, or only its uid.
import type { CartItem } from "./cart.graphql.js"

/** `{ line }` (a `CartItem` from `cart.items`) or `{ uid }`; a `CartItem` itself has its `uid`. */
export type CartLineRef = { readonly line: Pick<CartItem, "uid"> } | { readonly uid: string }

export const lineUid = (ref: CartLineRef): string => ("line" in ref ? ref.line.uid : ref.uid)
