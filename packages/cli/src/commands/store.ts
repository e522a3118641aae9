import type { StoreConfig } from "@shutter/sdk"
import { Command } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, withStorefront } from "../run.js"

const storeRows = (config: StoreConfig): ReadonlyArray<readonly [string, unknown]> => [
  ["Store name", config.store_name],
  ["Store code", config.store_code],
  ["Title", config.default_title],
  ["Locale", config.locale],
  ["Base currency", config.base_currency_code],
  ["Display currency", config.default_display_currency_code],
  ["Base URL", config.base_url],
  ["Media URL", config.base_media_url],
  ["Logo", config.header_logo_src],
]

/** `shutter store`: the store view's configuration (storeConfig). */
export const storeCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  new Command("store").description("print the store configuration (storeConfig)").action(() =>
    withStorefront(deps, globals(), async (storefront, options) => {
      const config = await storefront.store.config()
      printValue(deps, options.json, config, storeRows(config))
    }),
  )
