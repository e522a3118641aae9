// Raster renditions of the catalogue's SVG pictures: a product picture is stored once (SVG, drawn
// at seed time) and served as AVIF, WebP or JPEG in the shop's image sizes, each rendition
// rendered on first request and then read from a disk cache.
import { createHash } from "node:crypto"
import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"

/**
 * Sizes a rendition may have: the storefront's (card 300, horizontal card 218, checkout 100,
 * gallery thumb 160, main 1080×1340, cart 170), their 2× for dense screens and half the main
 * image for phones. Anything else is a 404, so a crawler cannot fill the disk with sizes.
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
]

export const RENDITION_FORMATS = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const

export type RenditionFormat = keyof typeof RENDITION_FORMATS

/** `catalog/product/cache/300x300/a/b/x-1.webp` → the source `catalog/product/a/b/x-1.svg`. */
export interface RenditionRequest {
  readonly sourcePath: string
  readonly width: number
  readonly height: number
  readonly format: RenditionFormat
}

const RENDITION_PATH = /^catalog\/product\/cache\/(\d+)x(\d+)\/(.+)\.(avif|webp|jpg)$/

export const parseRenditionPath = (path: string): RenditionRequest | undefined => {
  const match = RENDITION_PATH.exec(path)
  if (!match) return undefined
  const [, w, h, rest, format] = match
  if (!RENDITION_SIZES.includes(`${w}x${h}`)) return undefined
  return {
    sourcePath: `catalog/product/${rest}.svg`,
    width: Number(w),
    height: Number(h),
    format: format as RenditionFormat,
  }
}

export interface RenditionCache {
  /** The rendition's bytes, rendered once per source content, size and format. */
  readonly render: (source: Uint8Array, request: RenditionRequest) => Promise<Buffer>
}

/** Folder of the rendition cache when none is configured. */
export const defaultRenditionCacheDir = (): string => join(tmpdir(), "shutter-media-cache")

// Renders are CPU-bound: two at a time keeps a busy page from starving GraphQL.
const MAX_PARALLEL_RENDERS = 2

const encode = (request: RenditionRequest, source: Uint8Array): Promise<Buffer> => {
  // The SVGs are 400 units wide: raise the density so the vector art is drawn at the target size.
  const density = Math.ceil((72 * Math.max(request.width, request.height)) / 400)
  const image = sharp(source, { density })
    .resize(request.width, request.height, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
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
