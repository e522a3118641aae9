import {
  addToCartButton,
  type ProductCard as Card,
  productPath,
  starsOfRatingSummary,
} from "@shutter/sdk/rules"
import { Link } from "wouter"
import { WishlistHeart } from "../wishlist/WishlistHeart.js"
import { CatalogImage } from "./CatalogImage.js"
import { PLACEHOLDER_IMAGE } from "./imageRenditions.js"
import { Labels } from "./Labels.js"
import { Price } from "./Price.js"
import { Rating } from "./Rating.js"
import { StockLine } from "./StockLine.js"

/** A product in a listing, search results or a carousel (spec §9: card 300×300, list 218×218). */
export const ProductCard = ({
  product,
  layout = "grid",
  eager = false,
}: {
  readonly product: Card
  readonly layout?: "grid" | "list"
  readonly eager?: boolean
}) => {
  const href = productPath(product)
  const size = layout === "grid" ? 300 : 218
  return (
    <article className={`product-card product-card--${layout}`} data-testid="product-card">
      <Link href={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        <CatalogImage
          url={product.thumbnail?.url || PLACEHOLDER_IMAGE}
          size={{ width: size, height: size }}
          alt=""
          loading={eager ? "eager" : "lazy"}
          {...(eager ? { fetchPriority: "high" as const } : {})}
        />
      </Link>
      <Labels labels={product.am_category_labels ?? null} />
      <WishlistHeart product={product} className="product-card__heart" />
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link href={href}>{product.name}</Link>
        </h3>
        {product.manufacturer_name && (
          <p className="product-card__brand">{product.manufacturer_name}</p>
        )}
        {product.review_count > 0 && (
          <Rating
            value={starsOfRatingSummary(product.rating_summary)}
            count={product.review_count}
          />
        )}
        <Price product={product} />
        <StockLine product={product} />
        <CardButton product={product} href={href} />
      </div>
    </article>
  )
}

/**
 * A card has no Add to cart of its own (the product page has the options and quantity). A card
 * of a product that cannot be bought says why, as a disabled button; one that needs the
 * shopper's choices first (a variant, links, a session, an amount) links to its page for them.
 */
const CardButton = ({ product, href }: { readonly product: Card; readonly href: string }) => {
  const button = addToCartButton({ product })
  if (button.enabled) return null
  if (button.reason === "choose-options")
    return (
      <Link href={href} className="button product-card__choose">
        Choose options<span className="visually-hidden"> for {product.name}</span>
      </Link>
    )
  return (
    <button type="button" className="button product-card__unavailable" disabled>
      {button.label}
    </button>
  )
}
