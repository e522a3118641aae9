// The SDK as another frontend gets it: `npm pack` of the built package, installed into an empty
// package with the README's command (`npm install ./shutter-sdk-<version>.tgz effect`), then a
// strict `tsc` of app/main.ts against the public entries, and that program run against the real
// server.
import { execFile, execFileSync } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serverBuilt, startRealServer, type TestServer } from "../integration/realServer.js"

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), "../..")

interface Manifest {
  readonly name: string
  readonly dependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
  readonly exports: Readonly<Record<string, { readonly types: string; readonly default: string }>>
}

/** A package's folder in this workspace's node_modules (the SDK's own, else the root's). */
const installedDir = (name: string): string => {
  const candidates = [sdkDir, join(sdkDir, "../..")].map((dir) => join(dir, "node_modules", name))
  const found = candidates.find((dir) => existsSync(join(dir, "package.json")))
  if (found === undefined) throw new Error(`${name} is not installed in this workspace`)
  return found
}

/** `npm install <specs…>` in `dir`, as a shell would run it. */
const npmInstall = (dir: string, specs: ReadonlyArray<string>): void => {
  execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", ...specs], {
    cwd: dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
}

let consumer = ""
let manifest: Manifest

beforeAll(() => {
  if (!existsSync(join(sdkDir, "dist/index.js")))
    throw new Error(
      "The SDK is not built: run `npm run build -w @shutter/sdk` (turbo does before `test`)",
    )
  consumer = mkdtempSync(join(tmpdir(), "shutter-sdk-consumer-"))
  writeFileSync(
    join(consumer, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  )
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", consumer], {
      cwd: sdkDir,
      encoding: "utf8",
    }),
  ) as ReadonlyArray<{ readonly filename: string }>
  if (packed === undefined) throw new Error("npm pack made no tarball")
  // The README's install command, with the tarball `npm run pack` writes (effect from the
  // registry, or npm's cache when it has it).
  npmInstall(consumer, [`./${packed.filename}`, "effect"])
  const installed = join(consumer, "node_modules/@shutter/sdk")
  manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as Manifest
  // The consumer's own tools, from this workspace.
  for (const name of ["typescript", "@types/node"]) {
    const target = join(consumer, "node_modules", name)
    mkdirSync(dirname(target), { recursive: true })
    symlinkSync(installedDir(name), target, "dir")
  }
  cpSync(join(sdkDir, "test/consumer/app"), consumer, { recursive: true })
}, 240_000)

afterAll(() => {
  if (consumer !== "") rmSync(consumer, { recursive: true, force: true })
})

describe("the packed SDK in a fresh package", () => {
  it("is publishable: license, engines, repository, effect as a peer, a .d.ts per entry", () => {
    const pkg = manifest as Manifest & Record<string, unknown>
    expect(pkg.private).toBeUndefined()
    expect(pkg.license).toBe("MIT")
    expect(readFileSync(join(consumer, "node_modules/@shutter/sdk/LICENSE"), "utf8")).toMatch(
      /^MIT License/,
    )
    expect(pkg.engines).toEqual({ node: expect.any(String) })
    expect(pkg.repository).toMatchObject({ directory: "packages/sdk" })
    expect(Object.keys(manifest.peerDependencies ?? {})).toContain("effect")
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain("effect")
    const entries = Object.entries(manifest.exports)
    expect(entries.map(([entry]) => entry)).toEqual(
      expect.arrayContaining([
        ".",
        "./rules",
        "./seo",
        "./lazy",
        "./effect",
        "./node",
        "./testing",
      ]),
    )
    const installed = join(consumer, "node_modules/@shutter/sdk")
    for (const [, target] of entries) {
      expect(existsSync(join(installed, target.types)), target.types).toBe(true)
      expect(existsSync(join(installed, target.default)), target.default).toBe(true)
    }
  })

  it("typechecks a strict program using the Promise facade and the Effect API", () => {
    const tsc = join(installedDir("typescript"), "bin/tsc")
    const run = () =>
      execFileSync(process.execPath, [tsc, "-p", consumer, "--strict"], {
        cwd: consumer,
        encoding: "utf8",
      })
    expect(run).not.toThrow()
    expect(existsSync(join(consumer, "out/main.js"))).toBe(true)
  }, 120_000)

  describe.skipIf(!serverBuilt)("against the real server", () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startRealServer()
    }, 120_000)
    afterAll(async () => {
      await server?.close()
    })

    it("browses, adds to the cart with its events and tells the errors apart", async () => {
      // Asynchronously: the server answers from this very process.
      const { stdout: output } = await promisify(execFile)(
        process.execPath,
        [join(consumer, "out/main.js"), server.graphqlUrl],
        { cwd: consumer, encoding: "utf8" },
      )
      const { facade, effect } = JSON.parse(output) as {
        facade: Record<string, unknown>
        effect: Record<string, unknown>
      }
      expect(facade).toMatchObject({
        totalQuantity: 1,
        cartLines: 1,
        categoryPage: true,
        events: ["toast", "cart:item-added", "open-sidebar", "analytics", "analytics"],
        opened: ["cart"],
        missing: "no product NO-SUCH-SKU",
        aborted: "aborted",
      })
      expect(facade.price).toMatch(/^\$\d/)
      expect(effect).toEqual({ categories: true, missing: "NotFoundError" })
    }, 60_000)
  })
})
