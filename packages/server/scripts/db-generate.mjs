// Runs `drizzle-kit generate` so that it finds this package's drizzle-orm: npm hoists
// drizzle-kit to the root node_modules but keeps drizzle-orm here, and drizzle-kit imports
// drizzle-orm from its own location. A temporary link beside drizzle-orm fixes the lookup.
import { spawnSync } from "node:child_process"
import { existsSync, rmSync, symlinkSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

const require = createRequire(import.meta.url)
const kitDir = dirname(require.resolve("drizzle-kit"))
const link = join(import.meta.dirname, "..", "node_modules", "drizzle-kit")
const linked = !existsSync(link)
if (linked) symlinkSync(kitDir, link, "dir")
try {
  const result = spawnSync(
    process.execPath,
    [
      "--preserve-symlinks",
      "--preserve-symlinks-main",
      join(link, "bin.cjs"),
      "generate",
      ...process.argv.slice(2),
    ],
    { stdio: "inherit", cwd: join(import.meta.dirname, "..") },
  )
  process.exitCode = result.status ?? 1
} finally {
  if (linked) rmSync(link)
}
