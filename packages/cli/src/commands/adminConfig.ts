import { type Command, InvalidArgumentError } from "commander"
import { type AdminGlobals, withAdmin } from "../admin/adminRun.js"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { subcommand } from "./subcommand.js"

// `shutter admin config …`: the store settings Shutter's admin REST API switches (the newsletter's
// guest subscriptions and confirmation), by Magento's configuration paths.

const yesNo = (value: string): boolean => {
  if (/^(1|yes|on|true)$/i.test(value)) return true
  if (/^(0|no|off|false)$/i.test(value)) return false
  throw new InvalidArgumentError(`expects yes or no (1/0, on/off), got '${value}'`)
}

const label = (value: string): string => (value === "1" ? "yes" : "no")

export const configCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
  subcommand("config", deps)
    .description("store settings by Magento's path (GET/PUT /V1/shutter/config)")
    .addCommand(
      subcommand("list", deps)
        .description("every setting this command can switch, with its value")
        .action(() =>
          withAdmin(deps, globals(), async (admin) => {
            const { client } = await admin.signedIn()
            const { items } = await client.listConfig()
            printValue(
              deps,
              globals().json,
              { items },
              items.map((item) => [item.path, label(item.value)] as const),
            )
          }),
        ),
    )
    .addCommand(
      subcommand("set", deps)
        .description("switch one setting on or off for every store view")
        .argument("<path>", "e.g. newsletter/subscription/allow_guest_subscribe")
        .argument("<value>", "yes or no (1/0, on/off)", yesNo)
        .action((path: string, value: boolean) =>
          withAdmin(deps, globals(), async (admin) => {
            const { client } = await admin.signedIn()
            const setting = await client.setConfig(path, value)
            printValue(deps, globals().json, setting, [[setting.path, label(setting.value)]])
          }),
        ),
    )
