import { type CartModel, freeShippingNotice } from "@shutter/sdk/rules"

/** The promo bar's promise: how far what ships is from free shipping (nothing for a cart that ships nothing). */
export const FreeShippingProgress = ({ cart }: { readonly cart: CartModel | null }) => {
  const notice = freeShippingNotice(cart)
  if (notice === undefined) return null
  return (
    <div className="free-shipping" data-testid="free-shipping">
      <p>{notice.text}</p>
      <progress max={100} value={notice.percent} aria-label="Progress towards free shipping" />
    </div>
  )
}
