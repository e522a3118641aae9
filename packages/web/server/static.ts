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
 * a missing asset is a 404, and any other path that is not a file gets index.html so the client
 * router can resolve it.
 */
export const serveStatic = async (
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> => {
  const urlPath = new URL(req.url ?? "/", "http://local").pathname
  const requested = fileFor(root, urlPath)
  const found = requested !== undefined && (await isFile(requested))
  // A hashed asset another build named (a page open across a deploy) is gone: 404, never the
  // HTML shell, which the browser would otherwise keep for a year as that script or stylesheet.
  if (!found && urlPath.startsWith("/assets/")) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
    res.end(req.method === "HEAD" ? undefined : "Not found")
    return
  }
  const file = found ? requested : join(root, "index.html")
  const ext = extname(file)
  const headers: Record<string, string> = {
    "content-type": contentTypes[ext] ?? "application/octet-stream",
    "cache-control": urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    vary: "accept-encoding",
  }
  const encoding = compressible.has(ext) ? await encodingFor(file, req) : undefined
  if (encoding) headers["content-encoding"] = encoding.name
  if (encoding?.file) headers["content-length"] = String(encoding.size)
  res.writeHead(200, headers)
  if (req.method === "HEAD") {
    res.end()
    return
  }
  const body = createReadStream(encoding?.file ?? file)
  // A file that vanishes (a rebuild in progress) must not take the server down.
  body.on("error", () => res.destroy())
  if (encoding && !encoding.file) body.pipe(createGzip()).pipe(res)
  else body.pipe(res)
}

interface Encoding {
  readonly name: "br" | "gzip"
  /** The build's precompressed copy (tools/precompress.ts), if there is one. */
  readonly file?: string
  readonly size?: number
}

/**
 * Brotli, then gzip, from the copies the build wrote beside the file; a file without copies
 * (too small, or a build without them) is gzipped on the way out.
 */
const encodingFor = async (file: string, req: IncomingMessage): Promise<Encoding | undefined> => {
  const accepted = String(req.headers["accept-encoding"] ?? "")
  for (const [name, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (!new RegExp(`\\b${name}\\b`).test(accepted)) continue
    const copy = await stat(file + suffix).catch(() => undefined)
    if (copy?.isFile()) return { name, file: file + suffix, size: copy.size }
  }
  return /\bgzip\b/.test(accepted) ? { name: "gzip" } : undefined
}
