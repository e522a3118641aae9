import type { MagentoConfig, Storefront } from "@shutter/sdk"
import type { AdminStateStore } from "./admin/adminState.js"
import type { Output } from "./output.js"

/** Everything a command needs from the outside world; bin.ts builds the real one, tests a fake. */
export interface CliDeps extends Output {
  /** Opens a storefront client for the chosen GraphQL endpoint and Magento extensions. */
  readonly openStorefront: (endpoint: string, magento: MagentoConfig) => Storefront
  /** SHUTTER_ENDPOINT, when set. */
  readonly envEndpoint: string | undefined
  /** SHUTTER_MAGENTO_EXTENSIONS, when set (empty: stock Magento, no extension). */
  readonly envMagentoExtensions?: string
  /** SHUTTER_ADMIN_URL, when set: the admin REST API (`…/rest`). */
  readonly envAdminUrl?: string
  /** Where `shutter admin login` keeps its token (the state folder); none: nothing is kept. */
  readonly adminState?: AdminStateStore
  /** Asks a yes/no question on the terminal; absent when stdin is not a TTY (never prompt then). */
  readonly confirm?: (question: string) => Promise<boolean>
}

/** The local shop that `npm start` runs: its web server proxies /graphql to the backend. */
export const defaultEndpoint = "http://127.0.0.1:3000/graphql"
