// Runs a shutter command line in this process, through the same program and runner as the
// binary, with a real storefront client: fast enough for tables of cases.
import { createStorefront } from "@shutter/sdk"
import { fileStorage } from "@shutter/sdk/node"
import { fileAdminState } from "../src/admin/adminState.js"
import { runCommandLine } from "../src/commandLine.js"
import { createProgram } from "../src/program.js"
import type { BinResult } from "./shutterBinary.js"

export const runInProcess = async (
  args: ReadonlyArray<string>,
  env: { readonly stateDir: string; readonly endpoint?: string },
): Promise<BinResult> => {
  const stdout: Array<string> = []
  const stderr: Array<string> = []
  const deps = {
    out: (text: string) => stdout.push(`${text}\n`),
    err: (text: string) => stderr.push(`${text}\n`),
    envEndpoint: env.endpoint,
    adminState: fileAdminState(env.stateDir),
    openStorefront: (endpoint: string) =>
      createStorefront({ endpoint, storage: fileStorage(env.stateDir) }),
  }
  const code = await runCommandLine(createProgram(deps), deps, args)
  return { code, stdout: stdout.join(""), stderr: stderr.join("") }
}
