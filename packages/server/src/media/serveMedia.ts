import type { ServerResponse } from "node:http"
import type { Db } from "../db/database.js"
import {
  parseRenditionPath,
  RENDITION_FORMATS,
  type RenditionCache,
  type RenditionRequest,
} from "./imageRenditions.js"
import { findMediaFile, type MediaFile } from "./mediaRepository.js"

/**
 * A stored file, or a raster rendition of a stored SVG picture (`catalog/product/cache/…`,
 * `catalog/category/cache/…`, `wysiwyg/cache/…`).
 */
const lookUp = async (
  db: Db,
  path: string,
  renditions: RenditionCache | undefined,
): Promise<MediaFile | undefined> => {
  const request: RenditionRequest | undefined = renditions ? parseRenditionPath(path) : undefined
  if (!request || !renditions) return findMediaFile(db, path)
  const source = await findMediaFile(db, request.sourcePath)
  if (source === undefined || source.contentType !== "image/svg+xml") return undefined
  return {
    contentType: RENDITION_FORMATS[request.format],
    body: await renditions.render(source.body, request),
    updatedAt: source.updatedAt,
  }
}

/** Serves `/media/<path>` from the media table; 404 for anything unknown or malformed. */
export const serveMedia = async (
  db: Db,
  pathname: string,
  method: string,
  res: ServerResponse,
  renditions?: RenditionCache,
): Promise<void> => {
  let path: string
  try {
    path = decodeURIComponent(pathname.slice("/media/".length))
  } catch {
    path = ""
  }
  // Control characters (NUL above all: PostgreSQL text cannot hold it) name no file.
  const file =
    path === "" || path.includes("..") || /\p{Cc}/u.test(path)
      ? undefined
      : await lookUp(db, path, renditions)
  if (file === undefined) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found")
    return
  }
  res.writeHead(200, {
    "content-type": file.contentType,
    "content-length": String(file.body.byteLength),
    "last-modified": file.updatedAt.toUTCString(),
    // Catalogue pictures never change under one path (a new picture gets a new file name).
    "cache-control": path.startsWith("catalog/")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=3600",
  })
  res.end(method === "HEAD" ? undefined : file.body)
}
