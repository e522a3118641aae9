import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import { gzipAsync } from "@gfx/zopfli"
import type { Plugin } from "vite"

/** What the web server sends compressed (server/static.ts): text, not images or source maps. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/

/** Below this a compressed copy costs more in headers and lookups than it saves. */
const MIN_BYTES = 512

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )

/**
 * Writes `file.gz` (Zopfli: gzip format, 3–4 % smaller than `gzip -9`) and `file.br` (Brotli,
 * quality 11) beside every compressible file of the browser build, once, at build time: the web
 * server sends them as they are instead of compressing each response at level 6.
 */
export const precompress = (outDir: string): Plugin => ({
  name: "shutter-precompress",
  apply: "build",
  async closeBundle() {
    for (const file of filesUnder(outDir)) {
      if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
      const source = readFileSync(file)
      writeFileSync(`${file}.gz`, await gzipAsync(source, { numiterations: 15 }))
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      )
    }
  },
})
