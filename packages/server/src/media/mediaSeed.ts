import { storeMedia } from "@shutter/fixtures"
import { mediaFiles } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

/** The store's own media (logo). */
export const storeMediaSeed: SeedStep = {
  name: "media/store",
  run: async (tx) => {
    const encoder = new TextEncoder()
    await tx.insert(mediaFiles).values(
      storeMedia.map((file) => ({
        path: file.path,
        contentType: file.contentType,
        body: encoder.encode(file.body),
      })),
    )
  },
}
