import type { AdminClient } from "@shutter/sdk/admin"
import type { CliDeps } from "../deps.js"
import { httpUrl } from "../endpoint.js"
import { exitCodeFor } from "../exitCodes.js"
import { printError } from "../output.js"
import { CliExit, type GlobalOptions, UsageError } from "../run.js"
import { type AdminSignIn, type AdminStateStore, memoryAdminState } from "./adminState.js"

/** The admin REST API of the local shop: the backend's (the web server does not proxy it). */
export const defaultRestUrl = "http://127.0.0.1:4000/rest"

export const restUrlHint = "expected an http(s) URL such as http://127.0.0.1:4000/rest"

export interface AdminOptions extends GlobalOptions {
  /** `shutter admin --rest-url`. */
  readonly restUrl: string | undefined
}

/** The global options and the admin group's own, read when a command runs. */
export type AdminGlobals = () => AdminOptions

/** The REST base beside a GraphQL endpoint: `https://shop/graphql` → `https://shop/rest`. */
export const restUrlBeside = (graphqlEndpoint: string): string => {
  const url = new URL(graphqlEndpoint)
  url.pathname = url.pathname.endsWith("/graphql")
    ? `${url.pathname.slice(0, -"/graphql".length)}/rest`
    : "/rest"
  url.search = ""
  url.hash = ""
  return url.toString()
}

const checked = (value: string, source: string): string => {
  if (httpUrl(value) === undefined)
    throw new UsageError(`${source} '${value}' is invalid: ${restUrlHint}`)
  return value.replace(/\/+$/, "")
}

/**
 * Which REST API: --rest-url, else $SHUTTER_ADMIN_URL, else beside the chosen GraphQL endpoint
 * (--endpoint or $SHUTTER_ENDPOINT), else the one of the stored sign-in, else the local backend.
 */
export const resolveRestUrl = (
  deps: CliDeps,
  options: AdminOptions,
  stored: AdminSignIn | undefined,
): string => {
  if (options.restUrl !== undefined) return checked(options.restUrl, "--rest-url")
  if (deps.envAdminUrl !== undefined) return checked(deps.envAdminUrl, "SHUTTER_ADMIN_URL")
  const endpoint = options.endpoint ?? deps.envEndpoint
  if (endpoint !== undefined && httpUrl(endpoint) !== undefined) return restUrlBeside(endpoint)
  return stored?.restUrl ?? defaultRestUrl
}

export const adminStateOf = (deps: CliDeps): AdminStateStore => deps.adminState ?? fallbackState

const fallbackState = memoryAdminState()

export interface AdminContext {
  readonly restUrl: string
  readonly state: AdminStateStore
  /** A client without a token (sign-in). */
  readonly anonymous: () => Promise<AdminClient>
  /** A client with the stored token for this REST API; AdminNotSignedInError without one. */
  readonly signedIn: () => Promise<{ readonly client: AdminClient; readonly signIn: AdminSignIn }>
}

/**
 * Runs one admin command body, printing failures with the CLI's exit-code table. The REST
 * client is imported here, on first use, so `shutter` starts without it.
 */
export const withAdmin = async (
  deps: CliDeps,
  options: AdminOptions,
  body: (admin: AdminContext) => Promise<void>,
): Promise<void> => {
  let usedToken = false
  try {
    const state = adminStateOf(deps)
    const restUrl = resolveRestUrl(deps, options, state.read())
    const load = () => import("@shutter/sdk/admin")
    await body({
      restUrl,
      state,
      anonymous: async () => (await load()).createAdminClient({ baseUrl: restUrl }),
      signedIn: async () => {
        const { createAdminClient, AdminNotSignedInError } = await load()
        usedToken = true
        const signIn = state.read()
        if (signIn === undefined || signIn.restUrl !== restUrl) {
          throw new AdminNotSignedInError(
            `Not signed in to ${restUrl} as an admin: run 'shutter admin login' first.`,
          )
        }
        return { client: createAdminClient({ baseUrl: restUrl, token: signIn.token }), signIn }
      },
    })
  } catch (error) {
    const hinted = withRouteHint(error, restUrlOf(deps, options))
    printError(deps, options.json, usedToken ? withSignInHint(hinted) : hinted)
    throw new CliExit(exitCodeFor(error))
  }
}

const restUrlOf = (deps: CliDeps, options: AdminOptions): string | undefined => {
  try {
    return resolveRestUrl(deps, options, adminStateOf(deps).read())
  } catch {
    return undefined
  }
}

/**
 * Magento's "no such route" where the admin API was expected: most often a shop's web server
 * that does not proxy /rest (Shutter's does not, by default), so say where to point instead.
 */
const withRouteHint = (error: unknown, restUrl: string | undefined): unknown => {
  if (
    restUrl !== undefined &&
    error instanceof Error &&
    "_tag" in error &&
    error._tag === "AdminRestError" &&
    "status" in error &&
    error.status === 404 &&
    error.message === "Request does not match any route."
  ) {
    error.message = `${error.message} (no admin REST API at ${restUrl}: give the backend's with --rest-url or SHUTTER_ADMIN_URL)`
  }
  return error
}

/** A 401 on a signed-in call: Magento's message, and what to do about it. */
const withSignInHint = (error: unknown): unknown => {
  if (
    error instanceof Error &&
    "_tag" in error &&
    error._tag === "AdminRestError" &&
    "status" in error &&
    error.status === 401 &&
    !error.message.includes("shutter admin login")
  ) {
    error.message = `${error.message} (sign in again: 'shutter admin login')`
  }
  return error
}
