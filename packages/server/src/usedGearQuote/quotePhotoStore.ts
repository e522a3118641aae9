// The quote photos' folder. A received photo is decoded, turned upright, fitted inside
// 2560×2560 and written again without its metadata (a phone's GPS position stays with the
// seller): sharp does this on libuv's thread pool, never on the event loop, and one photo at a
// time per process, so a burst of uploads cannot take every core from the requests around it.
import { randomUUID } from "node:crypto"
import { mkdir, rm } from "node:fs/promises"
import { join } from "node:path"
import sharp from "sharp"
import { createUploadSlots } from "./uploadSlots.js"

/** A photo as kept: its file (relative to the folder) and what it is. */
export interface StoredPhoto {
  readonly path: string
  readonly contentType: string
  readonly byteSize: number
  readonly width: number
  readonly height: number
}

export interface QuotePhotoStore {
  /** The folder (photos, and `incoming/` for uploads in progress). */
  readonly dir: string
  readonly incomingDir: string
  /** The photo kept, or undefined when its bytes are not a JPEG, PNG or WebP image. */
  readonly keep: (tempPath: string, contentType: string) => Promise<StoredPhoto | undefined>
  readonly remove: (paths: ReadonlyArray<string>) => Promise<void>
}

/** Longest side of a kept photo: enough to judge scratches and wear, a fraction of the upload. */
export const MAX_PHOTO_SIDE = 2560
/** Larger images are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 100_000_000

const FORMATS = {
  "image/jpeg": { format: "jpeg", extension: "jpg" },
  "image/png": { format: "png", extension: "png" },
  "image/webp": { format: "webp", extension: "webp" },
} as const

const isKnownType = (type: string): type is keyof typeof FORMATS => type in FORMATS

export const createQuotePhotoStore = (dir: string, concurrentJobs = 1): QuotePhotoStore => {
  const jobs = createUploadSlots(concurrentJobs)
  const keep = (tempPath: string, contentType: string) =>
    jobs.run(async (): Promise<StoredPhoto | undefined> => {
      if (!isKnownType(contentType)) return undefined
      const { format, extension } = FORMATS[contentType]
      const path = `${randomUUID()}.${extension}`
      await mkdir(dir, { recursive: true })
      try {
        const info = await sharp(tempPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
          .rotate()
          .resize({
            width: MAX_PHOTO_SIDE,
            height: MAX_PHOTO_SIDE,
            fit: "inside",
            withoutEnlargement: true,
          })
          .toFormat(format, format === "png" ? {} : { quality: 85 })
          .toFile(join(dir, path))
        return { path, contentType, byteSize: info.size, width: info.width, height: info.height }
      } catch {
        await rm(join(dir, path), { force: true })
        return undefined
      }
    })
  return {
    dir,
    incomingDir: join(dir, "incoming"),
    keep,
    remove: async (paths) => {
      await Promise.all(paths.map((p) => rm(join(dir, p), { force: true })))
    },
  }
}
