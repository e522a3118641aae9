import type { Command } from "commander"
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
import { configureCommands, programRoot } from "./programRoot.js"

/**
 * Builds the `shutter` program with every command loaded (tests, flow steps); bin.ts builds
 * `commandLineProgram`, which loads only the command it runs.
 */
export const createProgram = (deps: CliDeps): Command => {
  const { program, globals } = programRoot(deps)
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
  return configureCommands(program, deps)
}
