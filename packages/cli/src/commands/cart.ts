import {
  type CartItem,
  type CartModel,
  COUPON_APPLIED_MESSAGE,
  COUPON_NOT_VALID_MESSAGE,
  COUPON_REMOVED_MESSAGE,
  itemRemovedMessage,
  type WarrantyOffers,
  warrantyPlanFor,
  warrantyPrice,
} from "@shutter/sdk"
import { type Command, Option } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError, withStorefront } from "../run.js"
import { formatMoney } from "../table.js"
import { renderCart } from "./cartView.js"
import { giftCardCommand } from "./giftCardCommands.js"
import { type GiftCardFlags, giftCardAddOptions, withGiftCardOptions } from "./giftCardFlags.js"
import { resolveProductOptions } from "./productOptions.js"
import { collect, positiveInteger, subcommand } from "./subcommand.js"

// `shutter cart …`: each subcommand is argv → SDK calls → one value, printed as text or --json.
// JSON results are `{ "cart": Cart, … }` so flows can expect on `cart.total_quantity` etc.

/** A cart call's result as text and JSON. */
const printCart = (
  deps: CliDeps,
  options: GlobalOptions,
  cart: CartModel | null,
  extra: Readonly<Record<string, unknown>> = {},
  message?: string,
): void => {
  if (options.json) {
    printValue(deps, true, { ...extra, cart }, [])
    return
  }
  if (message) deps.out(message)
  deps.out(cart ? renderCart(cart) : "The cart is empty.")
}

const lineOf = (cart: CartModel | null, uid: string): CartItem => {
  const line = (cart?.items ?? []).find((i): i is CartItem => i !== null && i.uid === uid)
  if (!line) throw new UsageError(`No cart line with uid '${uid}' (see 'shutter cart show')`)
  return line
}

interface AddOptions extends GiftCardFlags {
  readonly qty: number
  readonly option: ReadonlyArray<string>
  readonly bundle: ReadonlyArray<string>
  readonly link: ReadonlyArray<string>
}

const addCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  withGiftCardOptions(subcommand("add", deps))
    .description(
      'add a product by sku (--option color=Black, --option "Session=Tuesday evening, 18:30–21:30", --bundle "Lens=CAN-RF-50MM-F-1-2-L-USM", --link "Lightroom Mobile (.dng)")',
    )
    .argument("<sku>")
    .addOption(new Option("--qty <n>", "quantity").argParser(positiveInteger("--qty")).default(1))
    .addOption(
      new Option("--option <attr=value>", "an option by attribute code and value label, repeatable")
        .argParser(collect)
        .default([]),
    )
    .addOption(
      new Option(
        "--bundle <option=choice>",
        "a bundle selection by option title and choice label or sku, ':N' for a quantity; repeatable (other options keep their defaults)",
      )
        .argParser(collect)
        .default([]),
    )
    .addOption(
      new Option(
        "--link <title>",
        "a downloadable's link by title, when links are sold separately; repeatable",
      )
        .argParser(collect)
        .default([]),
    )
    .action((sku: string, options: AddOptions) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const product = await storefront.catalog.productBySku({ sku })
        const { selectedOptions, enteredOptions } =
          (await giftCardAddOptions(storefront, product, options)) ??
          resolveProductOptions(product, options.option, {
            bundle: options.bundle,
            link: options.link,
          })
        const cart = await storefront.cart.addItem({
          product,
          quantity: options.qty,
          ...(selectedOptions.length > 0 ? { selectedOptions } : {}),
          ...(Object.keys(enteredOptions).length > 0 ? { enteredOptions } : {}),
        })
        printCart(deps, global, cart, {}, `Added ${options.qty} x ${product.name ?? sku}.`)
      }),
    )

const showCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("show", deps)
    .description("print the cart: lines, options, warranty, totals")
    .action(() =>
      withStorefront(deps, globals(), async (storefront, global) => {
        printCart(deps, global, await storefront.cart.load())
      }),
    )

const clearCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("clear", deps)
    .description("forget the current cart and start an empty one")
    .action(() =>
      withStorefront(deps, globals(), async (storefront, global) => {
        printCart(deps, global, await storefront.cart.clear())
      }),
    )

const updateCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("update", deps)
    .description("change a line's quantity")
    .argument("<uid>", "the line's uid (see 'shutter cart show')")
    .addOption(
      new Option("--qty <n>", "new quantity")
        .argParser(positiveInteger("--qty"))
        .makeOptionMandatory(),
    )
    .action((uid: string, options: { readonly qty: number }) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        lineOf(await storefront.cart.load(), uid)
        // The SDK debounces (1000 ms); a failure rejects with its error.
        const cart = await storefront.cart.updateQuantity({ uid, quantity: options.qty })
        printCart(deps, global, cart)
      }),
    )

const removeCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("remove", deps)
    .description("remove a line (asks first; --yes when not on a terminal)")
    .argument("<uid>", "the line's uid (see 'shutter cart show')")
    .option("-y, --yes", "remove without asking")
    .action((uid: string, options: { readonly yes?: boolean }) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const line = lineOf(await storefront.cart.load(), uid)
        // The CLI is the cart page's confirmation modal.
        if (options.yes !== true) {
          if (!deps.confirm) throw new UsageError("Removing a line needs --yes (or a terminal)")
          if (!(await deps.confirm(`Remove ${line.product.name ?? uid} from the cart?`))) {
            return printCart(deps, global, storefront.cart.cart.get(), { removed: false }, "Kept.")
          }
        }
        const cart = await storefront.cart.removeItem({ uid })
        const notice = itemRemovedMessage(line.product.name ?? uid)
        printCart(deps, global, cart, { removed: true, message: notice }, notice)
      }),
    )

/** The shop did not apply the entered code (spec §5 warning): a domain failure, exit 1. */
export class CouponNotValidError extends Error {
  readonly _tag = "CouponNotValidError"
  constructor(readonly code: string) {
    super(COUPON_NOT_VALID_MESSAGE)
  }
}

const couponCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("coupon", deps)
    .description('apply a coupon code; an empty code ("") removes it')
    .argument("<code>")
    .action((code: string) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        await storefront.cart.load({ realCart: true })
        if (code.trim() === "") {
          const cart = await storefront.cart.removeCoupon()
          return printCart(deps, global, cart, { applied: false }, COUPON_REMOVED_MESSAGE)
        }
        const { cart, applied } = await storefront.cart.applyCoupon({ code })
        // The same texts as the SDK's success / warning toast. Not applied: the cart as it is
        // (its earlier coupon kept), then the warning as the error, exit 1.
        if (!applied) {
          if (!global.json) deps.out(renderCart(cart))
          throw new CouponNotValidError(code)
        }
        printCart(
          deps,
          global,
          cart,
          { applied, message: COUPON_APPLIED_MESSAGE },
          COUPON_APPLIED_MESSAGE,
        )
      }),
    )

const printOffers = (
  deps: CliDeps,
  options: GlobalOptions,
  line: CartItem,
  offers: WarrantyOffers,
): void => {
  const name = line.product.name ?? line.uid
  if (options.json) {
    printValue(deps, true, { uid: line.uid, offers }, [])
    return
  }
  if (offers.plans.length === 0) {
    deps.out(`No protection plans are offered for ${name}.`)
    return
  }
  deps.out(`Add protection to ${name} (--plan <planId>):`)
  printValue(
    deps,
    false,
    null,
    offers.plans.map((p) => [
      p.planId,
      `${p.title} · ${p.term} months · ${formatMoney(warrantyPrice(p, line.prices?.row_total.currency))}`,
    ]),
  )
}

const warrantyCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("warranty", deps)
    .description("list a line's protection plans, or add one with --plan")
    .argument("<uid>", "the covered line's uid (see 'shutter cart show')")
    .option("--plan <planId>", "the plan to add, e.g. SHT-PHOTO-24M-BASE (from the list)")
    .action((uid: string, options: { readonly plan?: string }) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const line = lineOf(await storefront.cart.load(), uid)
        const sku = line.product.sku
        if (!sku) throw new UsageError(`The line '${uid}' has no product sku`)
        const offers = await storefront.cart.warrantyOffers({ sku })
        if (options.plan === undefined) return printOffers(deps, global, line, offers)
        const wanted = options.plan.toLowerCase()
        const offer = offers.plans.find((p) => p.planId.toLowerCase() === wanted)
        if (offer === undefined) {
          const choices = offers.plans.map((p) => p.planId).join(", ")
          throw new UsageError(
            choices === ""
              ? `No protection plans are offered for ${line.product.name ?? uid}`
              : `Unknown plan '${options.plan}': choose one of ${choices}`,
          )
        }
        const plan = warrantyPlanFor(offers, offer, line)
        const cart = await storefront.cart.addWarranty({ plan, quantity: line.quantity })
        printCart(
          deps,
          global,
          cart,
          { plan },
          `${offer.title} added to ${line.product.name ?? uid}.`,
        )
      }),
    )

/** `shutter cart`: add, show, update, remove, coupon, warranty, gift-card, clear. */
export const cartCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("cart", deps)
    .description("the shopper's cart (its id persists in the state folder)")
    .addCommand(addCommand(deps, globals))
    .addCommand(showCommand(deps, globals))
    .addCommand(updateCommand(deps, globals))
    .addCommand(removeCommand(deps, globals))
    .addCommand(couponCommand(deps, globals))
    .addCommand(warrantyCommand(deps, globals))
    .addCommand(giftCardCommand(deps, globals))
    .addCommand(clearCommand(deps, globals))
