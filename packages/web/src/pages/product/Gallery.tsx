import type { ProductImage } from "@shutter/sdk/rules"
import { lazy, Suspense, useRef, useState } from "react"
import { CatalogImage } from "../../components/CatalogImage.js"
import { PLACEHOLDER_IMAGE } from "../../components/imageRenditions.js"

// The zoom view is fetched on the first zoom, never with the page.
const GalleryZoom = lazy(() => import("./GalleryZoom.js"))

/**
 * Spec §9: main image 1080×1340, thumbnails 160×160, up to 10 images (the SDK picks them). The
 * main images sit in a scroll-snapping row: a swipe on a phone (or the thumbnails) moves
 * between them; a click or tap on one opens it in the zoom view.
 */
export const Gallery = ({
  images,
  name,
}: {
  readonly images: ReadonlyArray<ProductImage>
  readonly name: string
}) => {
  const [selected, setSelected] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const track = useRef<HTMLDivElement>(null)
  const slides: ReadonlyArray<ProductImage> =
    images.length > 0
      ? images
      : [{ url: PLACEHOLDER_IMAGE, label: name, position: null, disabled: null }]
  const show = (index: number) => {
    setSelected(index)
    const element = track.current
    element?.scrollTo({ left: index * element.clientWidth, behavior: "smooth" })
  }
  const onScroll = () => {
    const element = track.current
    if (element && element.clientWidth > 0)
      setSelected(Math.round(element.scrollLeft / element.clientWidth))
  }
  const current = slides[selected] ?? slides[0]
  return (
    <div className="gallery">
      <div className="gallery__track" ref={track} onScroll={onScroll} data-testid="gallery-track">
        {slides.map((image, i) => (
          <button
            key={image.url ?? i}
            type="button"
            className="gallery__slide"
            aria-label={`Zoom image ${i + 1} of ${slides.length}`}
            // Off-screen slides are not in the tab order: the thumbnails reach them.
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setZoomed(true)}
          >
            <CatalogImage
              className="gallery__main"
              url={image.url || PLACEHOLDER_IMAGE}
              size={{ width: 1080, height: 1340 }}
              sizes="(max-width: 700px) 100vw, 50vw"
              alt={image.label || name}
              // The first image is the page's largest paint (LCP): never lazy, fetched first; the
              // others (off to the side) wait behind it.
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "low"}
              {...(i === 0 ? { testId: "gallery-main" } : {})}
            />
          </button>
        ))}
      </div>
      {slides.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Product images">
          {slides.map((image, i) => (
            <li key={image.url ?? i}>
              <button
                type="button"
                aria-pressed={i === selected}
                aria-label={`Image ${i + 1} of ${slides.length}`}
                onClick={() => show(i)}
              >
                <CatalogImage
                  url={image.url ?? ""}
                  size={{ width: 160, height: 160 }}
                  alt=""
                  fetchPriority="low"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && current && (
        <Suspense fallback={null}>
          <GalleryZoom
            image={current}
            name={name}
            position={`${selected + 1} of ${slides.length}`}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
