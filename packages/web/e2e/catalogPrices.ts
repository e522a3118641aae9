// What an order should cost, worked out from the catalogue a fresh install is seeded with
// (@shutter/fixtures) rather than from what the server answers: the journeys compare the two.
import {
  type BundleProduct,
  buildCatalog,
  type Product,
  regions,
  shippingRates,
  taxRates,
} from "@shutter/fixtures"
import { GUEST } from "./cartHelpers.js"

const catalog = buildCatalog()

/** The catalogue's product behind a product page path ("/{url_key}.html"). */
export const catalogProduct = (path: string): Product => {
  const urlKey = path.replace(/^\//, "").replace(/\.html$/, "")
  const product = catalog.products.find((p) => p.url_key === urlKey)
  if (product === undefined) throw new Error(`No catalogue product at ${path}`)
  return product
}

export const catalogProductById = (id: number): Product => {
  const product = catalog.products.find((p) => p.id === id)
  if (product === undefined) throw new Error(`No catalogue product ${id}`)
  return product
}

/** What one unit sells for (cents): the special price when it has one. */
export const finalCents = (product: Pick<Product, "price" | "special_price">): number =>
  product.special_price ?? product.price

/** A bundle's selection chosen by its product's name, under the option titled `title`. */
export const bundleSelection = (kit: BundleProduct, title: string, name: string) => {
  const selection = kit.items
    .find((item) => item.title === title)
    ?.options.find((s) => catalogProductById(s.product_id).name === name)
  if (selection === undefined) throw new Error(`${kit.sku} has no ${name} under ${title}`)
  return selection
}

/**
 * One kit's price (cents) with `chosen` (option title → selection product name) in place of the
 * default selections: a dynamic-price kit costs its selections' own final prices, a fixed-price
 * one its price plus the selections' prices.
 */
export const bundleCents = (
  kit: BundleProduct,
  chosen: Readonly<Record<string, string>> = {},
): number =>
  kit.items.reduce(
    (sum, item) => {
      const name = chosen[item.title]
      const picked =
        name === undefined
          ? item.options.filter((s) => s.is_default)
          : [bundleSelection(kit, item.title, name)]
      return (
        sum +
        picked.reduce((cents, s) => {
          const unit = kit.dynamic_price ? finalCents(catalogProductById(s.product_id)) : s.price
          return cents + unit * s.quantity
        }, 0)
      )
    },
    kit.dynamic_price ? 0 : finalCents(kit),
  )

export interface OrderLine {
  /** One unit's price in cents. */
  readonly unitCents: number
  readonly quantity: number
  /** Gift cards carry no sales tax. */
  readonly taxable?: boolean
}

export interface ExpectedTotals {
  readonly subtotal: number
  readonly tax: number
  readonly taxLabel: string
  readonly shipping: number
  readonly shippingCarrier: string | null
  readonly grandTotal: number
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100)

/**
 * The totals of an order shipped to (or, without shipping, billed to) the GUEST address: the
 * region's sales tax on each row, shipping untaxed at the cheapest rate the subtotal qualifies
 * for (free over its threshold), nothing for shipping when nothing ships.
 */
export const expectedTotals = (
  lines: readonly OrderLine[],
  { ships }: { readonly ships: boolean },
): ExpectedTotals => {
  const region = regions.find((r) => r.countryId === "US" && r.name === GUEST.region)
  const rate = taxRates.find((t) => t.countryId === "US" && t.regionCode === region?.code)
  if (rate === undefined) throw new Error(`No tax rate for ${GUEST.region}`)
  const rows = lines.map((l) => ({ total: l.unitCents * l.quantity, taxable: l.taxable ?? true }))
  const subtotal = rows.reduce((sum, r) => sum + r.total, 0)
  const tax = rows.reduce((sum, r) => sum + (r.taxable ? percentOf(r.total, rate.rate) : 0), 0)
  const cheapest = ships
    ? shippingRates
        .filter((r) => r.minSubtotal === null || subtotal > r.minSubtotal)
        .reduce((a, b) => (b.price < a.price ? b : a))
    : null
  const shipping = cheapest?.price ?? 0
  return {
    subtotal,
    tax,
    taxLabel: rate.title,
    shipping,
    shippingCarrier: cheapest?.carrierTitle ?? null,
    grandTotal: subtotal + tax + shipping,
  }
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** Cents as the shop writes them: "$5,217.98". */
export const money = (cents: number): string => usd.format(cents / 100)

/** Cents as GraphQL's Money.value: dollars, two decimals. */
export const dollars = (cents: number): number => cents / 100
