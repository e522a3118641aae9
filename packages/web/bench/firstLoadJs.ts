// First-load JavaScript per route, two ways: the bytes Chromium actually received for every
// script (the server's gzip, level 6), and tools/routeSizes.mjs's figure (each of those files
// from dist/ at gzip -9). Cold cache, no service worker.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import type { Browser } from "@playwright/test"
import type { BenchRoute } from "./routes.js"

export interface ScriptLoad {
  readonly path: string
  /** Encoded body bytes Chromium received. */
  readonly wireBytes: number
  /** The same file from dist/ at gzip -9, or undefined when it is not in dist/. */
  readonly gzip9Bytes: number | undefined
}

export interface RouteJs {
  readonly route: BenchRoute
  readonly scripts: ReadonlyArray<ScriptLoad>
  readonly wireBytes: number
  readonly gzip9Bytes: number
}

const gzip9Size = (distDir: string, path: string): number | undefined => {
  try {
    return gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length
  } catch {
    return undefined
  }
}

export const measureFirstLoadJs = async (
  browser: Browser,
  baseUrl: string,
  distDir: string,
  route: BenchRoute,
): Promise<RouteJs> => {
  const context = await browser.newContext({ serviceWorkers: "block" })
  try {
    const page = await context.newPage()
    const pending: Array<Promise<ScriptLoad>> = []
    page.on("requestfinished", (request) => {
      const path = new URL(request.url()).pathname
      if (request.resourceType() !== "script" && !path.endsWith(".js")) return
      pending.push(
        request.sizes().then((sizes) => ({
          path,
          wireBytes: sizes.responseBodySize,
          gzip9Bytes: gzip9Size(distDir, path),
        })),
      )
    })
    await page.goto(baseUrl + route.path, { waitUntil: "networkidle", timeout: 60_000 })
    const scripts = await Promise.all(pending)
    return {
      route,
      scripts,
      wireBytes: scripts.reduce((sum, s) => sum + s.wireBytes, 0),
      gzip9Bytes: scripts.reduce((sum, s) => sum + (s.gzip9Bytes ?? 0), 0),
    }
  } finally {
    await context.close()
  }
}
