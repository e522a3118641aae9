// A catalogue picture in server-made HTML (the CMS product list widget's cards) as the storefront
// shows one: AVIF, then WebP, then JPEG renditions at the displayed size and its 2×.
import { type RenditionFormat, renditionPath } from "./imageRenditions.js"

export interface PictureHtmlInput {
  /** The picture's media path (`catalog/product/a/b/x.svg`). */
  readonly path: string
  /** Media path → URL (the store's media base). */
  readonly urlOf: (path: string) => string
  readonly width: number
  readonly height: number
  readonly alt: string
  readonly className: string
}

const escapeAttribute = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")

/**
 * `<picture>` with AVIF and WebP sources and a JPEG `<img>` (1× and 2×), lazy and async-decoded:
 * these pictures are below the fold. A picture without renditions is a plain `<img>`.
 */
export const pictureHtml = ({
  path,
  urlOf,
  width,
  height,
  alt,
  className,
}: PictureHtmlInput): string => {
  const at = (scale: number, format: RenditionFormat) =>
    renditionPath(path, { width: width * scale, height: height * scale }, format)
  const img = (src: string, srcset: string) =>
    `<img class="${className}" src="${escapeAttribute(src)}"${srcset} alt="${escapeAttribute(alt)}" width="${width}" height="${height}" loading="lazy" decoding="async">`
  const set = (format: RenditionFormat): string | undefined => {
    const one = at(1, format)
    const two = at(2, format)
    return one && two ? escapeAttribute(`${urlOf(one)} 1x, ${urlOf(two)} 2x`) : undefined
  }
  const avif = set("avif")
  const webp = set("webp")
  const jpg = set("jpg")
  const jpgSrc = at(1, "jpg")
  if (!avif || !webp || !jpg || !jpgSrc) return img(urlOf(path), "")
  return (
    '<picture class="product-picture">' +
    `<source type="image/avif" srcset="${avif}">` +
    `<source type="image/webp" srcset="${webp}">` +
    `${img(urlOf(jpgSrc), ` srcset="${jpg}"`)}</picture>`
  )
}
