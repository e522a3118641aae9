import { Command, Option } from "commander"
import packageJson from "../package.json" with { type: "json" }
import { runCommandLine } from "./commandLine.js"
import { accountCommand } from "./commands/account.js"
import { addressCommand } from "./commands/address.js"
import { adminCommand } from "./commands/admin.js"
import { cartCommand } from "./commands/cart.js"
import {
  categoriesCommand,
  cmsCommand,
  productCommand,
  productsCommand,
  routeCommand,
} from "./commands/catalog.js"
import { checkoutCommand } from "./commands/checkout.js"
import { alertsCommand, newsletterCommand, reviewCommand } from "./commands/engagement.js"
import { flowCommand } from "./commands/flow.js"
import { orderCommand } from "./commands/order.js"
import { ordersCommand } from "./commands/orders.js"
import { quoteCommand } from "./commands/quote.js"
import { storeCommand } from "./commands/store.js"
import { wishlistCommand } from "./commands/wishlist.js"
import type { CliDeps } from "./deps.js"
import { endpointOption } from "./endpoint.js"
import type { GlobalOptions } from "./run.js"

/** Builds the `shutter` program; bin.ts parses process.argv with it, tests parse their own. */
export const createProgram = (deps: CliDeps): Command => {
  const program = new Command("shutter")
    .description("Drive a Shutter (or Magento 2.4) storefront from the terminal")
    .version(packageJson.version, "-V, --version", "print the version")
    .option("--json", "print machine-readable JSON (errors too, on stderr)")
    .addOption(
      new Option(
        "--endpoint <url>",
        "GraphQL endpoint (default: $SHUTTER_ENDPOINT or the local shop, http://127.0.0.1:3000/graphql)",
      ).argParser(endpointOption),
    )
    .showHelpAfterError()
    .configureOutput({
      writeOut: (s) => deps.out(s.trimEnd()),
      writeErr: (s) => deps.err(s.trimEnd()),
    })
    .exitOverride()

  const globals = (): GlobalOptions => {
    const options = program.opts<{ json?: boolean; endpoint?: string }>()
    return { json: options.json === true, endpoint: options.endpoint }
  }

  for (const command of [
    storeCommand,
    categoriesCommand,
    productsCommand,
    productCommand,
    routeCommand,
    cmsCommand,
    cartCommand,
    checkoutCommand,
    orderCommand,
    accountCommand,
    addressCommand,
    ordersCommand,
    reviewCommand,
    newsletterCommand,
    alertsCommand,
    quoteCommand,
    wishlistCommand,
    adminCommand,
  ]) {
    program.addCommand(command(deps, globals))
  }
  // A flow's steps run through a fresh program each, with their own output sinks.
  program.addCommand(
    flowCommand(deps, globals, (stepDeps, args) =>
      runCommandLine(createProgram(stepDeps), stepDeps, args),
    ),
  )
  // commander does not hand the root's exitOverride/output settings to added commands: apply
  // them to every command, so a parse error anywhere throws for bin.ts to map to exit code 2.
  const configure = (command: Command): void => {
    command
      .exitOverride()
      .showHelpAfterError()
      .configureOutput({
        writeOut: (s) => deps.out(s.trimEnd()),
        writeErr: (s) => deps.err(s.trimEnd()),
      })
    for (const child of command.commands) configure(child)
  }
  for (const command of program.commands) configure(command)
  return program
}
