import { type Command, Option } from "commander"
import { type AdminGlobals, withAdmin } from "../admin/adminRun.js"
import { money } from "../admin/orderText.js"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import type { GlobalOptions } from "../run.js"
import { renderTable } from "../table.js"
import { configCommand } from "./adminConfig.js"
import { orderCommand } from "./adminOrder.js"
import { productCommand } from "./adminProduct.js"
import { positiveInteger, subcommand } from "./subcommand.js"

// `shutter admin …`: the merchant's side through Magento 2.4's admin REST API (`/rest/V1`), so
// the same commands drive Shutter's backend and a real Magento. One module per group below:
// adminOrder.ts, adminProduct.ts.

const loginCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
  subcommand("login", deps)
    .description("sign in as an admin; the token is kept in the state folder, never printed")
    .addOption(new Option("--username <name>", "the admin's user name").makeOptionMandatory())
    .addOption(new Option("--password <password>", "the admin's password").makeOptionMandatory())
    .action((options: { readonly username: string; readonly password: string }) =>
      withAdmin(deps, globals(), async (admin) => {
        const client = await admin.anonymous()
        const token = await client.requestToken(options)
        admin.state.write({ restUrl: admin.restUrl, username: options.username, token })
        printValue(
          deps,
          globals().json,
          { signed_in: true, username: options.username, rest_url: admin.restUrl },
          [
            ["Signed in as", options.username],
            ["REST API", admin.restUrl],
          ],
        )
      }),
    )

const logoutCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
  subcommand("logout", deps)
    .description("forget the stored admin token")
    .action(() =>
      withAdmin(deps, globals(), async (admin) => {
        admin.state.clear()
        if (globals().json) printValue(deps, true, { signed_out: true }, [])
        else deps.out("Signed out of the admin API.")
      }),
    )

interface OrdersOptions {
  readonly status?: string
  readonly page?: number
  readonly pageSize?: number
}

const ordersCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
  subcommand("orders", deps)
    .description("the shop's orders, newest first (GET /V1/orders)")
    .option("--status <status>", "only orders with this status, e.g. pending, processing, complete")
    .option("--page <n>", "page (default 1)", positiveInteger("--page"))
    .option("--page-size <n>", "orders per page (default 20)", positiveInteger("--page-size"))
    .action((options: OrdersOptions) =>
      withAdmin(deps, globals(), async (admin) => {
        const { client } = await admin.signedIn()
        const pageSize = options.pageSize ?? 20
        const currentPage = options.page ?? 1
        const result = await client.listOrders({
          ...(options.status === undefined
            ? {}
            : { filterGroups: [[{ field: "status", value: options.status }]] }),
          sortOrders: [
            { field: "created_at", direction: "DESC" },
            { field: "entity_id", direction: "DESC" },
          ],
          pageSize,
          currentPage,
        })
        if (globals().json) {
          printValue(deps, true, result, [])
          return
        }
        if (result.items.length === 0) {
          deps.out(options.status === undefined ? "No orders." : `No ${options.status} orders.`)
          return
        }
        deps.out(
          renderTable(
            ["ID", "Order", "Date", "Customer", "Status", "Total"],
            result.items.map((o) => [
              String(o.entity_id),
              o.increment_id,
              o.created_at,
              o.customer_email,
              o.status,
              money(o.grand_total, o.order_currency_code),
            ]),
          ),
        )
        const pages = Math.max(1, Math.ceil(result.total_count / pageSize))
        deps.out(`Page ${currentPage} of ${pages} (${result.total_count} orders)`)
      }),
    )

/** `shutter admin …`: orders and products through Magento's admin REST API. */
export const adminCommand = (deps: CliDeps, globals: () => GlobalOptions): Command => {
  const group = subcommand("admin", deps).description(
    "run the shop: orders (invoice, ship, refund, cancel, comment), products and settings, through Magento's admin REST API",
  )
  group.option(
    "--rest-url <url>",
    "the REST API (default: $SHUTTER_ADMIN_URL, else beside --endpoint: …/rest, else http://127.0.0.1:4000/rest)",
  )
  const adminGlobals: AdminGlobals = () => ({
    ...globals(),
    restUrl: group.opts<{ restUrl?: string }>().restUrl,
  })
  return group
    .addCommand(loginCommand(deps, adminGlobals))
    .addCommand(logoutCommand(deps, adminGlobals))
    .addCommand(ordersCommand(deps, adminGlobals))
    .addCommand(orderCommand(deps, adminGlobals))
    .addCommand(productCommand(deps, adminGlobals))
    .addCommand(configCommand(deps, adminGlobals))
}
