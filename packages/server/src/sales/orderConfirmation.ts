// The order confirmation e-mail, modelled on Magento's sales_email_order_template ("Your
// %store_name order confirmation"): greeting, order number and date, billing and shipping info
// (no shipping for a virtual order), payment and shipping methods, the items grid (name, sku,
// options, qty, row price) and the totals down to the grand total.
import { inArray } from "drizzle-orm"
import type { StoredAddress } from "../db/cartSchema.js"
import { storeConfig } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import { formatUsd } from "../giftCard/giftCardOptions.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { MailBlock, MailBrand, MailContent } from "../mail/mailLayout.js"
import { mailBrandOf, queueBrandedMail } from "../mail/outbox.js"
import { storeConfigTexts } from "../store/storeConfigTexts.js"
import type { NewOrder, NewOrderItem } from "./orderRepository.js"

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

const placedOn = (date: Date, locale: string, timeZone: string): string => {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }
  try {
    return new Intl.DateTimeFormat(locale.replace("_", "-"), { ...options, timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(date)
  }
}

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

const storeLocale = async (db: Queryable, storeId: number) => {
  const found = await storeConfigTexts(
    db,
    storeId,
    inArray(storeConfig.path, ["locale", "timezone"]),
  )
  const of = (path: string) => found.find((r) => r.path === path)?.value ?? undefined
  return { locale: of("locale") ?? "en_US", timeZone: of("timezone") ?? "UTC" }
}

/** What the message needs of the store: its brand and how it writes dates. */
export interface OrderMailSetup {
  readonly brand: MailBrand
  readonly locale: string
  readonly timeZone: string
}

const notQueued = (context: GraphqlContext, order: string | null, error: unknown): undefined => {
  context.logger.warn("order confirmation e-mail not queued", {
    ...(order === null ? {} : { order }),
    error: error instanceof Error ? error.message : String(error),
  })
  return undefined
}

/**
 * Read before the order's transaction, so that no row lock waits on it; undefined (logged)
 * when it cannot be read: the order goes ahead without its e-mail.
 */
export const orderMailSetup = async (
  context: GraphqlContext,
): Promise<OrderMailSetup | undefined> => {
  try {
    const brand = await mailBrandOf(context, context.db)
    return { brand, ...(await storeLocale(context.db, context.store.id)) }
  } catch (error) {
    return notQueued(context, null, error)
  }
}

/**
 * Queues the confirmation in the order's transaction, inside a savepoint: the mail goes out
 * only if the order commits, and nothing about it (a rendering or insert failure) can fail
 * the order — it is logged and the order stands. Returns whether a message was queued.
 */
export const queueOrderConfirmation = async (
  context: GraphqlContext,
  tx: Queryable,
  setup: OrderMailSetup | undefined,
  confirmation: OrderConfirmation,
): Promise<boolean> => {
  if (setup === undefined || !confirmation.order.email) return false
  try {
    const billing = confirmation.order.billingAddress
    const content = orderConfirmationMail(
      setup.brand.storeName,
      confirmation,
      setup.locale,
      setup.timeZone,
    )
    await tx.transaction((savepoint) =>
      queueBrandedMail(
        savepoint,
        context.store.id,
        setup.brand,
        "order_confirmation",
        { email: confirmation.order.email, name: `${billing.firstname} ${billing.lastname}` },
        content,
      ),
    )
    return true
  } catch (error) {
    notQueued(context, confirmation.number, error)
    return false
  }
}
