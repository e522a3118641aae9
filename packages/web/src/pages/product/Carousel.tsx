import type { ProductCard as ProductCardData } from "@shutter/sdk/rules"
import { useCallback, useEffect, useId, useRef, useState } from "react"
import { ProductCard } from "../../components/ProductCard.js"
import { type RowEnds, rowEnds, scrollRow } from "../../components/scrollRow.js"

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
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const [ends, setEnds] = useState<RowEnds>({ atStart: true, atEnd: false })
  const measure = useCallback(() => {
    if (!track.current) return
    const now = rowEnds(track.current)
    // A button reaching its end hands the keyboard focus to the other one.
    const focused = document.activeElement
    if (now.atStart && !now.atEnd && focused === previous.current) next.current?.focus()
    if (now.atEnd && !now.atStart && focused === next.current) previous.current?.focus()
    setEnds(now)
  }, [])
  useEffect(() => {
    measure()
    window.addEventListener("resize", measure)
    return () => window.removeEventListener("resize", measure)
  }, [measure])
  const move = (direction: 1 | -1) => {
    if (track.current) scrollRow(track.current, direction)
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
            ref={previous}
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
            ref={next}
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
