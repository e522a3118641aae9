import { eq } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { mediaFiles } from "../db/schema.js"

export interface MediaFile {
  readonly contentType: string
  readonly body: Uint8Array
  readonly updatedAt: Date
}

export const findMediaFile = async (db: Db, path: string): Promise<MediaFile | undefined> => {
  const rows = await db
    .select({
      contentType: mediaFiles.contentType,
      body: mediaFiles.body,
      updatedAt: mediaFiles.updatedAt,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
  return rows[0]
}
