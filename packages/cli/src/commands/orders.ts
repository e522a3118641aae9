import type { OrderDetails } from "@shutter/sdk"
import type { Command } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, withStorefront } from "../run.js"
import { formatMoney, renderTable } from "../table.js"
import { orderDocumentRows } from "./orderDocumentRows.js"
import { positiveInteger, subcommand } from "./subcommand.js"

const orderRows = (order: OrderDetails): ReadonlyArray<readonly [string, unknown]> => [
  ["Order number", order.number],
  ["Date", order.orderDate],
  ["Status", order.status],
  [
    "Items",
    order.items.map(
      (i) =>
        `${i.quantityOrdered} x ${i.productName ?? i.productSku} (${i.productSku}) ${formatMoney(i.productSalePrice)}`,
    ),
  ],
  ["Shipping method", order.shippingMethod],
  [
    "Ship to",
    order.shippingAddress &&
      [
        `${order.shippingAddress.firstname} ${order.shippingAddress.lastname}`,
        ...order.shippingAddress.street,
        order.shippingAddress.city,
      ].join(", "),
  ],
  ["Payment", order.paymentMethods.map((p) => p.name)],
  ["Subtotal", formatMoney(order.totals.subtotal)],
  ["Discounts", order.totals.discounts.map((d) => `${d.label} -${formatMoney(d.amount)}`)],
  ["Tax", formatMoney(order.totals.totalTax)],
  ["Shipping", formatMoney(order.totals.totalShipping)],
  ["Grand total", formatMoney(order.grandTotal)],
  ...orderDocumentRows(order),
]

interface ListOptions {
  readonly page?: number
  readonly pageSize?: number
}

/** `shutter orders …`: the signed-in customer's order history. */
export const ordersCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("orders", deps)
    .description("the signed-in customer's orders: list, show, reorder")
    .addCommand(
      subcommand("list", deps)
        .description("one page of orders, newest first")
        .option("--page <n>", "page (default 1)", positiveInteger("--page"))
        .option("--page-size <n>", "orders per page (default 10)", positiveInteger("--page-size"))
        .action((options: ListOptions) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const page = await storefront.orders.list({
              ...(options.page === undefined ? {} : { currentPage: options.page }),
              ...(options.pageSize === undefined ? {} : { pageSize: options.pageSize }),
            })
            if (global.json) {
              printValue(deps, true, page, [])
              return
            }
            if (page.orders.length === 0) {
              deps.out("No orders.")
              return
            }
            deps.out(
              renderTable(
                ["Order", "Date", "Status", "Total"],
                page.orders.map((o) => [
                  o.number,
                  o.orderDate,
                  o.status,
                  formatMoney(o.grandTotal),
                ]),
              ),
            )
            deps.out(`Page ${page.currentPage} of ${page.totalPages} (${page.totalCount} orders)`)
          }),
        ),
    )
    .addCommand(
      subcommand("show", deps)
        .description("one order: items, totals, invoices, shipments, credit memos")
        .argument("<number>", "the order number, e.g. 000000001")
        .action((number: string) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const order = await storefront.orders.get({ number })
            printValue(deps, global.json, { order }, orderRows(order))
          }),
        ),
    )
    .addCommand(
      subcommand("reorder", deps)
        .description("put an order's items into the cart again")
        .argument("<number>", "the order number")
        .action((number: string) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const { cart, errors } = await storefront.orders.reorder({ number })
            printValue(
              deps,
              global.json,
              { cart_id: cart.id, total_quantity: cart.total_quantity, errors },
              [
                ["Cart", cart.id],
                ["Items in cart", cart.total_quantity],
                ["Not added", errors.map((e) => e.message)],
              ],
            )
          }),
        ),
    )
