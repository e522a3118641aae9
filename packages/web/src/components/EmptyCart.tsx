import { Link } from "wouter"

/** A cart with nothing in it (the cart page, checkout): said plainly, with a way back to the shop. */
export const EmptyCart = () => (
  <div className="empty-cart" data-testid="empty-cart">
    <p className="empty-cart__title">Your cart is empty.</p>
    <p>Cameras, lenses, lighting and audio are a search or a menu away.</p>
    <Link href="/" className="button button--primary">
      Continue shopping
    </Link>
  </div>
)
