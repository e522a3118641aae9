// The CLI as a user installs it: its packed tarball into an empty package (it has no dependency:
// the SDK and the rest are bundled), then the installed `shutter` against the real server.
import { execFile, execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const cliDir = fileURLToPath(new URL("..", import.meta.url))
const exec = promisify(execFile)

describe("the packed CLI in an empty package", () => {
  let project = ""
  let server: RunningServer

  beforeAll(async () => {
    server = await startTestServer()
    project = mkdtempSync(join(tmpdir(), "shutter-cli-install-"))
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "t", private: true }))
    const [packed] = JSON.parse(
      execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", project], {
        cwd: cliDir,
        encoding: "utf8",
      }),
    ) as ReadonlyArray<{ readonly filename: string }>
    if (packed === undefined) throw new Error("npm pack made no tarball")
    execFileSync(
      "npm",
      ["install", "--offline", "--no-audit", "--no-fund", `./${packed.filename}`],
      {
        cwd: project,
        stdio: "ignore",
      },
    )
  }, 240_000)

  afterAll(async () => {
    await server?.close()
    if (project !== "") rmSync(project, { recursive: true, force: true })
  })

  it("installs with no dependency and prints the store as JSON", async () => {
    const shutter = join(project, "node_modules/@shutter/cli/bin/shutter.js")
    const { stdout } = await exec(
      process.execPath,
      [shutter, "store", "--json", "--endpoint", server.graphqlUrl],
      { env: { ...process.env, SHUTTER_STATE_DIR: join(project, "state") }, encoding: "utf8" },
    )
    expect(JSON.parse(stdout)).toMatchObject({ store_name: "Shutter Camera & Photo" })
  })
})
