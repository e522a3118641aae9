import { createReadStream } from "node:fs"
import { stat } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { extname, join, normalize, sep } from "node:path"
import { createGzip } from "node:zlib"

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
}

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".webmanifest",
  ".map",
  ".txt",
])

/** Resolves a URL path inside root, refusing anything that would climb out of it. */
const fileFor = (root: string, urlPath: string): string | undefined => {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const candidate = normalize(join(root, decoded))
  return candidate === root || candidate.startsWith(root + sep) ? candidate : undefined
}

const isFile = async (path: string): Promise<boolean> =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  )

/** The built file a URL path names, if there is one (else the path is the app's). */
export const staticFileFor = async (root: string, url: string): Promise<string | undefined> => {
  const requested = fileFor(root, new URL(url, "http://local").pathname)
  return requested && (await isFile(requested)) ? requested : undefined
}

/**
 * Serves the built app: hashed assets are immutable for a year, everything else revalidates,
 * and any path that is not a file gets index.html so the client router can resolve it.
 */
export const serveStatic = async (
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> => {
  const urlPath = new URL(req.url ?? "/", "http://local").pathname
  const requested = fileFor(root, urlPath)
  const file = requested && (await isFile(requested)) ? requested : join(root, "index.html")
  const ext = extname(file)
  const headers: Record<string, string> = {
    "content-type": contentTypes[ext] ?? "application/octet-stream",
    "cache-control": urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    vary: "accept-encoding",
  }
  const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"]))
  if (gzip) headers["content-encoding"] = "gzip"
  res.writeHead(200, headers)
  if (req.method === "HEAD") {
    res.end()
    return
  }
  const body = createReadStream(file)
  // A file that vanishes (a rebuild in progress) must not take the server down.
  body.on("error", () => res.destroy())
  if (gzip) body.pipe(createGzip()).pipe(res)
  else body.pipe(res)
}
