// A seeded PGlite dump shared by every test process on the machine. Building one costs initdb
// in WASM plus the whole seed (many seconds on two busy cores); each test file's worker would
// otherwise pay it again. The cache key hashes everything the dump depends on: the migrations,
// this package's code (source or build) and the fixtures (source, and the build a built server
// reads).
import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises"
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
const templateCacheKey = async (): Promise<string> => {
  const hash = createHash("sha256")
  for (const file of (await Promise.all(inputs.map(filesUnder))).flat()) {
    hash.update(file.slice(packageRoot.length))
    hash.update(await readFile(file))
  }
  return hash.digest("hex").slice(0, 16)
}

// Hashed as this module loads, next to the code the process runs. A key read later, after a file
// was edited, would name the edited code while the process still builds with what it loaded.
const keyAtLoad = templateCacheKey()
// Its failure is thrown where a template is wanted, not as an unhandled rejection at load.
keyAtLoad.catch(() => {})

/** The cache key of the code this process loaded. */
export const loadedCodeKey = (): Promise<string> => keyAtLoad

const TEMPLATE_FILE = /^shutter-test-template-[0-9a-f]{16}\.tar(\.\d+\.partial)?$/

/** A template no test has read for this long belongs to code that is gone: a new one replaces it. */
export const TEMPLATE_UNUSED_MS = 60 * 60 * 1000

/**
 * Removes from `dir` the templates (and half-written files) other than `keep` that no process has
 * read for TEMPLATE_UNUSED_MS: each code version leaves one of ~43 MB behind, and a day of
 * changes left gigabytes. A checkout still testing keeps its own fresh (read bumps its time).
 */
export const pruneStaleTemplates = async (
  dir: string,
  keep: string,
  now: number,
): Promise<void> => {
  const names = (await readdir(dir)).filter((name) => TEMPLATE_FILE.test(name) && name !== keep)
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name)
      try {
        if (now - (await stat(path)).mtimeMs > TEMPLATE_UNUSED_MS) await rm(path, { force: true })
      } catch {
        // Removed by another process meanwhile.
      }
    }),
  )
}

const readTemplate = async (path: string): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  try {
    const now = new Date()
    // Marks it in use; another user's file in a shared /tmp may refuse, and is read all the same.
    await utimes(path, now, now).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw error
    })
    // A plain view of the file's bytes: a Buffer's `slice` would not copy.
    const file = await readFile(path)
    return new Uint8Array(file.buffer, file.byteOffset, file.byteLength)
  } catch (error) {
    // Pruned by another checkout's run between two of this one's processes: build it again.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
}

/** The cached dump for the current code, or a fresh one built and stored for the next process. */
export const cachedTemplate = async (
  build: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> => {
  const name = `shutter-test-template-${await loadedCodeKey()}.tar`
  const path = join(tmpdir(), name)
  const cached = await readTemplate(path)
  if (cached !== undefined) return cached
  const dump = await build()
  // Write then rename, so a concurrent reader never sees half a file.
  const partial = `${path}.${process.pid}.partial`
  await writeFile(partial, dump)
  await rename(partial, path)
  await pruneStaleTemplates(tmpdir(), name, Date.now())
  return dump
}
