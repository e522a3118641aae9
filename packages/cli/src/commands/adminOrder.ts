import type { AdminClient, SalesOrder, Track } from "@shutter/sdk/admin"
import type { Command } from "commander"
import { type AdminGlobals, withAdmin } from "../admin/adminRun.js"
import { collectTrack } from "../admin/carriers.js"
import { orderRows, orderState, statusText } from "../admin/orderText.js"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { subcommand } from "./subcommand.js"

// `shutter admin order …`: one order's actions through Magento's REST API; each answers with
// the order's state afterwards.

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

export const orderCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
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
