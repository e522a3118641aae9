// The only module that touches process.*: argv in, exit code out.

import { homedir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline/promises"
import { createStorefront, givenReCaptchaTokens } from "@shutter/sdk"
import { fileStorage } from "@shutter/sdk/node"
import { fileAdminState } from "./admin/adminState.js"
import { runCommandLine } from "./commandLine.js"
import type { CliDeps } from "./deps.js"
import { withOptionsNpmTook } from "./npmExec.js"
import { createProgram } from "./program.js"

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
  openStorefront: (endpoint, magento) =>
    createStorefront({
      endpoint,
      storage: fileStorage(stateDir),
      magento,
      // A store that protects forms with reCAPTCHA: a token got elsewhere (none: not sent).
      ...(process.env.SHUTTER_RECAPTCHA_TOKEN
        ? { recaptcha: { provider: givenReCaptchaTokens(process.env.SHUTTER_RECAPTCHA_TOKEN) } }
        : {}),
    }),
}

const program = createProgram(deps)
process.exitCode = await runCommandLine(
  program,
  deps,
  withOptionsNpmTook(program, process.argv.slice(2), process.env),
)
