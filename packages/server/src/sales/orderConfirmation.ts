// The order confirmation e-mail, modelled on Magento's sales_email_order_template ("Your
// %store_name order confirmation"): greeting, order number and date, billing and shipping info
// (no shipping for a virtual order), payment and shipping methods, the items grid (name, sku,
// options, qty, row price) and the totals down to the grand total.
import { randomBytes } from "node:crypto"
import type { StoredAddress } from "../db/cartSchema.js"
import { formatUsd } from "../giftCard/giftCardOptions.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { MailBlock, MailBrand, MailContent } from "../mail/mailLayout.js"
import { mailBrand, renderQueuedMail } from "../mail/outbox.js"
import { cachedStoreConfig, configText } from "../store/storeConfigCache.js"
import type { NewOrder, NewOrderItem, NumberedMail } from "./orderRepository.js"

export interface OrderConfirmation {
  readonly number: string
  readonly placedAt: Date
  readonly order: NewOrder
  readonly items: readonly NewOrderItem[]
  /** The gift cards that paid part of the order, in the order applied (cents). */
  readonly giftCards: readonly { readonly code: string; readonly amount: number }[]
  readonly isVirtual: boolean
  /** A customer with an account can follow the order there. */
  readonly signedIn: boolean
}

/** Magento's default address template (html): name, company, street, city line, country, T:. */
export const addressLines = (a: StoredAddress): string[] => [
  `${a.firstname} ${a.lastname}`,
  ...(a.company ? [a.company] : []),
  ...a.street.filter((line) => line.trim() !== ""),
  [a.city, a.regionLabel ?? a.regionCode, a.postcode].filter(Boolean).join(", "),
  a.countryLabel,
  ...(a.telephone ? [`T: ${a.telephone}`] : []),
  ...(a.vatId ? [`VAT: ${a.vatId}`] : []),
]

// Building a DateTimeFormat costs far more than formatting with one: one per locale and zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

const dateFormat = (locale: string, timeZone: string): Intl.DateTimeFormat => {
  const key = `${locale} ${timeZone}`
  let format = dateFormats.get(key)
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }
    try {
      format = new Intl.DateTimeFormat(locale.replace("_", "-"), { ...options, timeZone })
    } catch {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" })
    }
    if (dateFormats.size < 100) dateFormats.set(key, format)
  }
  return format
}

const placedOn = (date: Date, locale: string, timeZone: string): string =>
  dateFormat(locale, timeZone).format(date)

const negative = (cents: number): string => formatUsd(-Math.abs(cents))

/** The message for an order; `locale`/`timeZone` are the store view's (the date's format). */
export const orderConfirmationMail = (
  storeName: string,
  c: OrderConfirmation,
  locale = "en_US",
  timeZone = "UTC",
): MailContent => {
  const o = c.order
  const billing = o.billingAddress
  const blocks: MailBlock[] = [{ heading: "Billing Info", lines: addressLines(billing) }]
  if (!c.isVirtual && o.shippingAddress !== null)
    blocks.push({ heading: "Shipping Info", lines: addressLines(o.shippingAddress) })
  blocks.push({ heading: "Payment Method", lines: [o.paymentTitle] })
  if (!c.isVirtual)
    blocks.push({ heading: "Shipping Method", lines: [o.shippingDescription ?? ""] })
  const discountLabel = o.discounts.map((d) => d.label).join(", ")
  const tax = o.taxes.length > 0 || o.taxAmount !== 0
  return {
    subject: `Your ${storeName} order confirmation`,
    heading: `Your Order #${c.number}`,
    paragraphs: [
      `${billing.firstname} ${billing.lastname},`,
      `Thank you for your order from ${storeName}.`,
      ...(c.isVirtual ? [] : ["Once your package ships we will send you a tracking number."]),
      ...(c.signedIn
        ? ["You can check the status of your order by logging into your account."]
        : []),
      `Placed on ${placedOn(c.placedAt, locale, timeZone)}`,
    ],
    blocks,
    table: {
      columns: ["Items", "Qty", "Price"],
      rows: c.items.map((item) => ({
        cells: [item.name, String(item.quantity), formatUsd(item.rowTotal)],
        details: [
          `SKU: ${item.sku}`,
          ...[...item.selectedOptions, ...item.enteredOptions].map((x) => `${x.label}: ${x.value}`),
        ],
      })),
      totals: [
        { label: "Subtotal", value: formatUsd(o.subtotal) },
        ...(o.discountAmount > 0
          ? [
              {
                label: discountLabel ? `Discount (${discountLabel})` : "Discount",
                value: negative(o.discountAmount),
              },
            ]
          : []),
        ...(c.isVirtual
          ? []
          : [{ label: "Shipping & Handling", value: formatUsd(o.shippingAmount) }]),
        ...(tax ? [{ label: "Tax", value: formatUsd(o.taxAmount) }] : []),
        ...c.giftCards.map((g) => ({ label: `Gift Card (${g.code})`, value: negative(g.amount) })),
        { label: "Grand Total", value: formatUsd(o.grandTotal), strong: true },
      ],
    },
  }
}

/** What the message needs of the store: its brand and how it writes dates. */
export interface OrderMailSetup {
  readonly brand: MailBrand
  readonly locale: string
  readonly timeZone: string
}

const notQueued = (context: GraphqlContext, error: unknown): undefined => {
  context.logger.warn("order confirmation e-mail not queued", {
    error: error instanceof Error ? error.message : String(error),
  })
  return undefined
}

/**
 * The store's brand and locale, from this process's copy of the store settings (read before
 * the order's transaction when the copy is cold, so that no row lock waits on it); undefined
 * (logged) when they cannot be read: the order goes ahead without its e-mail.
 */
export const orderMailSetup = async (
  context: GraphqlContext,
): Promise<OrderMailSetup | undefined> => {
  try {
    const values = await cachedStoreConfig(context.db, context.store.id)
    return {
      brand: mailBrand(context, configText(values, "header_logo_src")),
      locale: configText(values, "locale") ?? "en_US",
      timeZone: configText(values, "timezone") ?? "UTC",
    }
  } catch (error) {
    return notQueued(context, error)
  }
}

/**
 * The confirmation of an order about to be written, its number left as a token that the order's
 * own statement replaces with the number it draws (orderRepository's insertNumberedOrder): the
 * message is queued by the statement that writes the order, so it goes out exactly when the
 * order commits and costs no statement of its own. Undefined when there is nothing to send (no
 * store settings, no address) or the message cannot be rendered (logged; the order goes ahead).
 * Nothing about it can fail the order: the row is plain text PostgreSQL takes
 * (renderQueuedMail leaves no NUL character).
 */
export const numberedConfirmation = (
  context: GraphqlContext,
  setup: OrderMailSetup | undefined,
  confirmation: Omit<OrderConfirmation, "number">,
): NumberedMail | undefined => {
  if (setup === undefined || !confirmation.order.email) return undefined
  const numberToken = `order-number-${randomBytes(12).toString("hex")}`
  try {
    const billing = confirmation.order.billingAddress
    const mail = renderQueuedMail(
      context.store.id,
      setup.brand,
      "order_confirmation",
      { email: confirmation.order.email, name: `${billing.firstname} ${billing.lastname}` },
      orderConfirmationMail(
        setup.brand.storeName,
        { ...confirmation, number: numberToken },
        setup.locale,
        setup.timeZone,
      ),
    )
    return { mail, numberToken }
  } catch (error) {
    return notQueued(context, error)
  }
}
