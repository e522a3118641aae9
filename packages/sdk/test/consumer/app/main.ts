// A frontend adopting the SDK: only the public entries of the packed package, compiled with
// `tsc --strict`. Run with a GraphQL endpoint, it prints what it saw as JSON.
import {
  type CartModel,
  createStorefront,
  isStorefrontError,
  type Storefront,
  type StorefrontError,
  type StorefrontEvent,
} from "@shutter/sdk"
import { Catalog, memoryStorage, storefrontLayer } from "@shutter/sdk/effect"
import { lazyStorefront } from "@shutter/sdk/lazy"
import { fileStorage } from "@shutter/sdk/node"
import { formatMoney, type ProductCard, priceDisplay } from "@shutter/sdk/rules"
import { pageIndexing } from "@shutter/sdk/seo"
import { stubStorefront } from "@shutter/sdk/testing"
import { Effect } from "effect"

/** Every rejection narrows by `_tag`; the compiler checks the cases against the union. */
export const describeError = (error: StorefrontError): string => {
  switch (error._tag) {
    case "NotFoundError":
      return `no ${error.entity} ${error.key}`
    case "QuantityNotSentError":
      return error.reason
    case "CallAbortedError":
      return "aborted"
    case "CartUserError":
      return error.code
    default:
      return error.message
  }
}

const failureOf = (error: unknown): string => {
  if (!isStorefrontError(error)) throw error
  return describeError(error)
}

/** The Promise facade: a listing, a product, an add with its events, a call aborted. */
const promiseFacade = async (storefront: Storefront) => {
  const events: Array<StorefrontEvent["type"]> = []
  const stop = storefront.events.subscribe((event) => events.push(event.type))
  const opened: Array<"cart"> = []
  storefront.events.on("open-sidebar", (event) => opened.push(event.sidebar))

  const listing = await storefront.catalog.listProducts({ query: "" })
  const card: ProductCard | undefined = listing.items.find(
    (item) => item.__typename === "SimpleProduct",
  )
  if (card === undefined) throw new Error("no simple product listed")
  const product = await storefront.catalog.productBySku({ sku: card.sku ?? "" })
  const price = priceDisplay(product)
  const cart: CartModel = await storefront.cart.addItem({ product, quantity: 1 })
  // What the previous call returned is the next one's input (a node of the category tree).
  const [category] = await storefront.catalog.categoryTree()
  const categoryPage = category ? await storefront.catalog.category(category) : null
  const missing = await storefront.catalog
    .productBySku({ sku: "NO-SUCH-SKU" })
    .then(() => "found", failureOf)
  const aborted = await storefront.catalog
    .productBySku({ sku: card.sku ?? "", signal: AbortSignal.abort() })
    .then(() => "not aborted", failureOf)
  stop()
  return {
    price: price._tag === "Price" ? formatMoney(price.final) : null,
    totalQuantity: storefront.cart.totalQuantity.get(),
    cartLines: (cart.items ?? []).length,
    categoryPage: categoryPage !== null && categoryPage.uid === category?.uid,
    events,
    opened,
    missing,
    aborted,
  }
}

/** The Effect API: the same service, provided by the same layer. */
const effectApi = (endpoint: string) =>
  Effect.gen(function* () {
    const catalog = yield* Catalog
    const tree = yield* catalog.categoryTree()
    const missing = yield* Effect.flip(catalog.productBySku({ sku: "NO-SUCH-SKU" }))
    return { categories: tree.length > 0, missing: missing._tag }
  }).pipe(Effect.provide(storefrontLayer({ endpoint, storage: memoryStorage() })))

// Entries a type check reaches without running them.
export const typedOnly = {
  lazy: lazyStorefront(() => Promise.resolve(stubStorefront())),
  file: fileStorage,
  seo: pageIndexing,
}

const endpoint = process.argv[2]
if (endpoint !== undefined) {
  const storefront = createStorefront({ endpoint })
  try {
    const facade = await promiseFacade(storefront)
    const effect = await Effect.runPromise(effectApi(endpoint))
    console.log(JSON.stringify({ facade, effect }))
  } finally {
    await storefront.dispose()
  }
}
