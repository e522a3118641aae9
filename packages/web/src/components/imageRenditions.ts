// The backend serves every catalogue SVG picture as AVIF/WebP/JPEG renditions in the shop's image
// sizes: `/media/catalog/product/a/b/x.svg` → `/media/catalog/product/cache/300x300/a/b/x.webp`.

/** What a product without a picture shows. */
export const PLACEHOLDER_IMAGE = "/media/catalog/product/placeholder/image.svg"

export type RenditionFormat = "avif" | "webp" | "jpg"

export interface RenditionSize {
  readonly width: number
  readonly height: number
}

const SOURCE = /^(.*\/media\/catalog\/product\/)(?!cache\/)(.+)\.svg$/

/** The rendition's URL, or null for a picture the backend does not render (not a catalogue SVG). */
export const renditionUrl = (
  url: string,
  size: RenditionSize,
  format: RenditionFormat,
): string | null => {
  const match = SOURCE.exec(url)
  if (!match) return null
  return `${match[1]}cache/${size.width}x${size.height}/${match[2]}.${format}`
}

export interface PictureSources {
  readonly avif: string
  readonly webp: string
  /** JPEG for browsers without AVIF/WebP: `src` and `srcSet`. */
  readonly jpg: string
  readonly jpgSet: string
}

/**
 * `srcset`s for a picture shown at `size` CSS pixels: each format at the size and its double for
 * dense screens (the main image: half and full 1080×1340, picked by `sizes`).
 */
export const pictureSources = (url: string, size: RenditionSize): PictureSources | null => {
  const main = size.width === 1080 && size.height === 1340
  const small = main ? { width: 540, height: 670 } : size
  const large = main ? size : { width: size.width * 2, height: size.height * 2 }
  const set = (format: RenditionFormat): string | null => {
    const a = renditionUrl(url, small, format)
    const b = renditionUrl(url, large, format)
    if (a === null || b === null) return null
    return main ? `${a} 540w, ${b} 1080w` : `${a} 1x, ${b} 2x`
  }
  const avif = set("avif")
  const webp = set("webp")
  const jpgSet = set("jpg")
  const jpg = renditionUrl(url, small, "jpg")
  if (avif === null || webp === null || jpgSet === null || jpg === null) return null
  return { avif, webp, jpg, jpgSet }
}
