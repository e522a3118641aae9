import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// Effect and the SDK's services reach the browser in their own chunk (src/storefront.ts
// imports "@shutter/sdk" dynamically). One static value import of the root entry from any
// browser module would pull them back into the first chunk, so the browser imports rules from
// "@shutter/sdk/rules" and only types from "@shutter/sdk".
const src = fileURLToPath(new URL("../src", import.meta.url))
/** Server-only modules: they create the storefront directly. */
const serverOnly = new Set(["entry-server.tsx"])

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

/** Static imports of the root entry that are not `import type` (they survive into the bundle). */
const rootValueImports = (code: string): Array<string> =>
  [
    ...code.matchAll(
      /^import\s+(?!type\s)(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+)\s+from\s+"@shutter\/sdk"/gm,
    ),
  ].map((m) => m[0])

describe("the browser's first chunk", () => {
  it("no browser module imports a value from the SDK's root entry statically", () => {
    const files = sourceFiles(src).filter((file) => !serverOnly.has(relative(src, file)))
    expect(files.length).toBeGreaterThan(30)
    const offenders = files.flatMap((file) =>
      rootValueImports(readFileSync(file, "utf8")).map((line) => `${relative(src, file)}: ${line}`),
    )
    expect(offenders).toEqual([])
  })

  it("the check sees a value import (so it can fail)", () => {
    expect(rootValueImports('import { priceDisplay } from "@shutter/sdk"\n')).toHaveLength(1)
    expect(rootValueImports('import type { Storefront } from "@shutter/sdk"\n')).toHaveLength(0)
    expect(rootValueImports('import { headerLogo } from "@shutter/sdk/rules"\n')).toHaveLength(0)
    // One import statement at a time: a value import from elsewhere, then a type import.
    expect(
      rootValueImports(
        'import { useCartActions } from "@shutter/react"\nimport type { GiftCardAccount } from "@shutter/sdk"\n',
      ),
    ).toHaveLength(0)
    expect(
      rootValueImports('import {\n  formatMoney,\n  type Money,\n} from "@shutter/sdk"\n'),
    ).toHaveLength(1)
  })

  it("the storefront itself arrives by a dynamic import", () => {
    const storefront = readFileSync(join(src, "storefront.ts"), "utf8")
    expect(storefront).toContain('import("@shutter/sdk")')
    expect(rootValueImports(storefront)).toEqual([])
  })
})
