import type { ProductImage } from "@shutter/sdk/rules"
import { useState } from "react"
import { CatalogImage } from "../../components/CatalogImage.js"
import { PLACEHOLDER_IMAGE } from "../../components/ProductCard.js"

/** Spec §9: main image 1080×1340, thumbnails 160×160, up to 10 images (the SDK picks them). */
export const Gallery = ({
  images,
  name,
}: {
  readonly images: ReadonlyArray<ProductImage>
  readonly name: string
}) => {
  const [selected, setSelected] = useState(0)
  const main = images[selected] ?? images[0]
  return (
    <div className="gallery">
      <CatalogImage
        className="gallery__main"
        url={main?.url || PLACEHOLDER_IMAGE}
        size={{ width: 1080, height: 1340 }}
        sizes="(max-width: 700px) 100vw, 50vw"
        alt={main?.label || name}
        // The first image is the page's largest paint (LCP): never lazy, fetched first.
        loading="eager"
        fetchPriority="high"
        testId="gallery-main"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-pressed={i === selected}
                aria-label={`Image ${i + 1} of ${images.length}`}
                onClick={() => setSelected(i)}
              >
                <CatalogImage url={image.url ?? ""} size={{ width: 160, height: 160 }} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
