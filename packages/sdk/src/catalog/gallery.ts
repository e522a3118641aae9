// Spec §9: a product page's gallery (up to 10 images). Apart from productDisplay.ts, so a
// listing page does not bundle it.
import type { ProductDetails, ProductImage } from "./catalog.graphql.js"

/** Spec §9: a product page gallery shows up to 10 images. */
export const GALLERY_MAX_IMAGES = 10

/** Enabled gallery images by position, at most 10; the thumbnail when there are none. */
export const galleryImages = (
  product: Pick<ProductDetails, "media_gallery" | "thumbnail">,
): ReadonlyArray<ProductImage> => {
  const images = (product.media_gallery ?? [])
    .filter((image): image is NonNullable<typeof image> => image !== null && image.url !== null)
    .filter((image) => image.disabled !== true)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .slice(0, GALLERY_MAX_IMAGES)
  if (images.length > 0) return images
  return product.thumbnail?.url ? [product.thumbnail] : []
}

/**
 * A product page's gallery: the chosen variant's image first when it is not one of the
 * product's, then the product's; at most GALLERY_MAX_IMAGES (spec §9) in all.
 */
export const productGallery = (
  product: Pick<ProductDetails, "media_gallery" | "thumbnail">,
  variant?: { readonly thumbnail: ProductImage | null } | undefined,
): ReadonlyArray<ProductImage> => {
  const images = galleryImages(product)
  const own = variant?.thumbnail
  if (!own?.url || images.some((image) => image.url === own.url)) return images
  return [own, ...images].slice(0, GALLERY_MAX_IMAGES)
}
