import type { ProductCard as ProductCardData } from "@shutter/sdk/rules"
import { ProductCard } from "../../components/ProductCard.js"

/** Related or upsell products in a horizontally scrolling row. */
export const Carousel = ({
  kind,
  title,
  products,
}: {
  readonly kind: "related" | "upsell"
  readonly title: string
  readonly products: ReadonlyArray<ProductCardData> | undefined
}) => {
  if (!products || products.length === 0) return null
  return (
    <section className="carousel" aria-label={title} data-testid={`carousel-${kind}`}>
      <h2>{title}</h2>
      <div className="carousel__track">
        {products.map((product) => (
          <ProductCard key={product.uid} product={product} />
        ))}
      </div>
    </section>
  )
}
