import {
  emailFieldError,
  type GuestOrder,
  type GuestOrderItem,
  orderDocumentsOf,
} from "@shutter/sdk"
import { type Command, Option } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError, withStorefront } from "../run.js"
import { formatMoney } from "../table.js"
import { orderDocumentRows } from "./orderDocumentRows.js"
import { subcommand } from "./subcommand.js"

interface ShowOptions {
  readonly email: string
  readonly postcode?: string
  readonly lastname?: string
}

const orderRows = (order: GuestOrder): ReadonlyArray<readonly [string, unknown]> => {
  const items = (order.items ?? []).filter((i): i is GuestOrderItem => i !== null)
  const total = order.total
  return [
    ["Order number", order.number],
    ["Date", order.order_date],
    ["Status", order.status],
    [
      "Items",
      items.map(
        (i) =>
          `${i.quantity_ordered ?? 0} x ${i.product_name ?? i.product_sku} (${i.product_sku}) ${formatMoney(i.product_sale_price)}`,
      ),
    ],
    ["Shipping method", order.shipping_method],
    ["Subtotal", formatMoney(total?.subtotal)],
    [
      "Discounts",
      (total?.discounts ?? []).flatMap((d) => (d ? [`${d.label} -${formatMoney(d.amount)}`] : [])),
    ],
    ["Tax", formatMoney(total?.total_tax)],
    ["Shipping", formatMoney(total?.total_shipping)],
    ["Grand total", formatMoney(total?.grand_total)],
    ...orderDocumentRows(orderDocumentsOf(order)),
  ]
}

/** `shutter order show <number>`: the track-order page's lookup (Magento 2.4.7 guestOrder). */
const showCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("show", deps)
    .description("track a guest order by number, email and billing postcode or last name")
    .argument("<number>", "the order number, e.g. 000000001")
    .addOption(new Option("--email <email>", "the order's email address").makeOptionMandatory())
    .addOption(
      new Option("--postcode <postcode>", "the billing address's postcode").conflicts("lastname"),
    )
    .addOption(new Option("--lastname <name>", "the billing address's last name"))
    .action((number: string, options: ShowOptions) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const emailError = emailFieldError(options.email)
        if (emailError) throw new UsageError(`--email: ${emailError}`)
        if (options.postcode === undefined && options.lastname === undefined) {
          throw new UsageError("give --postcode or --lastname (the billing address's)")
        }
        const order = await storefront.checkout.guestOrder({
          number,
          email: options.email,
          ...(options.postcode === undefined ? {} : { postcode: options.postcode }),
          ...(options.lastname === undefined ? {} : { lastname: options.lastname }),
        })
        printValue(deps, global.json, { order }, orderRows(order))
      }),
    )

/** `shutter order …`: orders placed as a guest. */
export const orderCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("order", deps)
    .description("guest orders: track one by number and email")
    .addCommand(showCommand(deps, globals))
