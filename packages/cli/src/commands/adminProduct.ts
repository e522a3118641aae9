import { type Command, InvalidArgumentError } from "commander"
import { type AdminGlobals, withAdmin } from "../admin/adminRun.js"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { UsageError } from "../run.js"
import { subcommand } from "./subcommand.js"

// `shutter admin product …`: a product's price, stock and status through Magento's REST API.

const nonNegativeAmount =
  (label: string) =>
  (value: string): number => {
    const n = Number(value)
    if (value.trim() === "" || !Number.isFinite(n) || n < 0) {
      throw new InvalidArgumentError(`${label} expects an amount of 0 or more, got '${value}'`)
    }
    return n
  }

const nonNegativeWholeNumber =
  (label: string) =>
  (value: string): number => {
    const n = Number(value)
    if (value.trim() === "" || !Number.isInteger(n) || n < 0) {
      throw new InvalidArgumentError(`${label} expects a whole number of 0 or more, got '${value}'`)
    }
    return n
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

export const productCommand = (deps: CliDeps, globals: AdminGlobals): Command =>
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
        .option("--price <amount>", "the new price", nonNegativeAmount("--price"))
        .option(
          "--qty <n>",
          "the new quantity in stock (0: out of stock)",
          nonNegativeWholeNumber("--qty"),
        )
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
