// The CLI as a tool for scripts: usage errors as JSON (exit 2), global options before the
// command (also through `npm exec`: the installed binary), --version, against the real server.
import { execFile } from "node:child_process"
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess, runShutterInProcess } from "./inProcess.js"
import type { BinResult } from "./shutterBinary.js"

const exec = promisify(execFile)
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url))

const onlyJsonError = (result: BinResult) => {
  expect(result.stdout).toBe("")
  const lines = result.stderr.trim().split("\n")
  expect(lines).toHaveLength(1)
  return JSON.parse(lines[0] ?? "") as { error: { tag: string; message: string } }
}

describe("shutter for scripts, against the real server", () => {
  let server: RunningServer
  let stateDir: string

  beforeAll(async () => {
    server = await startTestServer()
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-scripts-"))
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  })

  const shutter = (...args: ReadonlyArray<string>) =>
    runShutterInProcess(args, { SHUTTER_STATE_DIR: stateDir, SHUTTER_ENDPOINT: server.graphqlUrl })

  it.each([
    [["--json", "--bogus", "store"], "unknown option '--bogus'"],
    [["--json", "store", "--bogus"], "unknown option '--bogus'"],
    [["--json", "cart", "add", "NIK-Z6-II", "--colour", "red"], "unknown option '--colour'"],
    [["--json", "product"], "missing required argument 'sku|url'"],
    [["--json", "cart", "update", "MQ=="], "required option '--qty <n>' not specified"],
    [["--json", "stores"], "unknown command 'stores'"],
    [["--json", "cart"], "a command is required (see --help)"],
    [["--json", "products", "--per-page"], "option '--per-page <n>' argument missing"],
  ])("%j: one JSON usage error on stderr, exit 2", async (args, message) => {
    const result = await runInProcess(args, { stateDir, endpoint: server.graphqlUrl })
    expect(result.code).toBe(2)
    expect(onlyJsonError(result).error).toMatchObject({ tag: "UsageError" })
    expect(onlyJsonError(result).error.message).toContain(message)
  })

  it("spells every --json key in snake_case, as Magento's data", async () => {
    const keys = (value: unknown): ReadonlyArray<string> =>
      Array.isArray(value)
        ? value.flatMap(keys)
        : typeof value === "object" && value !== null
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)])
          : []
    const endpoint = server.graphqlUrl
    const listing = await runInProcess(["--json", "products", "--search", "lens"], {
      stateDir,
      endpoint,
    })
    const notFound = await runInProcess(["--json", "route", "/no-such/thing.html"], {
      stateDir,
      endpoint,
    })
    const listed = JSON.parse(listing.stdout)
    expect(listed).toMatchObject({
      total_count: expect.any(Number),
      page_info: { current_page: 1 },
    })
    expect(listed).toHaveProperty("sort_fields")
    expect(JSON.parse(notFound.stdout)).toEqual({
      _tag: "NotFound",
      search_term: "no-such thing",
      redirect_to: "/catalogsearch/result?term=no-such%20thing",
    })
    for (const key of [...keys(listed), ...keys(JSON.parse(notFound.stdout))]) {
      expect(key).toMatch(/^(__|_)?[a-z][a-z0-9_]*$/)
    }
  })

  it("prints commander's usage error and the help as text without --json, exit 2", async () => {
    const result = await shutter("--bogus", "store")
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("error: unknown option '--bogus'")
    expect(result.stderr).toContain("Usage: shutter [options] [command]")
  })

  it("takes the global options before or after the command", async () => {
    const binary = await runShutterInProcess(["--json", "--endpoint", server.graphqlUrl, "store"], {
      SHUTTER_STATE_DIR: stateDir,
    })
    expect(JSON.parse(binary.stdout)).toMatchObject({ store_code: "default" })
    for (const args of [
      ["store", "--json", "--endpoint", server.graphqlUrl],
      ["--endpoint", server.graphqlUrl, "store", "--json"],
    ]) {
      const result = await runInProcess(args, { stateDir })
      expect(result.code, result.stderr).toBe(0)
      expect(JSON.parse(result.stdout)).toMatchObject({ store_code: "default" })
    }
  })

  it("prints the package version with --version", async () => {
    const { version } = JSON.parse(
      await readFile(new URL("../package.json", import.meta.url), "utf8"),
    ) as { version: string }
    const result = await shutter("--version")
    expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" })
  })

  it("refuses an endpoint that is not an http(s) URL before sending anything (exit 2)", async () => {
    const flag = await shutter("--json", "--endpoint", "localhost:3000", "store")
    expect(flag.code).toBe(2)
    expect(onlyJsonError(flag).error.message).toBe(
      "option '--endpoint <url>' argument 'localhost:3000' is invalid. expected an http(s) URL such as http://127.0.0.1:3000/graphql",
    )
    const env = await runInProcess(["--json", "store"], { stateDir, endpoint: "graphql" })
    expect(env.code).toBe(2)
    expect(onlyJsonError(env).error.message).toBe(
      "SHUTTER_ENDPOINT 'graphql' is invalid: expected an http(s) URL such as http://127.0.0.1:3000/graphql",
    )
  })

  it("takes global options through npx and npm exec, also without `--`", {
    timeout: 120_000,
  }, async () => {
    const npm = async (...args: ReadonlyArray<string>) =>
      exec("npm", args, {
        cwd: repoRoot,
        env: { ...process.env, SHUTTER_STATE_DIR: stateDir, SHUTTER_ENDPOINT: "" },
      })
    for (const args of [
      ["exec", "shutter", "--json", "--endpoint", server.graphqlUrl, "store"],
      ["exec", "shutter", "--json", `--endpoint=${server.graphqlUrl}`, "store"],
    ]) {
      const { stdout } = await npm(...args)
      expect(JSON.parse(stdout), args.join(" ")).toMatchObject({ store_code: "default" })
    }
    const { stdout } = await exec(
      "npx",
      ["shutter", "--json", "--endpoint", server.graphqlUrl, "store"],
      {
        cwd: repoRoot,
        env: { ...process.env, SHUTTER_STATE_DIR: stateDir },
      },
    )
    expect(JSON.parse(stdout)).toMatchObject({ store_code: "default" })
  })
})
