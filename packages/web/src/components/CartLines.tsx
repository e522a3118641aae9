import { type CartItem, cartLineGroups } from "@shutter/sdk/rules"
import { CartLine } from "./CartLine.js"

/** A cart's lines, each with the protection plan covering it shown under it (SDK grouping). */
export const CartLines = ({
  items,
  size,
  editable,
}: {
  readonly items: ReadonlyArray<CartItem | null>
  readonly size: 170 | 100
  readonly editable: boolean
}) => (
  <ul className="cart-lines">
    {cartLineGroups(items.filter((i): i is CartItem => i !== null)).map(({ item, plan }) => (
      <CartLine key={item.uid} item={item} plan={plan} size={size} editable={editable} />
    ))}
  </ul>
)
