import type { MyReview, ProductAlert, ProductAlertType } from "@shutter/sdk"
import { type Command, InvalidArgumentError } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError, withStorefront } from "../run.js"
import { formatMoney, renderTable } from "../table.js"
import { positiveInteger, subcommand } from "./subcommand.js"

// `shutter review|newsletter|alerts`: the customer's reviews, the newsletter, product alerts.

const stars = (value: string): number => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 5)
    throw new InvalidArgumentError(`--rating expects 1 to 5 stars, got '${value}'`)
  return n
}

const alertType = (value: string): ProductAlertType => {
  if (value !== "stock" && value !== "price")
    throw new InvalidArgumentError(`--type is 'stock' or 'price', got '${value}'`)
  return value
}

const reviewRow = (r: MyReview): ReadonlyArray<string> => [
  r.created_at.slice(0, 10),
  r.product.sku ?? "",
  r.summary,
  `${r.stars}/5`,
  r.statusText ?? "Published",
]

const alertRow = (a: ProductAlert): ReadonlyArray<string> => [
  a.id,
  a.type,
  a.product?.sku ?? "(no longer sold)",
  a.price === null ? "" : `below ${formatMoney(a.price)}`,
  a.sentAt === null ? "waiting" : `sent ${a.sentAt}`,
]

interface ReviewAddOptions {
  readonly summary: string
  readonly text: string
  readonly rating: number
  readonly nickname?: string
}

interface PageOptions {
  readonly page?: number
  readonly pageSize?: number
}

/** `shutter review …`: write a review, list the signed-in customer's own. */
export const reviewCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("review", deps)
    .description("product reviews: write one, list yours")
    .addCommand(
      subcommand("add", deps)
        .description(
          "write a review of a product (signed in: the nickname defaults to your first name)",
        )
        .argument("<sku>", "the product's sku")
        .requiredOption("--summary <text>", "the review's title")
        .requiredOption("--text <text>", "the review")
        .requiredOption("--rating <stars>", "1 to 5 stars, for every rating the shop asks", stars)
        .option("--nickname <name>", "the name shown with the review")
        .action((sku: string, options: ReviewAddOptions) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const ratings = await storefront.catalog.ratingsMetadata()
            const submitted = await storefront.reviews.submit({
              sku,
              nickname: options.nickname ?? "",
              summary: options.summary,
              text: options.text,
              ratings: ratings.map((rating) => ({
                id: rating.id,
                value_id:
                  rating.values.find((v) => v.value === String(options.rating))?.value_id ?? "",
              })),
            })
            if (global.json) printValue(deps, true, submitted, [])
            else {
              deps.out(submitted.message)
              printValue(deps, false, submitted, [
                ["Product", sku],
                ["Nickname", submitted.review.nickname],
                ["Summary", submitted.review.summary],
                ["Status", submitted.moderation],
              ])
            }
          }),
        ),
    )
    .addCommand(
      subcommand("mine", deps)
        .description("your reviews, newest first, whatever their status")
        .option("--page <n>", "page (default 1)", positiveInteger("--page"))
        .option("--page-size <n>", "reviews per page (default 10)", positiveInteger("--page-size"))
        .action((options: PageOptions) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const page = await storefront.reviews.mine({
              ...(options.page === undefined ? {} : { currentPage: options.page }),
              ...(options.pageSize === undefined ? {} : { pageSize: options.pageSize }),
            })
            if (global.json) printValue(deps, true, page, [])
            else if (page.items.length === 0) deps.out("You have not reviewed any products yet.")
            else {
              deps.out(
                renderTable(
                  ["Date", "Product", "Summary", "Stars", "Status"],
                  page.items.map(reviewRow),
                ),
              )
              deps.out(`Page ${page.pageInfo.current_page} of ${page.pageInfo.total_pages}`)
            }
          }),
        ),
    )

/** `shutter newsletter …`: subscribe an address; the signed-in customer's subscription. */
export const newsletterCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("newsletter", deps)
    .description("the store newsletter: subscribe, show your subscription")
    .addCommand(
      subcommand("subscribe", deps)
        .description("subscribe an address (signed in: yours by default)")
        .argument("[email]", "the address to subscribe")
        .action((email: string | undefined) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const address = email ?? (await storefront.customer.load())?.email
            if (address === undefined)
              throw new UsageError("newsletter subscribe needs an e-mail address when signed out")
            const subscription = await storefront.newsletter.subscribe({ email: address })
            if (global.json) printValue(deps, true, { email: address, ...subscription }, [])
            else deps.out(subscription.message)
          }),
        ),
    )
    .addCommand(
      subcommand("status", deps)
        .description("whether the signed-in customer gets the newsletter")
        .action(() =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const subscribed = await storefront.newsletter.status()
            if (global.json) printValue(deps, true, { subscribed }, [])
            else deps.out(subscribed ? "Subscribed to the newsletter." : "Not subscribed.")
          }),
        ),
    )

interface AlertAddOptions {
  readonly type: ProductAlertType
}

/** `shutter alerts …`: the signed-in customer's back-in-stock and price-drop alerts. */
export const alertsCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("alerts", deps)
    .description("your product alerts (back in stock, price drop): list, add, remove")
    .addCommand(
      subcommand("list", deps)
        .description("your alerts")
        .action(() =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const alerts = await storefront.productAlerts.list()
            if (global.json) printValue(deps, true, { alerts }, [])
            else if (alerts.length === 0) deps.out("You have no product alerts.")
            else
              deps.out(
                renderTable(["Id", "Type", "Product", "Price", "Sent"], alerts.map(alertRow)),
              )
          }),
        ),
    )
    .addCommand(
      subcommand("add", deps)
        .description("be told when a product is back in stock or its price drops")
        .argument("<sku>", "the product's sku")
        .option("--type <type>", "stock or price (default stock)", alertType, "stock")
        .action((sku: string, options: AlertAddOptions) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const saved = await storefront.productAlerts.subscribe({ sku, type: options.type })
            if (global.json) printValue(deps, true, saved, [])
            else {
              deps.out(saved.message)
              deps.out(
                renderTable(["Id", "Type", "Product", "Price", "Sent"], [alertRow(saved.alert)]),
              )
            }
          }),
        ),
    )
    .addCommand(
      subcommand("remove", deps)
        .description("remove one of your alerts")
        .argument("<id>", "the alert id (see alerts list)")
        .action((id: string) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const removed = await storefront.productAlerts.unsubscribe({ id })
            if (global.json) printValue(deps, true, removed, [])
            else deps.out(removed.message)
          }),
        ),
    )
