// A seeded PGlite dump shared by every test process on the machine. Building one costs initdb
// in WASM plus the whole seed (many seconds on two busy cores); each test file's worker would
// otherwise pay it again. The cache key hashes everything the dump depends on: the migrations,
// this package's code (source or build) and the fixtures (source, and the build a built server
// reads).
import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { readdir, readFile, rename, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const packageRoot = fileURLToPath(new URL("..", import.meta.url))
const inputs = ["drizzle", "src", "dist", "../../fixtures/src", "../../fixtures/dist"].map((dir) =>
  join(packageRoot, dir),
)

const filesUnder = async (dir: string): Promise<string[]> => {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".map"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** A hash of everything a seeded database depends on (migrations, code, fixtures). */
export const templateCacheKey = async (): Promise<string> => {
  const hash = createHash("sha256")
  for (const file of (await Promise.all(inputs.map(filesUnder))).flat()) {
    hash.update(file.slice(packageRoot.length))
    hash.update(await readFile(file))
  }
  return hash.digest("hex").slice(0, 16)
}

/** The cached dump for the current code, or a fresh one built and stored for the next process. */
export const cachedTemplate = async (build: () => Promise<Blob>): Promise<Blob> => {
  const path = join(tmpdir(), `shutter-test-template-${await templateCacheKey()}.tar`)
  if (existsSync(path)) return new Blob([await readFile(path)])
  const dump = await build()
  // Write then rename, so a concurrent reader never sees half a file.
  const partial = `${path}.${process.pid}.partial`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, path)
  return dump
}
