import type { AdminClient, SalesOrder, Track } from "@shutter/sdk/admin"
import { type Command, InvalidArgumentError, Option } from "commander"
import { type AdminOptions, withAdmin } from "../admin/adminRun.js"
import { collectTrack } from "../admin/carriers.js"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError } from "../run.js"
import { renderTable } from "../table.js"
import { positiveInteger, subcommand } from "./subcommand.js"

// `shutter admin …`: the merchant's side through Magento 2.4's admin REST API (`/rest/V1`), so
// the same commands drive Shutter's backend and a real Magento. Each action answers with the
// order's state afterwards.

type AdminGlobals = () => AdminOptions

const money = (amount: number | undefined, currency: string): string =>
  amount === undefined
    ? "-"
    : new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount)

const customerName = (order: SalesOrder): string =>
  [order.customer_firstname, order.customer_lastname].filter((p) => (p ?? "") !== "").join(" ") ||
  [order.billing_address?.firstname, order.billing_address?.lastname].filter(Boolean).join(" ")

/** The order's state and status as Magento keeps both (status "processing", state "processing"). */
const statusText = (order: SalesOrder): string =>
  order.status === order.state ? order.status : `${order.status} (${order.state})`

const orderRows = (order: SalesOrder): ReadonlyArray<readonly [string, unknown]> => {
  const currency = order.order_currency_code
  return [
    ["Order ID", order.entity_id],
    ["Order number", order.increment_id],
    ["Date", order.created_at],
    ["Status", statusText(order)],
    ["Customer", `${customerName(order)} <${order.customer_email}>`.trim()],
    [
      "Items",
      order.items
        .filter((i) => i.parent_item_id === undefined || i.parent_item_id === null)
        .map((i) => {
          const done = [
            ["invoiced", i.qty_invoiced],
            ["shipped", i.qty_shipped],
            ["refunded", i.qty_refunded],
            ["canceled", i.qty_canceled],
          ]
            .filter(([, qty]) => Number(qty ?? 0) > 0)
            .map(([label, qty]) => `${Number(qty)} ${label}`)
          return `${i.qty_ordered} x ${i.name ?? i.sku} (${i.sku}, line ${i.item_id})${done.length > 0 ? ` · ${done.join(", ")}` : ""}`
        }),
    ],
    ["Payment", order.payment?.method],
    ...documentRows(order),
    ["Grand total", money(order.grand_total, currency)],
    ["Invoiced", money(order.total_invoiced, currency)],
    ["Refunded", money(order.total_refunded, currency)],
    [
      "Comments",
      (order.status_histories ?? [])
        .filter((h) => (h.comment ?? "") !== "")
        .map((h) => `${h.created_at ?? ""} ${h.comment}`.trim()),
    ],
  ]
}

/** Invoices, shipments (tracking) and credit memos, where the shop lists them on the order. */
const documentRows = (order: SalesOrder): ReadonlyArray<readonly [string, unknown]> => {
  const documents = order.extension_attributes
  if (documents === undefined) return []
  const currency = order.order_currency_code
  const numbered = (d: { readonly entity_id: number; readonly increment_id: string }) =>
    `${d.increment_id} (ID ${d.entity_id})`
  return [
    [
      "Invoices",
      (documents.invoices ?? []).map((i) => `${numbered(i)} ${money(i.grand_total, currency)}`),
    ],
    [
      "Shipments",
      (documents.shipments ?? []).map((s) =>
        [numbered(s), ...(s.tracks ?? []).map((t) => `${t.title} ${t.track_number}`)].join(" · "),
      ),
    ],
    [
      "Credit memos",
      (documents.creditmemos ?? []).map((c) => `${numbered(c)} ${money(c.grand_total, currency)}`),
    ],
  ]
}

/** What an action prints about the order afterwards. */
const orderState = (order: SalesOrder) => ({
  entity_id: order.entity_id,
  increment_id: order.increment_id,
  state: order.state,
  status: order.status,
})

const orderIdArgument = "the order's number (increment_id), or its ID (entity_id)"

/**
 * The order's entity id: the order whose number (increment_id) this is, else, for a whole
 * number, the order with this ID (Magento's numbers, "000000001", and ids overlap in form).
 */
const resolveOrderId = async (client: AdminClient, reference: string): Promise<number> => {
  const found = await client.listOrders({
    filterGroups: [[{ field: "increment_id", value: reference }]],
    pageSize: 1,
  })
  const order = found.items[0]
  if (order !== undefined) return order.entity_id
  if (/^[1-9]\d*$/.test(reference)) return Number(reference)
  const { AdminRestError } = await import("@shutter/sdk/admin")
  throw new AdminRestError(
    404,
    "The entity that was requested doesn't exist. Verify the entity and try again.",
    [],
  )
}

/** Runs an order action, then prints `{ [key]: result, order }` and the order's new status. */
const orderAction = <R>(
  deps: CliDeps,
  globals: AdminGlobals,
  reference: string,
  action: (client: AdminClient, orderId: number) => Promise<R>,
  describe: (result: R, order: SalesOrder) => { readonly json: object; readonly line: string },
) =>
  withAdmin(deps, globals(), async (admin) => {
    const { client } = await admin.signedIn()
    const orderId = await resolveOrderId(client, reference)
    const result = await action(client, orderId)
    const order = await client.getOrder(orderId)
    const { json, line } = describe(result, order)
    if (globals().json) printValue(deps, true, { ...json, order: orderState(order) }, [])
    else deps.out(`${line} Order ${order.increment_id} is now ${statusText(order)}.`)
  })

const money2 =
  (label: string) =>
  (value: string): number => {
    const n = Number(value)
    if (value.trim() === "" || !Number.isFinite(n) || n < 0) {
      throw new InvalidArgumentError(`${label} expects an amount of 0 or more, got '${value}'`)
    }
    return n
  }

const wholeNumber =
  (label: string) =>
  (value: string): number => {
    const n = Number(value)
    if (value.trim() === "" || !Number.isInteger(n) || n < 0) {
      throw new InvalidArgumentError(`${label} expects a whole number of 0 or more, got '${value}'`)
    }
    return n
  }

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

const orderCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
  subcommand("order", deps)
    .description("one order: show, invoice, ship, refund, cancel, comment")
    .addCommand(
      subcommand("show", deps)
        .description("the order as the admin API has it (GET /V1/orders/{id})")
        .argument("<id>", orderIdArgument)
        .action((reference: string) =>
          withAdmin(deps, globals(), async (admin) => {
            const { client } = await admin.signedIn()
            const order = await client.getOrder(await resolveOrderId(client, reference))
            printValue(deps, globals().json, { order }, orderRows(order))
          }),
        ),
    )
    .addCommand(
      subcommand("invoice", deps)
        .description("invoice every line not yet invoiced, capturing the payment")
        .argument("<id>", orderIdArgument)
        .option("--no-capture", "record the invoice without capturing (payment taken elsewhere)")
        .option("--notify", "e-mail the invoice to the customer")
        .action(
          (reference: string, options: { readonly capture: boolean; readonly notify?: boolean }) =>
            orderAction(
              deps,
              globals,
              reference,
              (client, orderId) =>
                client.invoiceOrder(orderId, {
                  capture: options.capture,
                  notify: options.notify === true,
                }),
              (invoiceId) => ({
                json: { invoice_id: invoiceId },
                line: `Invoice ${invoiceId} created.`,
              }),
            ),
        ),
    )
    .addCommand(
      subcommand("ship", deps)
        .description("ship every line not yet shipped, with tracking numbers")
        .argument("<id>", orderIdArgument)
        .option(
          "--track <carrier:number>",
          "a tracking number, e.g. ups:1Z999AA10123456784 (repeatable; carriers ups, usps, fedex, dhl, or any name)",
          collectTrack,
          [],
        )
        .option("--notify", "e-mail the shipment (with its tracking links) to the customer")
        .action(
          (
            reference: string,
            options: { readonly track: ReadonlyArray<Track>; readonly notify?: boolean },
          ) =>
            orderAction(
              deps,
              globals,
              reference,
              (client, orderId) =>
                client.shipOrder(orderId, {
                  tracks: options.track,
                  notify: options.notify === true,
                }),
              (shipmentId) => ({
                json: { shipment_id: shipmentId },
                line: `Shipment ${shipmentId} created${options.track.length > 0 ? ` (tracking ${options.track.map((t) => t.trackNumber).join(", ")})` : ""}.`,
              }),
            ),
        ),
    )
    .addCommand(
      subcommand("refund", deps)
        .description("refund everything refundable: a credit memo (offline unless --online)")
        .argument("<id>", orderIdArgument)
        .option("--online", "refund through the payment provider, against the order's invoice")
        .option("--return-to-stock", "put the refunded quantities back in stock")
        .option("--notify", "e-mail the credit memo to the customer")
        .action(
          (
            reference: string,
            options: {
              readonly online?: boolean
              readonly returnToStock?: boolean
              readonly notify?: boolean
            },
          ) =>
            orderAction(
              deps,
              globals,
              reference,
              async (client, orderId) => {
                const order = await client.getOrder(orderId)
                const input = {
                  notify: options.notify === true,
                  ...(options.returnToStock === true
                    ? {
                        returnToStockItems: order.items
                          .filter((i) => (i.qty_invoiced ?? 0) > (i.qty_refunded ?? 0))
                          .map((i) => i.item_id),
                      }
                    : {}),
                }
                if (options.online !== true) return client.refundOrder(orderId, input)
                const invoiceId = await invoiceToRefund(client, order)
                return client.refundInvoice(invoiceId, { ...input, online: true })
              },
              (creditMemoId) => ({
                json: { credit_memo_id: creditMemoId, online: options.online === true },
                line: `Credit memo ${creditMemoId} created${options.online === true ? " (refunded online)" : " (offline)"}.`,
              }),
            ),
        ),
    )
    .addCommand(
      subcommand("cancel", deps)
        .description("cancel the order (releases an uncaptured payment, returns stock)")
        .argument("<id>", orderIdArgument)
        .action((reference: string) =>
          orderAction(
            deps,
            globals,
            reference,
            async (client, orderId) => {
              if (!(await client.cancelOrder(orderId))) {
                const { AdminRestError } = await import("@shutter/sdk/admin")
                // Magento answers `false` when the order cannot be canceled; its admin says this.
                throw new AdminRestError(400, "You have not canceled the item.", [])
              }
              return true
            },
            () => ({ json: { canceled: true }, line: "Canceled." }),
          ),
        ),
    )
    .addCommand(
      subcommand("comment", deps)
        .description("add a comment to the order's history")
        .argument("<id>", orderIdArgument)
        .argument("<text>", "the comment")
        .option("--notify", "e-mail the comment to the customer")
        .option("--visible", "show the comment to the customer in their order history")
        .action(
          (
            reference: string,
            text: string,
            options: { readonly notify?: boolean; readonly visible?: boolean },
          ) =>
            orderAction(
              deps,
              globals,
              reference,
              (client, orderId) =>
                client.commentOrder(orderId, {
                  comment: text,
                  notifyCustomer: options.notify === true,
                  visibleOnFront: options.visible === true,
                }),
              () => ({ json: { commented: true }, line: "Comment added." }),
            ),
        ),
    )

/**
 * The invoice an online refund goes against: the newest of the order's, from the order itself
 * where the shop lists them there (Shutter), else from `/V1/invoices` (stock Magento), paid ones.
 */
const invoiceToRefund = async (client: AdminClient, order: SalesOrder): Promise<number> => {
  const listed = order.extension_attributes?.invoices
  if (listed !== undefined) {
    const newest = listed.at(-1)
    if (newest !== undefined) return newest.entity_id
    return noInvoice(order)
  }
  const invoices = await client.listInvoices({
    filterGroups: [[{ field: "order_id", value: order.entity_id }]],
    sortOrders: [{ field: "entity_id", direction: "DESC" }],
  })
  // Magento's invoice states: 1 open (not captured), 2 paid, 3 canceled.
  const paid = invoices.items.find((i) => i.state === undefined || i.state === 2)
  return paid === undefined ? noInvoice(order) : paid.entity_id
}

const noInvoice = async (order: SalesOrder): Promise<never> => {
  const { AdminRestError } = await import("@shutter/sdk/admin")
  throw new AdminRestError(
    400,
    `Order ${order.increment_id} has no paid invoice to refund online.`,
    [],
  )
}

const productRows = (product: {
  readonly sku: string
  readonly name?: string
  readonly price?: number
  readonly status?: number
  readonly extension_attributes?: {
    readonly stock_item?: { readonly qty: number; readonly is_in_stock: boolean }
  }
}): ReadonlyArray<readonly [string, unknown]> => [
  ["SKU", product.sku],
  ["Name", product.name],
  ["Price", product.price],
  ["Status", product.status === 2 ? "disabled" : "enabled"],
  ["Qty", product.extension_attributes?.stock_item?.qty],
  [
    "Stock",
    product.extension_attributes?.stock_item === undefined
      ? undefined
      : product.extension_attributes.stock_item.is_in_stock
        ? "in stock"
        : "out of stock",
  ],
]

interface ProductSetOptions {
  readonly price?: number
  readonly qty?: number
  readonly enable?: boolean
}

const productCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
  subcommand("product", deps)
    .description("a product's price, stock and status (GET/PUT /V1/products/{sku})")
    .addCommand(
      subcommand("show", deps)
        .description("the product's price, stock and status")
        .argument("<sku>", "the product's SKU")
        .action((sku: string) =>
          withAdmin(deps, globals(), async (admin) => {
            const { client } = await admin.signedIn()
            const product = await client.getProduct(sku)
            printValue(deps, globals().json, { product }, productRows(product))
          }),
        ),
    )
    .addCommand(
      subcommand("set", deps)
        .description("change the price, the salable quantity or the status")
        .argument("<sku>", "the product's SKU")
        .option("--price <amount>", "the new price", money2("--price"))
        .option("--qty <n>", "the new quantity in stock (0: out of stock)", wholeNumber("--qty"))
        .option("--enable", "enable the product")
        .option("--disable", "disable the product")
        .action((sku: string, options: ProductSetOptions & { readonly disable?: boolean }) =>
          withAdmin(deps, globals(), async (admin) => {
            if (options.enable === true && options.disable === true) {
              throw new UsageError("give --enable or --disable, not both")
            }
            const status = options.enable === true ? 1 : options.disable === true ? 2 : undefined
            if (options.price === undefined && options.qty === undefined && status === undefined) {
              throw new UsageError("give --price, --qty, --enable or --disable")
            }
            const { client } = await admin.signedIn()
            const product = await client.updateProduct(sku, {
              ...(options.price === undefined ? {} : { price: options.price }),
              ...(options.qty === undefined ? {} : { qty: options.qty }),
              ...(status === undefined ? {} : { status }),
            })
            printValue(deps, globals().json, { product }, productRows(product))
          }),
        ),
    )

/** `shutter admin …`: orders and products through Magento's admin REST API. */
export const adminCommand = (deps: CliDeps, globals: () => GlobalOptions): Command => {
  const group = subcommand("admin", deps).description(
    "run the shop: orders (invoice, ship, refund, cancel, comment) and products, through Magento's admin REST API",
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
}
