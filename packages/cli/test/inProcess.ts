// Runs a shutter command line in this process, through the same program and runner as the
// binary, with a real storefront client: what bin.ts wires from process.env, wired from `env`.
// Every test but the binary smoke (bin.test.ts) runs commands this way: no Node start per command.
import { createStorefront, givenReCaptchaTokens } from "@shutter/sdk"
import { fileStorage } from "@shutter/sdk/node"
import { fileAdminState } from "../src/admin/adminState.js"
import { runCommandLine } from "../src/commandLine.js"
import type { CliDeps } from "../src/deps.js"
import { withOptionsNpmTook } from "../src/npmExec.js"
import { createProgram } from "../src/program.js"
import type { BinResult } from "./shutterBinary.js"

/** The variables bin.ts reads, as a test sets them for the binary. */
export interface ShutterEnv {
  readonly SHUTTER_STATE_DIR: string
  readonly SHUTTER_ENDPOINT?: string
  readonly SHUTTER_MAGENTO_EXTENSIONS?: string
  readonly SHUTTER_RECAPTCHA_TOKEN?: string
  readonly [name: string]: string | undefined
}

/** `shutter args…` with the binary's environment `env`; resolves with the exit code, never rejects. */
export const runShutterInProcess = async (
  args: ReadonlyArray<string>,
  env: ShutterEnv,
): Promise<BinResult> => {
  const stdout: Array<string> = []
  const stderr: Array<string> = []
  const token = env.SHUTTER_RECAPTCHA_TOKEN
  const deps: CliDeps = {
    out: (text) => stdout.push(`${text}\n`),
    err: (text) => stderr.push(`${text}\n`),
    envEndpoint: env.SHUTTER_ENDPOINT || undefined,
    adminState: fileAdminState(env.SHUTTER_STATE_DIR),
    ...(env.SHUTTER_MAGENTO_EXTENSIONS === undefined
      ? {}
      : { envMagentoExtensions: env.SHUTTER_MAGENTO_EXTENSIONS }),
    openStorefront: (endpoint, magento) =>
      createStorefront({
        endpoint,
        storage: fileStorage(env.SHUTTER_STATE_DIR),
        magento,
        ...(token ? { recaptcha: { provider: givenReCaptchaTokens(token) } } : {}),
      }),
  }
  const program = createProgram(deps)
  const code = await runCommandLine(program, deps, withOptionsNpmTook(program, args, env))
  return { code, stdout: stdout.join(""), stderr: stderr.join("") }
}

export const runInProcess = (
  args: ReadonlyArray<string>,
  env: { readonly stateDir: string; readonly endpoint?: string },
): Promise<BinResult> =>
  runShutterInProcess(args, {
    SHUTTER_STATE_DIR: env.stateDir,
    ...(env.endpoint === undefined ? {} : { SHUTTER_ENDPOINT: env.endpoint }),
  })

/**
 * As `execFile` of the binary answers: resolves with the output on exit code 0, else rejects with
 * the result (`code`, `stdout`, `stderr`).
 */
export const execShutterInProcess = async (
  args: ReadonlyArray<string>,
  env: ShutterEnv,
): Promise<BinResult> => {
  const result = await runShutterInProcess(args, env)
  if (result.code !== 0) throw result
  return result
}
