// Raster renditions of the shop's SVG pictures: a picture is stored once (SVG, drawn at seed
// time) and served as AVIF, WebP or JPEG in the shop's image sizes, each rendition rendered on
// first request and then read from a disk cache. Product pictures, category pictures and the CMS's
// wysiwyg pictures (the home hero and tiles) are rendered alike.
import { createHash } from "node:crypto"
import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"

/** The social card's size (Open Graph, Twitter's summary_large_image): 1.91:1. */
export const SHARE_CARD_SIZE = "1200x630"

/**
 * Sizes a rendition may have: the storefront's (card 300, horizontal card 218, checkout 100,
 * gallery thumb 160, main 1080×1340, cart 170), their 2× for dense screens, half the main image
 * for phones, and the social card. Anything else is a 404, so a crawler cannot fill the disk with
 * sizes.
 */
export const RENDITION_SIZES: readonly string[] = [
  "100x100",
  "200x200",
  "160x160",
  "320x320",
  "170x170",
  "340x340",
  "218x218",
  "436x436",
  "300x300",
  "600x600",
  "540x670",
  "1080x1340",
  SHARE_CARD_SIZE,
]

/** Media folders whose SVG pictures have renditions, under `<folder>/cache/<W>x<H>/`. */
export const RENDITION_FOLDERS: readonly string[] = [
  "catalog/product",
  "catalog/category",
  "wysiwyg",
]

export const RENDITION_FORMATS = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const

export type RenditionFormat = keyof typeof RENDITION_FORMATS

/**
 * `catalog/product/cache/300x300/a/b/x-1.webp` → the source `catalog/product/a/b/x-1.svg`
 * (`catalog/category/cache/…`, `wysiwyg/cache/…` alike).
 */
export interface RenditionRequest {
  readonly sourcePath: string
  readonly width: number
  readonly height: number
  readonly format: RenditionFormat
}

const FOLDER = RENDITION_FOLDERS.map((f) => f.replace("/", "\\/")).join("|")
const RENDITION_PATH = new RegExp(`^(${FOLDER})\\/cache\\/(\\d+)x(\\d+)\\/(.+)\\.(avif|webp|jpg)$`)
const SOURCE_PATH = new RegExp(`^(${FOLDER})\\/(?!cache\\/)(.+)\\.svg$`)

export const parseRenditionPath = (path: string): RenditionRequest | undefined => {
  const match = RENDITION_PATH.exec(path)
  if (!match) return undefined
  const [, folder, w, h, rest, format] = match
  if (!RENDITION_SIZES.includes(`${w}x${h}`)) return undefined
  return {
    sourcePath: `${folder}/${rest}.svg`,
    width: Number(w),
    height: Number(h),
    format: format as RenditionFormat,
  }
}

/**
 * The media path of a picture's rendition (`catalog/product/a/b/x.svg`, 300×300, avif →
 * `catalog/product/cache/300x300/a/b/x.avif`); undefined for a picture without renditions.
 */
export const renditionPath = (
  sourcePath: string,
  size: { readonly width: number; readonly height: number },
  format: RenditionFormat,
): string | undefined => {
  const match = SOURCE_PATH.exec(sourcePath)
  if (!match) return undefined
  return `${match[1]}/cache/${size.width}x${size.height}/${match[2]}.${format}`
}

export interface RenditionCache {
  /** The rendition's bytes, rendered once per source content, size and format. */
  readonly render: (source: Uint8Array, request: RenditionRequest) => Promise<Buffer>
}

/** Folder of the rendition cache when none is configured. */
export const defaultRenditionCacheDir = (): string => join(tmpdir(), "shutter-media-cache")

// Renders are CPU-bound: two at a time keeps a busy page from starving GraphQL.
const MAX_PARALLEL_RENDERS = 2

// The store's page background: what a picture is padded with.
const BACKGROUND = "#ffffff"

/**
 * How a picture fills its rendition. The shop's sizes show the whole picture, padded. The social
 * card crops a scene close to its shape (the 3:2 home hero loses a fifth of its height, as a
 * retailer's share card would) and centres anything else (a square category picture) on the
 * store's background rather than cutting it in half.
 */
const fitOf = (request: RenditionRequest, width: number, height: number): "cover" | "contain" => {
  if (`${request.width}x${request.height}` !== SHARE_CARD_SIZE) return "contain"
  const kept = Math.min(
    (width / height) * (request.height / request.width),
    (height / width) * (request.width / request.height),
  )
  return kept >= 0.75 ? "cover" : "contain"
}

const encode = async (request: RenditionRequest, source: Uint8Array): Promise<Buffer> => {
  // Drawn at the density that makes the vector art at least the target size (an SVG's intrinsic
  // size is its pixels at 72 dpi: 400 for a product picture, 1200×800 for the hero).
  const intrinsic = await sharp(source).metadata()
  const width = intrinsic.width || 400
  const height = intrinsic.height || 400
  const density = Math.ceil(72 * Math.max(request.width / width, request.height / height))
  const image = sharp(source, { density })
    .resize(request.width, request.height, {
      fit: fitOf(request, width, height),
      background: BACKGROUND,
    })
    .flatten({ background: BACKGROUND })
  switch (request.format) {
    case "avif":
      return image.avif({ quality: 52, effort: 2 }).toBuffer()
    case "webp":
      return image.webp({ quality: 80, effort: 3 }).toBuffer()
    default:
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  }
}

export const createRenditionCache = (dir: string = defaultRenditionCacheDir()): RenditionCache => {
  const inFlight = new Map<string, Promise<Buffer>>()
  const waiting: (() => void)[] = []
  let running = 0
  const slot = async (): Promise<() => void> => {
    if (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((r) => waiting.push(r))
    running++
    return () => {
      running--
      waiting.shift()?.()
    }
  }
  const produce = async (key: string, source: Uint8Array, request: RenditionRequest) => {
    const file = join(dir, key.slice(0, 2), `${key}.${request.format}`)
    const cached = await readFile(file).catch(() => undefined)
    if (cached) return cached
    const release = await slot()
    let body: Buffer
    try {
      body = await encode(request, source)
    } finally {
      release()
    }
    // Written beside and renamed, so a concurrent reader never sees half a file. A cache that
    // cannot be written (read-only disk) still serves the rendition it just made.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`
    await mkdir(join(dir, key.slice(0, 2)), { recursive: true })
      .then(() => writeFile(temp, body))
      .then(() => rename(temp, file))
      .catch(() => undefined)
    return body
  }
  return {
    render: (source, request) => {
      const key = createHash("sha256")
        .update(source)
        .update(`|${request.width}x${request.height}|${request.format}`)
        .digest("hex")
      const pending = inFlight.get(key)
      if (pending) return pending
      const job = produce(key, source, request).finally(() => inFlight.delete(key))
      inFlight.set(key, job)
      return job
    },
  }
}
