import type { MagentoConfig, Storefront } from "@shutter/sdk"
import { MAGENTO_EXTENSIONS, parseMagentoExtensions } from "@shutter/sdk/rules"
import { CommanderError } from "commander"
import { type CliDeps, defaultEndpoint } from "./deps.js"
import { endpointHint, httpUrl } from "./endpoint.js"
import { ExitCode, exitCodeFor } from "./exitCodes.js"
import { printError } from "./output.js"

export interface GlobalOptions {
  readonly json: boolean
  readonly endpoint: string | undefined
}

/** A command used wrongly (missing or malformed options): exit code 2. */
export class UsageError extends Error {
  readonly _tag = "UsageError"
}

/** Thrown to tell bin.ts which exit code to use after the error was already printed. */
export class CliExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`)
  }
}

/** --endpoint (checked by its parser), else SHUTTER_ENDPOINT (checked here), else the local shop. */
export const resolveEndpoint = (deps: CliDeps, options: GlobalOptions): string => {
  if (options.endpoint !== undefined) return options.endpoint
  if (deps.envEndpoint === undefined) return defaultEndpoint
  if (httpUrl(deps.envEndpoint) === undefined) {
    throw new UsageError(`SHUTTER_ENDPOINT '${deps.envEndpoint}' is invalid: ${endpointHint}`)
  }
  return deps.envEndpoint
}

/** SHUTTER_MAGENTO_EXTENSIONS: unset is every extension, empty is stock Magento. */
export const resolveMagento = (deps: CliDeps): MagentoConfig => {
  if (deps.envMagentoExtensions === undefined) return {}
  const { extensions, unknown } = parseMagentoExtensions(deps.envMagentoExtensions)
  if (unknown.length > 0) {
    throw new UsageError(
      `SHUTTER_MAGENTO_EXTENSIONS: unknown extension ${unknown.map((n) => `'${n}'`).join(", ")} (known: ${MAGENTO_EXTENSIONS.join(", ")})`,
    )
  }
  return { extensions }
}

/** Runs one command body with a storefront client, printing failures and disposing the client. */
export const withStorefront = async (
  deps: CliDeps,
  options: GlobalOptions,
  body: (storefront: Storefront, options: GlobalOptions) => Promise<void>,
): Promise<void> => {
  let storefront: Storefront | undefined
  try {
    storefront = deps.openStorefront(resolveEndpoint(deps, options), resolveMagento(deps))
    await body(storefront, options)
  } catch (error) {
    printError(deps, options.json, error)
    throw new CliExit(exitCodeFor(error))
  } finally {
    await storefront?.dispose()
  }
}

/**
 * The exit code for whatever a parse threw: a command's own (already printed) failure, a
 * commander usage error (help and version exit 0), or anything else as a domain failure.
 */
export const exitCodeOfThrown = (error: unknown): number => {
  if (error instanceof CliExit) return error.code
  if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage
  return ExitCode.domain
}
