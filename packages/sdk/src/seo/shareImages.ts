// Pictures a crawler or a social network can read. The backend renders the shop's SVG pictures
// (products, categories, the CMS's wysiwyg pictures) as JPEG renditions in fixed sizes:
// `/media/catalog/category/x.svg` → `/media/catalog/category/cache/1200x630/x.jpg`. Not every
// social crawler reads SVG, AVIF or WebP; they all read JPEG.

export interface ImageSize {
  readonly width: number
  readonly height: number
}

/** The product page's main picture (spec: main 1080×1340). */
export const MAIN_IMAGE_SIZE: ImageSize = { width: 1080, height: 1340 }

/** The social card (Open Graph, Twitter's summary_large_image): 1.91:1. */
export const SHARE_CARD_SIZE: ImageSize = { width: 1200, height: 630 }

const RENDERED_SVG =
  /^(.*\/media\/(?:catalog\/product|catalog\/category|wysiwyg)\/)(?!cache\/)([^?#]+)\.svg$/

/** The JPEG rendition of a picture the backend renders, or null for any other picture. */
export const jpegRenditionUrl = (url: string, size: ImageSize): string | null => {
  const match = RENDERED_SVG.exec(url)
  if (!match) return null
  return `${match[1]}cache/${size.width}x${size.height}/${match[2]}.jpg`
}

/** The picture a shared link shows, with what Open Graph declares of it. */
export interface ShareImage {
  readonly url: string
  readonly type?: string
  readonly width?: number
  readonly height?: number
}

const RASTER_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
}

/**
 * A picture social crawlers can read, at an absolute URL: the JPEG rendition in `size` of a
 * picture the backend renders, a JPEG, PNG or GIF as it is; undefined for any other picture.
 */
export const shareImageOf = (
  absoluteUrl: string | null | undefined,
  size: ImageSize,
): ShareImage | undefined => {
  if (!absoluteUrl) return undefined
  const jpeg = jpegRenditionUrl(absoluteUrl, size)
  if (jpeg !== null) return { url: jpeg, type: "image/jpeg", ...size }
  const type = RASTER_TYPES[/\.(\w+)(?:[?#].*)?$/.exec(absoluteUrl)?.[1]?.toLowerCase() ?? ""]
  return type === undefined ? undefined : { url: absoluteUrl, type }
}

/** The first picture of CMS content (the home page's hero), as its `src` says; undefined if none. */
export const firstImageOf = (html: string | null | undefined): string | undefined => {
  const src = /<img\b[^>]*?\ssrc="([^"]+)"/i.exec(html ?? "")?.[1]
  return src?.replaceAll("&amp;", "&")
}
