import type { ServerResponse } from "node:http"
import type { Db } from "../db/database.js"
import { findMediaFile } from "./mediaRepository.js"

/** Serves `/media/<path>` from the media table; 404 for anything unknown or malformed. */
export const serveMedia = async (
  db: Db,
  pathname: string,
  method: string,
  res: ServerResponse,
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
      : await findMediaFile(db, path)
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
