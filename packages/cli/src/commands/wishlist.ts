import {
  NotSignedInError,
  type ProductDetails,
  type Storefront,
  type WishlistItem,
  WishlistItemNotFoundError,
  type WishlistModel,
} from "@shutter/sdk"
import { type Command, Option } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError, withStorefront } from "../run.js"
import { renderTable } from "../table.js"
import { resolveProductOptions } from "./productOptions.js"
import { collect, positiveInteger, subcommand } from "./subcommand.js"

// `shutter wishlist …`: the signed-in customer's wish list (the token in the state folder).

const notSignedIn = () =>
  new NotSignedInError({ message: "No customer is signed in (shutter account login)" })

const itemRow = (item: WishlistItem): ReadonlyArray<string> => [
  item.id,
  item.product?.sku ?? "-",
  item.product?.name ?? "-",
  String(item.quantity),
  item.options.join("; ") || "-",
]

const printList = (deps: CliDeps, json: boolean, wishlist: WishlistModel) => {
  if (json) return printValue(deps, true, { wishlist }, [])
  if (wishlist.items.length === 0) return deps.out("The wish list is empty.")
  deps.out(renderTable(["Item", "SKU", "Name", "Qty", "Options"], wishlist.items.map(itemRow)))
  const { current_page, total_pages } = wishlist.pageInfo
  deps.out(
    `${wishlist.itemsCount} item(s); page ${current_page ?? 1} of ${Math.max(total_pages ?? 1, 1)}`,
  )
}

const loaded = async (storefront: Storefront, page?: { currentPage: number; pageSize: number }) => {
  const wishlist = await storefront.wishlist.load(page)
  if (wishlist === null) throw notSignedIn()
  return wishlist
}

/** Pages the server counts as Magento does (up to 20 items weigh one page). */
const SEARCH_PAGE_SIZE = 20

/**
 * The item with this id, or whose product (or variant) has this sku, page by page; the SDK is
 * left on the page that has it, which is the one a removal or a move then acts on.
 */
const itemIdOf = async (storefront: Storefront, idOrSku: string): Promise<string> => {
  const wanted = idOrSku.toLowerCase()
  for (let currentPage = 1; ; currentPage++) {
    const wishlist = await loaded(storefront, { currentPage, pageSize: SEARCH_PAGE_SIZE })
    const item = wishlist.items.find(
      (i) =>
        i.id === idOrSku ||
        i.product?.sku?.toLowerCase() === wanted ||
        i.variantSku?.toLowerCase() === wanted,
    )
    if (item !== undefined) return item.id
    if (currentPage >= (wishlist.pageInfo.total_pages ?? 1))
      throw new WishlistItemNotFoundError({
        itemId: idOrSku,
        message: `'${idOrSku}' is not in the wish list`,
      })
  }
}

/** A configurable's variant chosen with --option pairs (undefined: none chosen). */
const variantOf = (product: ProductDetails, pairs: ReadonlyArray<string>): string | undefined => {
  if (pairs.length === 0) return undefined
  const { selectedOptions } = resolveProductOptions(product, pairs)
  if (product.__typename !== "ConfigurableProduct") return undefined
  const variant = (product.variants ?? []).find((v) =>
    selectedOptions.every((uid) => (v?.attributes ?? []).some((a) => a?.uid === uid)),
  )
  if (!variant?.product?.sku)
    throw new UsageError(`No variant of ${product.sku} has ${pairs.join(", ")}`)
  return variant.product.sku
}

const messagesOf = (storefront: Storefront) => storefront.notifications.get().map((n) => n.message)

const printOutcome = (
  deps: CliDeps,
  json: boolean,
  storefront: Storefront,
  wishlist: WishlistModel | null,
) => {
  const messages = messagesOf(storefront)
  if (json) return printValue(deps, true, { wishlist, messages }, [])
  for (const message of messages) deps.out(message)
  if (wishlist !== null) deps.out(`${wishlist.itemsCount} item(s) in the wish list.`)
}

const pageOptions = (command: Command) =>
  command
    .addOption(new Option("--page <n>", "page").argParser(positiveInteger("--page")).default(1))
    .addOption(
      new Option("--page-size <n>", "items a page")
        .argParser(positiveInteger("--page-size"))
        .default(10),
    )

/** `shutter wishlist …`: list, add, remove, move to the cart, share by e-mail, read a shared list. */
export const wishlistCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("wishlist", deps)
    .description("the signed-in customer's wish list: list, add, remove, move, share, shared")
    .addCommand(
      pageOptions(subcommand("list", deps).description("the wish list, a page at a time")).action(
        (options: { page: number; pageSize: number }) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const wishlist = await loaded(storefront, {
              currentPage: options.page,
              pageSize: options.pageSize,
            })
            printList(deps, global.json, wishlist)
          }),
      ),
    )
    .addCommand(
      subcommand("add", deps)
        .description("add a product by sku (a configurable's variant with --option color=Silver)")
        .argument("<sku>")
        .addOption(
          new Option("--option <attr=value>", "a configurable's option, repeatable")
            .argParser(collect)
            .default([]),
        )
        .action((sku: string, options: { option: ReadonlyArray<string> }) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const product = await storefront.catalog.productBySku({ sku })
            const variantSku = variantOf(product, options.option)
            // The list first, so a product already listed is not sent again (spec §5).
            await storefront.wishlist.load()
            const wishlist = await storefront.wishlist.add({
              product,
              ...(variantSku === undefined ? {} : { variantSku }),
            })
            printOutcome(deps, global.json, storefront, wishlist)
          }),
        ),
    )
    .addCommand(
      subcommand("remove", deps)
        .description("remove an item by its id or its product's sku")
        .argument("<item>", "item id (see wishlist list) or sku")
        .action((idOrSku: string) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const itemId = await itemIdOf(storefront, idOrSku)
            const wishlist = await storefront.wishlist.remove({ itemId })
            printOutcome(deps, global.json, storefront, wishlist)
          }),
        ),
    )
    .addCommand(
      subcommand("move", deps)
        .description("move an item into the cart (it stays listed when the cart refuses it)")
        .argument("<item>", "item id (see wishlist list) or sku")
        .action((idOrSku: string) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const itemId = await itemIdOf(storefront, idOrSku)
            const wishlist = await storefront.wishlist.moveToCart({ itemId })
            if (global.json)
              printValue(
                deps,
                true,
                { wishlist, cart: storefront.cart.cart.get(), messages: messagesOf(storefront) },
                [],
              )
            else printOutcome(deps, false, storefront, wishlist)
          }),
        ),
    )
    .addCommand(
      subcommand("share", deps)
        .description("send the wish list by e-mail (up to 10 addresses)")
        .addOption(
          new Option("--email <address>", "a recipient, repeatable").argParser(collect).default([]),
        )
        .option("--message <text>", "a message for the recipients")
        .action((options: { email: ReadonlyArray<string>; message?: string }) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            if (options.email.length === 0) throw new UsageError("share needs at least one --email")
            const wishlist = await storefront.wishlist.share({
              emails: options.email,
              ...(options.message === undefined ? {} : { message: options.message }),
            })
            const link = `/wishlist/shared/${wishlist.sharingCode ?? ""}`
            printValue(
              deps,
              global.json,
              { shared: true, emails: options.email, sharing_code: wishlist.sharingCode, link },
              [
                ["Shared with", options.email],
                ["Link", link],
              ],
            )
          }),
        ),
    )
    .addCommand(
      pageOptions(
        subcommand("shared", deps)
          .description("read a wish list shared by e-mail, by its sharing code (no sign-in)")
          .argument("<code>", "the sharing code from the e-mail's link"),
      ).action((code: string, options: { page: number; pageSize: number }) =>
        withStorefront(deps, globals(), async (storefront, global) => {
          const wishlist = await storefront.wishlist.shared({
            sharingCode: code,
            currentPage: options.page,
            pageSize: options.pageSize,
          })
          // Well-formed but unknown: a domain failure (exit 1), not a usage error.
          if (wishlist === null) throw new Error(`No shared wish list has the code '${code}'`)
          printList(deps, global.json, wishlist)
        }),
      ),
    )
