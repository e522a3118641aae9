// The only module that touches process.*: argv in, exit code out. It loads only what the command
// line needs: the command it names, and the SDK when that command opens a storefront.

import { homedir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline/promises"
import { lazyStorefront } from "@shutter/sdk/lazy"
import { fileAdminState } from "./admin/adminState.js"
import { runCommandLine } from "./commandLine.js"
import { commandLineProgram } from "./commandLineProgram.js"
import type { CliDeps } from "./deps.js"
import { nodeFetch } from "./nodeFetch.js"
import { withOptionsNpmTook } from "./npmExec.js"

const stateDir =
  process.env.SHUTTER_STATE_DIR ??
  join(process.env.XDG_STATE_HOME ?? join(homedir(), ".local", "state"), "shutter")

/** A y/N question on the terminal (only offered when stdin is one). */
const confirm = async (question: string): Promise<boolean> => {
  const terminal = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return /^y(es)?$/i.test((await terminal.question(`${question} [y/N] `)).trim())
  } finally {
    terminal.close()
  }
}

const deps: CliDeps = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  envEndpoint: process.env.SHUTTER_ENDPOINT || undefined,
  ...(process.env.SHUTTER_ADMIN_URL ? { envAdminUrl: process.env.SHUTTER_ADMIN_URL } : {}),
  adminState: fileAdminState(stateDir),
  ...(process.env.SHUTTER_MAGENTO_EXTENSIONS === undefined
    ? {}
    : { envMagentoExtensions: process.env.SHUTTER_MAGENTO_EXTENSIONS }),
  ...(process.stdin.isTTY ? { confirm } : {}),
  // The SDK (and Effect) load on the command's first call, not before.
  openStorefront: (endpoint, magento) =>
    lazyStorefront(async () => {
      const [{ createStorefront, givenReCaptchaTokens }, { fileStorage }] = await Promise.all([
        import("@shutter/sdk"),
        import("@shutter/sdk/node"),
      ])
      return createStorefront({
        endpoint,
        fetch: nodeFetch,
        storage: fileStorage(stateDir),
        magento,
        // A store that protects forms with reCAPTCHA: a token got elsewhere (none: not sent).
        ...(process.env.SHUTTER_RECAPTCHA_TOKEN
          ? { recaptcha: { provider: givenReCaptchaTokens(process.env.SHUTTER_RECAPTCHA_TOKEN) } }
          : {}),
      })
    }),
}

const args = process.argv.slice(2)
const program = await commandLineProgram(deps, args)
process.exitCode = await runCommandLine(
  program,
  deps,
  withOptionsNpmTook(program, args, process.env),
)
