import {
  type CategoryNode,
  type ProductCard,
  type ProductDetails,
  priceDisplay,
  type Storefront,
  UnknownFilterError,
} from "@shutter/sdk"
import { Command, Option } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError, withStorefront } from "../run.js"
import { formatMoney, renderTable } from "../table.js"
import {
  categoryUidFor,
  checkPageSize,
  filterOption,
  filtersOf,
  listingQuery,
  type ProductsOptions,
  priceOption,
  sortOption,
} from "./listingOptions.js"
import { positiveInteger } from "./subcommand.js"

/** Flattens the tree depth-first with an indent per level, for the text table. */
const flattenTree = (
  nodes: ReadonlyArray<CategoryNode | null> | null | undefined,
  depth = 0,
): ReadonlyArray<readonly [number, CategoryNode]> =>
  (nodes ?? []).flatMap((node) =>
    node ? [[depth, node] as const, ...flattenTree(node.children, depth + 1)] : [],
  )

/** `shutter categories`: the menu's category tree (spec §7: categoryList, top level in menu). */
export const categoriesCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  new Command("categories").description("print the category tree").action(() =>
    withStorefront(deps, globals(), async (storefront, options) => {
      const tree = await storefront.catalog.categoryTree()
      if (options.json) return printValue(deps, true, tree, [])
      const rows = flattenTree(tree).map(([depth, node]) => [
        `${"  ".repeat(depth)}${node.name ?? ""}`,
        `${node.url_path ?? ""}${node.url_suffix ?? ""}`,
        String(node.product_count ?? 0),
        node.uid,
      ])
      deps.out(renderTable(["Category", "URL", "Products", "UID"], rows, 60))
    }),
  )

/** The price cell follows the SDK's display rule (hideprice, special price, discount %). */
const priceCell = (product: ProductCard): string => {
  const price = priceDisplay(product)
  if (price._tag === "Hidden") return "See price in cart"
  return price.regular
    ? `${formatMoney(price.final)} (was ${formatMoney(price.regular)}, −${price.discountPercent}%)`
    : formatMoney(price.final)
}

const productRow = (product: ProductCard): ReadonlyArray<string> => [
  product.sku ?? "",
  product.name ?? "",
  priceCell(product),
  product.stock_status === "IN_STOCK" ? "in stock" : "out of stock",
]

/** `shutter products`: a category listing or a search, with filters, sort and paging. */
export const productsCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  new Command("products")
    .description("list products of a category or a search, like the web's listing")
    .option("--category <uid|url>", "category uid or URL (e.g. photography/cameras.html)")
    .option("--search <term>", "full-text search")
    .addOption(
      new Option(
        "--filter <attr=value>",
        "filter by option label or value, repeatable (e.g. manufacturer=Canon)",
      )
        .argParser(filterOption)
        .default([]),
    )
    .addOption(new Option("--price <from_to>", "price range, e.g. 100_500").argParser(priceOption))
    .addOption(new Option("--sort <field-direction>", "sort, e.g. price-ASC").argParser(sortOption))
    .addOption(
      new Option("--page <n>", "page number (default 1)").argParser(positiveInteger("--page")),
    )
    .addOption(
      new Option(
        "--per-page <n>",
        "items per page, up to the store's largest grid size (12, 24 or 36; a requested 10 lists 12)",
      ).argParser(positiveInteger("--per-page")),
    )
    .action((options: ProductsOptions) =>
      withStorefront(deps, globals(), async (storefront, globalOptions) => {
        if (!options.category && !options.search) {
          throw new UsageError("give --category or --search")
        }
        const base = {
          ...(options.category
            ? { categoryUid: await categoryUidFor(storefront, options.category) }
            : {}),
          ...(options.search ? { search: options.search } : {}),
        }
        if (options.perPage !== undefined) await checkPageSize(storefront, options.perPage)
        const listing = await storefront.catalog
          .listProducts({
            ...base,
            query: listingQuery(options),
            filters: filtersOf(options.filter),
          })
          .catch((error: unknown) => {
            // A label the listing does not offer is the caller's mistake: exit 2, naming choices.
            throw error instanceof UnknownFilterError ? new UsageError(error.message) : error
          })
        if (globalOptions.json) return printValue(deps, true, listing, [])
        const { pageInfo, totalCount } = listing
        deps.out(renderTable(["SKU", "Name", "Price", "Stock"], listing.items.map(productRow)))
        deps.out(
          `\n${totalCount} products · page ${pageInfo.current_page ?? 1} of ${pageInfo.total_pages ?? 1} · ${pageInfo.page_size ?? listing.items.length} per page`,
        )
      }),
    )

const productDetailRows = (product: ProductDetails): ReadonlyArray<readonly [string, unknown]> => {
  return [
    ["Name", product.name],
    ["SKU", product.sku],
    ["Type", product.__typename],
    ["Manufacturer", product.manufacturer_name],
    ["Price", priceCell(product)],
    ["Stock", product.stock_status === "IN_STOCK" ? "in stock" : "out of stock"],
    [
      "Rating",
      product.review_count
        ? `${product.rating_summary}/100 (${product.review_count} reviews)`
        : "no reviews",
    ],
    ["URL", product.url_key ? `${product.url_key}${product.url_suffix ?? ".html"}` : undefined],
  ]
}

/** `shutter product <sku|url>`: one product's details. */
export const productCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  new Command("product")
    .description("print one product by sku or URL (e.g. canon-eos-r6.html)")
    .argument("<sku|url>")
    .action((key: string) =>
      withStorefront(deps, globals(), async (storefront, options) => {
        const product =
          key.endsWith(".html") || key.includes("/")
            ? await productByUrl(storefront, key)
            : await storefront.catalog.productBySku({ sku: key })
        printValue(deps, options.json, product, productDetailRows(product))
      }),
    )

const productByUrl = async (storefront: Storefront, url: string): Promise<ProductDetails> => {
  const route = await storefront.routing.resolve({ path: url })
  if (route._tag !== "Product") throw new UsageError(`'${url}' is not a product URL`)
  return storefront.catalog.productBySku({ sku: route.sku })
}

/** `shutter route <url>`: what a URL resolves to (product, category, CMS page, redirect, 404). */
export const routeCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  new Command("route")
    .description("resolve a URL the way the web's catch-all route does")
    .argument("<url>")
    .action((url: string) =>
      withStorefront(deps, globals(), async (storefront, options) => {
        const route = await storefront.routing.resolve({ path: url })
        printValue(deps, options.json, route, Object.entries(route))
      }),
    )

/** `shutter cms <identifier>`: a CMS page. */
export const cmsCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  new Command("cms")
    .description("print a CMS page by identifier (e.g. home, shipping-policy)")
    .argument("<identifier>")
    .action((identifier: string) =>
      withStorefront(deps, globals(), async (storefront, options) => {
        const page = await storefront.content.cmsPage({ identifier })
        printValue(deps, options.json, page, [
          ["Title", page.title],
          ["Identifier", page.identifier],
          ["URL key", page.url_key],
          ["Heading", page.content_heading],
          ["Content", stripTags(page.content ?? "")],
        ])
      }),
    )

const stripTags = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
