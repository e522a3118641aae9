import { useLinkedProducts } from "@shutter/react"
import { lazy, Suspense, useEffect } from "react"
import { useNearViewport } from "./useNearViewport.js"

// The carousels (and the product card) render only with the client's data, never on the
// server's HTML: their code is a chunk of its own, fetched with the data.
const loadCarousel = () => import("./Carousel.js")
const Carousel = lazy(() => loadCarousel().then(({ Carousel }) => ({ default: Carousel })))

/**
 * The related and upsell carousels: below the fold, so their one request (both lists) starts
 * only when this part of the page comes near the viewport.
 */
export const LinkedProducts = ({ sku }: { readonly sku: string }) => {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const { data } = useLinkedProducts(near && sku !== "" ? sku : undefined)
  useEffect(() => {
    if (near) void loadCarousel()
  }, [near])
  return (
    <div ref={ref} className="product-page__linked" data-testid="linked-products">
      {data ? (
        <Suspense fallback={<ReservedRows />}>
          <Carousel kind="related" title="Related products" products={data.related} />
          <Carousel kind="upsell" title="You may also like" products={data.upsell} />
        </Suspense>
      ) : (
        <ReservedRows />
      )}
    </div>
  )
}

/**
 * The two rows' room, kept until their cards come: most products have both, so the page below
 * (the footer) does not move when they arrive. `--height-rail` holds a row of the tallest cards.
 */
const ReservedRows = () => (
  <>
    <div className="carousel carousel--reserved" aria-hidden="true" />
    <div className="carousel carousel--reserved" aria-hidden="true" />
  </>
)
