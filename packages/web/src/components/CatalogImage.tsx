import { pictureSources, type RenditionSize } from "./imageRenditions.js"

/**
 * A catalogue picture: AVIF, then WebP, then JPEG renditions at the displayed size and its 2×
 * (spec §9 sizes); other pictures (not catalogue SVGs) are shown as they are.
 */
export const CatalogImage = ({
  url,
  size,
  alt,
  className,
  sizes,
  loading = "lazy",
  fetchPriority,
  testId,
}: {
  readonly url: string
  readonly size: RenditionSize
  readonly alt: string
  readonly className?: string
  /** `sizes` for width-described sets (the main image). */
  readonly sizes?: string
  readonly loading?: "lazy" | "eager"
  readonly fetchPriority?: "high" | "low" | "auto"
  readonly testId?: string
}) => {
  const sources = pictureSources(url, size)
  const img = (
    <img
      src={sources?.jpg ?? url}
      {...(sources ? { srcSet: sources.jpgSet } : {})}
      {...(sources && sizes ? { sizes } : {})}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={loading}
      {...(fetchPriority ? { fetchPriority } : {})}
      {...(className ? { className } : {})}
      {...(testId ? { "data-testid": testId } : {})}
    />
  )
  if (!sources) return img
  return (
    <picture className="product-picture">
      <source type="image/avif" srcSet={sources.avif} {...(sizes ? { sizes } : {})} />
      <source type="image/webp" srcSet={sources.webp} {...(sizes ? { sizes } : {})} />
      {img}
    </picture>
  )
}
