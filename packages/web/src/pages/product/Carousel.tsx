import type { ProductCard as ProductCardData } from "@shutter/sdk/rules"
import { useCallback, useEffect, useId, useRef, useState } from "react"
import { ProductCard } from "../../components/ProductCard.js"

type Ends = { readonly atStart: boolean; readonly atEnd: boolean }

/** Where the row is scrolled: a button that has nowhere to go is disabled. */
const endsOf = (track: HTMLElement): Ends => ({
  atStart: track.scrollLeft <= 1,
  atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
})

/**
 * Related or upsell products in a horizontally scrolling row, with Previous and Next buttons
 * that move it by most of a screenful (the row still scrolls by touch and trackpad).
 */
export const Carousel = ({
  kind,
  title,
  products,
}: {
  readonly kind: "related" | "upsell"
  readonly title: string
  readonly products: ReadonlyArray<ProductCardData> | undefined
}) => {
  const trackId = useId()
  const track = useRef<HTMLDivElement>(null)
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: false })
  const measure = useCallback(() => {
    if (track.current) setEnds(endsOf(track.current))
  }, [])
  useEffect(() => {
    measure()
    window.addEventListener("resize", measure)
    return () => window.removeEventListener("resize", measure)
  }, [measure])
  const move = (direction: 1 | -1) => {
    const row = track.current
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: "smooth" })
  }
  if (!products || products.length === 0) return null
  return (
    <section className="carousel" aria-label={title} data-testid={`carousel-${kind}`}>
      <div className="carousel__head">
        <h2>{title}</h2>
        {/* All cards in view: nothing to move, the buttons keep their place unseen. */}
        <div
          className="carousel__controls"
          style={ends.atStart && ends.atEnd ? { visibility: "hidden" } : undefined}
        >
          <button
            type="button"
            className="carousel__button"
            aria-label={`Previous ${title.toLowerCase()}`}
            aria-controls={trackId}
            disabled={ends.atStart}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-label={`Next ${title.toLowerCase()}`}
            aria-controls={trackId}
            disabled={ends.atEnd}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="carousel__track" id={trackId} ref={track} onScroll={measure}>
        {products.map((product) => (
          <ProductCard key={product.uid} product={product} />
        ))}
      </div>
    </section>
  )
}
