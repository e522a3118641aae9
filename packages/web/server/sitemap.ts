import { readFile } from "node:fs/promises"
import { type IncomingMessage, request, type ServerResponse } from "node:http"
import { join } from "node:path"
import type { ClientOrigin } from "./forwarded.js"
import type { Invalidations } from "./invalidations.js"

/** The backend's sitemap index and its chunk files. */
export const isSitemapPath = (path: string): boolean =>
  path === "/sitemap.xml" || /^\/sitemap\/[A-Za-z0-9_]+-[a-z]+-[0-9]+\.xml$/.test(path)

/** How long a sitemap file is kept when nothing in the catalogue changes. */
export const SITEMAP_TTL_MS = 60 * 60 * 1000

interface Kept {
  readonly at: number
  readonly headers: Record<string, string>
  readonly body: Buffer
}

/**
 * The sitemap files, streamed from the backend (which writes its URLs on this origin) and kept,
 * like rendered pages, until a catalogue or CMS change is heard (the page cache's invalidations:
 * a `cat_…` or `cms…` tag) or an hour passes. A miss streams through to the client while it is
 * being kept; only complete 200 answers are kept.
 */
export const createSitemapProxy = (backend: URL, invalidations: Invalidations) => {
  const kept = new Map<string, Kept>()
  const stop = invalidations.subscribe((tags) => {
    if (tags.some((tag) => tag.startsWith("cat_") || tag.startsWith("cms"))) kept.clear()
  })
  const serve = (req: IncomingMessage, res: ServerResponse, origin: ClientOrigin, path: string) => {
    const key = `${origin.proto}://${origin.host}${path}`
    const hit = kept.get(key)
    if (hit !== undefined && Date.now() - hit.at < SITEMAP_TTL_MS) {
      res.writeHead(200, { ...hit.headers, "content-length": String(hit.body.length) })
      res.end(req.method === "HEAD" ? undefined : hit.body)
      return
    }
    const upstream = request(
      new URL(path, backend),
      {
        method: "GET",
        headers: {
          "x-forwarded-for": origin.forwardedFor,
          "x-forwarded-host": origin.host,
          "x-forwarded-proto": origin.proto,
        },
      },
      (answer) => {
        const status = answer.statusCode ?? 502
        const headers: Record<string, string> = {
          "content-type": String(answer.headers["content-type"] ?? "application/xml"),
          "cache-control": "public, max-age=300",
        }
        res.writeHead(status, headers)
        const chunks: Buffer[] = []
        answer.on("data", (chunk: Buffer) => {
          chunks.push(chunk)
          if (req.method !== "HEAD") res.write(chunk)
        })
        answer.on("end", () => {
          res.end()
          if (status === 200) {
            if (kept.size > 200) kept.clear()
            kept.set(key, { at: Date.now(), headers, body: Buffer.concat(chunks) })
          }
        })
      },
    )
    upstream.on("error", () => {
      if (res.headersSent) res.destroy()
      else
        res.writeHead(502, { "content-type": "text/plain" }).end("The store backend is unavailable")
    })
    upstream.end()
  }
  return { serve, close: stop }
}

/**
 * robots.txt: the built file (public/robots.txt) plus the sitemap index's absolute URL on the
 * origin the crawler used (the Sitemap line must be absolute).
 */
export const serveRobots = async (
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  origin: ClientOrigin,
): Promise<void> => {
  const rules = await readFile(join(root, "robots.txt"), "utf8").catch(
    () => "User-agent: *\nAllow: /\n",
  )
  const body = Buffer.from(
    `${rules.trimEnd()}\n\nSitemap: ${origin.proto}://${origin.host}/sitemap.xml\n`,
  )
  res.writeHead(200, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "public, max-age=3600",
    "content-length": String(body.length),
  })
  res.end(req.method === "HEAD" ? undefined : body)
}
