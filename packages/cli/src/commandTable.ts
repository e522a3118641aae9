import type { Command } from "commander"
import type { CliDeps } from "./deps.js"
import type { GlobalOptions } from "./run.js"

type MakeCommand = (deps: CliDeps, globals: () => GlobalOptions) => Command

/** One top-level command: what `shutter --help` lists, and how to load the command itself. */
export interface CommandEntry {
  readonly name: string
  readonly description: string
  readonly load: () => Promise<MakeCommand>
}

/**
 * Every top-level command in `createProgram`'s order, with its description, so `shutter --help`
 * lists them without loading any (a test keeps this table equal to the loaded commands).
 */
export const COMMANDS: ReadonlyArray<CommandEntry> = [
  {
    name: "store",
    description: "print the store configuration (storeConfig)",
    load: async () => (await import("./commands/store.js")).storeCommand,
  },
  {
    name: "categories",
    description: "print the category tree",
    load: async () => (await import("./commands/catalog.js")).categoriesCommand,
  },
  {
    name: "products",
    description: "list products of a category or a search, like the web's listing",
    load: async () => (await import("./commands/catalog.js")).productsCommand,
  },
  {
    name: "product",
    description: "print one product by sku or URL (e.g. canon-eos-r6.html)",
    load: async () => (await import("./commands/catalog.js")).productCommand,
  },
  {
    name: "route",
    description: "resolve a URL the way the web's catch-all route does",
    load: async () => (await import("./commands/catalog.js")).routeCommand,
  },
  {
    name: "cms",
    description: "print a CMS page by identifier (e.g. home, shipping-policy)",
    load: async () => (await import("./commands/catalog.js")).cmsCommand,
  },
  {
    name: "cart",
    description: "the shopper's cart (its id persists in the state folder)",
    load: async () => (await import("./commands/cart.js")).cartCommand,
  },
  {
    name: "checkout",
    description: "place an order for the current cart (as a guest, or as the signed-in customer)",
    load: async () => (await import("./commands/checkout.js")).checkoutCommand,
  },
  {
    name: "order",
    description: "guest orders: track one by number and email",
    load: async () => (await import("./commands/order.js")).orderCommand,
  },
  {
    name: "account",
    description: "customer account: register, sign in and out, profile, e-mail, password, reset",
    load: async () => (await import("./commands/account.js")).accountCommand,
  },
  {
    name: "address",
    description: "the signed-in customer's address book: list, add, edit, delete",
    load: async () => (await import("./commands/address.js")).addressCommand,
  },
  {
    name: "orders",
    description: "the signed-in customer's orders: list, show, reorder",
    load: async () => (await import("./commands/orders.js")).ordersCommand,
  },
  {
    name: "review",
    description: "product reviews: write one, list yours",
    load: async () => (await import("./commands/engagement.js")).reviewCommand,
  },
  {
    name: "newsletter",
    description: "the store newsletter: subscribe, show your subscription",
    load: async () => (await import("./commands/engagement.js")).newsletterCommand,
  },
  {
    name: "alerts",
    description: "your product alerts (back in stock, price drop): list, add, remove",
    load: async () => (await import("./commands/engagement.js")).alertsCommand,
  },
  {
    name: "quote",
    description: "sell used gear: submit a quote request, look up its status",
    load: async () => (await import("./commands/quote.js")).quoteCommand,
  },
  {
    name: "wishlist",
    description: "the signed-in customer's wish list: list, add, remove, move, share, shared",
    load: async () => (await import("./commands/wishlist.js")).wishlistCommand,
  },
  {
    name: "admin",
    description:
      "run the shop: orders (invoice, ship, refund, cancel, comment), products and settings, through Magento's admin REST API",
    load: async () => (await import("./commands/admin.js")).adminCommand,
  },
  {
    name: "flow",
    description: "scripted flows: steps of shutter commands with expectations",
    // A flow's steps run through a fresh program each (every command loaded), with their own output.
    load: async () => {
      const [{ flowCommand }, { createProgram }, { runCommandLine }] = await Promise.all([
        import("./commands/flow.js"),
        import("./program.js"),
        import("./commandLine.js"),
      ])
      return (deps, globals) =>
        flowCommand(deps, globals, (stepDeps, args) =>
          runCommandLine(createProgram(stepDeps), stepDeps, args),
        )
    },
  },
]
