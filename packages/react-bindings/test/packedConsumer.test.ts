// The React bindings as another frontend gets them: `npm pack` of the built package and of the
// SDK, installed with their peers into an empty package, then loaded by Node.
import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"

const reactDir = join(dirname(fileURLToPath(import.meta.url)), "..")
const sdkDir = join(reactDir, "../sdk")

interface Manifest {
  readonly private?: boolean
  readonly peerDependencies?: Readonly<Record<string, string>>
}

/** `npm install <specs…>` in `dir`, as a shell would run it. */
const npmInstall = (dir: string, specs: ReadonlyArray<string>): void => {
  execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", ...specs], {
    cwd: dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
}

describe("the packed React bindings in an empty package", () => {
  let project = ""
  afterAll(() => {
    if (project !== "") rmSync(project, { recursive: true, force: true })
  })

  it("install with their peers alone and load in Node", () => {
    for (const dir of [reactDir, sdkDir])
      if (!existsSync(join(dir, "dist/index.js")))
        throw new Error(`${dir} is not built: run \`npm run build\` (turbo does before \`test\`)`)
    project = mkdtempSync(join(tmpdir(), "shutter-react-consumer-"))
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "react-consumer", private: true, type: "module" }),
    )
    const pack = (dir: string): string => {
      const [packed] = JSON.parse(
        execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", project], {
          cwd: dir,
          encoding: "utf8",
        }),
      ) as ReadonlyArray<{ readonly filename: string }>
      if (packed === undefined) throw new Error(`npm pack made no tarball in ${dir}`)
      return `./${packed.filename}`
    }
    const react = JSON.parse(readFileSync(join(reactDir, "package.json"), "utf8")) as Manifest
    expect(react.private).toBeUndefined()
    expect(Object.keys(react.peerDependencies ?? {}).sort()).toEqual([
      "@shutter/sdk",
      "effect",
      "react",
    ])
    npmInstall(project, [pack(reactDir), pack(sdkDir), "effect", "react"])
    const loaded = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'const r = await import("@shutter/react"); console.log(typeof r.StorefrontProvider, typeof r.useCart)',
      ],
      { cwd: project, encoding: "utf8" },
    )
    expect(loaded.trim()).toBe("function function")
  }, 240_000)
})
