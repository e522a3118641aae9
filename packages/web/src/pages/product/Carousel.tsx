import { useLinkedProducts } from "@shutter/react"
import { ProductCard } from "../../components/ProductCard.js"

/** Related or upsell products in a horizontally scrolling row. */
export const Carousel = ({
  kind,
  sku,
  title,
}: {
  readonly kind: "related" | "upsell"
  readonly sku: string
  readonly title: string
}) => {
  const { data } = useLinkedProducts(kind, sku)
  if (!data || data.length === 0) return null
  return (
    <section className="carousel" aria-label={title} data-testid={`carousel-${kind}`}>
      <h2>{title}</h2>
      <div className="carousel__track">
        {data.map((product) => (
          <ProductCard key={product.uid} product={product} />
        ))}
      </div>
    </section>
  )
}
