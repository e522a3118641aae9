import type { WishlistItem } from "@shutter/sdk/rules"
import { productPath } from "@shutter/sdk/rules"
import { Link } from "wouter"
import { PLACEHOLDER_IMAGE } from "../components/imageRenditions.js"
import { Price } from "../components/Price.js"
import { StockLine } from "../components/StockLine.js"
import { WishlistItemActions } from "./WishlistItemActions.js"

/**
 * One wish list item: image, name (to its product page, with `?wishlist` so an add there is
 * known to come from the wish list), the chosen options, price, stock; with the item actions
 * unless read-only (a shared list).
 */
export const WishlistItemCard = ({
  item,
  layout,
  size,
  readOnly = false,
  onNavigate,
}: {
  readonly item: WishlistItem
  readonly layout: "grid" | "list"
  readonly size: number
  readonly readOnly?: boolean
  readonly onNavigate?: () => void
}) => {
  const product = item.product
  const href = product ? `${productPath(product)}?wishlist` : undefined
  const name = product?.name ?? "A product no longer sold"
  return (
    <article className={`wishlist-item wishlist-item--${layout}`} data-testid="wishlist-item">
      <img
        className="wishlist-item__image"
        src={product?.thumbnail?.url || PLACEHOLDER_IMAGE}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
      <div className="wishlist-item__body">
        <h3 className="wishlist-item__name">
          {href ? (
            <Link href={href} {...(onNavigate ? { onClick: onNavigate } : {})}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {item.options.length > 0 && (
          <ul className="wishlist-item__options">
            {item.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        )}
        {product && <Price product={product} />}
        {product && <StockLine product={product} />}
        {item.quantity > 1 && <p className="wishlist-item__qty">Quantity: {item.quantity}</p>}
        {!readOnly && <WishlistItemActions item={item} />}
      </div>
    </article>
  )
}
