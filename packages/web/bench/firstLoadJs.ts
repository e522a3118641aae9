// First-load JavaScript per route, two ways: the bytes Chromium actually received for every
// script (the build's Brotli copies), and the gzip figure of the budget, tools/routeSizes.mjs's:
// each of those files as a gzip-only client gets it (the build's Zopfli copy, else gzip -9).
// Cold cache, no service worker.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import type { Browser } from "@playwright/test"
import type { BenchRoute } from "./routes.js"

export interface ScriptLoad {
  readonly path: string
  /** Encoded body bytes Chromium received. */
  readonly wireBytes: number
  /** The file as a gzip-only client gets it, or undefined when it is not in dist/. */
  readonly gzipBytes: number | undefined
}

export interface RouteJs {
  readonly route: BenchRoute
  readonly scripts: ReadonlyArray<ScriptLoad>
  readonly wireBytes: number
  readonly gzipBytes: number
}

const gzipSize = (distDir: string, path: string): number | undefined => {
  const file = join(distDir, path)
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length
  try {
    return gzipSync(readFileSync(file), { level: 9 }).length
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
          gzipBytes: gzipSize(distDir, path),
        })),
      )
    })
    await page.goto(baseUrl + route.path, { waitUntil: "networkidle", timeout: 60_000 })
    const scripts = await Promise.all(pending)
    return {
      route,
      scripts,
      wireBytes: scripts.reduce((sum, s) => sum + s.wireBytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + (s.gzipBytes ?? 0), 0),
    }
  } finally {
    await context.close()
  }
}
