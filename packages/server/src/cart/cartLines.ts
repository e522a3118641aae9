// A cart's lines: adding products (Magento's addProductsToCart, a bad line a user error, the
// good ones saved), changing quantities and removing lines, each in one locked transaction;
// an add without protection plans as one statement checking the cart is still as read.

import { sql } from "drizzle-orm"
import {
  type AddedSku,
  addedSkusJson,
  type SellableProductsJson,
  sellableById,
  sellableBySkuMap,
  sellableProductsById,
} from "../catalog/cartCatalog.js"
import type { ProductDbRow } from "../catalog/productRepository.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import {
  attachWarranty,
  planQuantityFollows,
  type WarrantyPlanInput,
} from "../warranty/attachWarranty.js"
import { type CartItemInput, type CartUserError, resolveLine, stockError } from "./addProducts.js"
import { assertCartForUser, assertCartInWebsite, requireCartId } from "./cartAccess.js"
import { changeCartByMaskedId } from "./cartChange.js"
import {
  CART_ITEM_NOT_IN_CART,
  cartItemNotFound,
  couldNotUpdateProduct,
  QTY_NOT_AVAILABLE,
  REQUIRED_CART_ITEM_ID,
  REQUIRED_CART_ITEMS,
  REQUIRED_ITEM_ID_OF_CART_ITEMS,
  REQUIRED_QUANTITY,
  uidIncorrect,
} from "./cartMessages.js"
import {
  type CartItemRow,
  type CartRow,
  cartItemsOf,
  cartProductsJson,
  cartSnapshotReader,
  deleteCartItem,
  insertCartItem,
  type NewCartLine,
  setCartItemQuantity,
  writeCartLinesIfUnchanged,
} from "./cartRepository.js"
import { buildCartView, rememberCartView } from "./cartView.js"
import { cartItemIdOfUid } from "./maskedId.js"

/** A product to add, as the client configured it, with the protection plan to cover it. */
export interface AddedLine extends CartItemInput {
  readonly warranty?: WarrantyPlanInput | null
}

export interface AddProductsOptions {
  /**
   * All lines or none: the error a refused line throws (rolling the whole change back) instead
   * of being answered as a user error beside the lines that were added.
   */
  readonly refuse?: (error: CartUserError, index: number) => Error
}

/** A line named by its uid (preferred) or its numeric id. */
export interface CartItemRef {
  readonly itemId?: number | null | undefined
  readonly itemUid?: string | null | undefined
}

/** A line's new quantity (0 or less removes it; none keeps it). */
export interface CartItemChange extends CartItemRef {
  readonly quantity?: number | null | undefined
}

/** A line's configuration: a saved line's, or one about to be inserted (always a product). */
type Configured = Pick<CartItemRow, "productId" | "variantId" | "options"> & {
  readonly kind?: CartItemRow["kind"]
}

const sameConfiguration = (
  item: Configured,
  productId: number,
  variantId: number | null,
  options: unknown,
) =>
  (item.kind ?? "product") === "product" &&
  item.productId === productId &&
  item.variantId === variantId &&
  JSON.stringify(item.options) === JSON.stringify(options)

/**
 * The added skus as an array the planner cannot see into (an InitPlan's value). With the
 * parameter itself, a plan for the call's one or two skus looked cheaper than the generic plan
 * (which assumes ten), so PostgreSQL planned the statement again on every add: 0.8 ms of its
 * CPU per add. Seen this way, every call's plan costs the same and the generic one is kept.
 */
const opaqueSkus = sql`array(select unnest(${sql.placeholder("skus")}::text[]))`

/**
 * The cart, its lines, the customizable options of the skus added and the rows of every product
 * the answer's view shows (the cart's and the added ones, with their categories), in one
 * prepared statement.
 */
const snapshotForAdd = cartSnapshotReader(
  "cart_snapshotForAdd",
  sql<{ added: AddedSku[]; shown: SellableProductsJson }>`json_build_object(
    'added', ${addedSkusJson(opaqueSkus)},
    'shown', ${cartProductsJson(sql`select id from products where sku = any(${opaqueSkus})`)})`,
)

type AddOutcome = { readonly cart: CartRow; readonly userErrors: readonly CartUserError[] }

/**
 * Adds the lines (a line of the same configuration takes the quantity instead); a line that
 * cannot be added becomes a user error and the others are still saved.
 * Two statements in the usual case: the cart, its lines and the products read together, then
 * the lines written by one statement that checks the cart has not changed since (addUnlocked).
 * A cart changed meanwhile, or lines with protection plans (whose line ids the plan needs), take
 * the locked transaction instead (addLocked).
 */
export const addProductsToCart = async (
  context: GraphqlContext,
  maskedId: string,
  added: readonly AddedLine[],
  options: AddProductsOptions = {},
): Promise<AddOutcome> => {
  requireCartId(maskedId)
  if (!added.some((i) => i.warranty)) {
    const done = await addUnlocked(context, maskedId, added, options)
    if (done !== undefined) return done
  }
  return addLocked(context, maskedId, added, options)
}

/**
 * The add without a row lock: read, resolve and check every line as addLocked does, then write
 * them in one statement guarded by the cart's version. Undefined when the cart changed between
 * the read and the write (nothing written).
 */
const addUnlocked = async (
  context: GraphqlContext,
  maskedId: string,
  added: readonly AddedLine[],
  options: AddProductsOptions,
): Promise<AddOutcome | undefined> => {
  const skus = [...new Set(added.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku])))]
  const read = await snapshotForAdd(context.db, maskedId, { skus })
  const cart = assertCartForUser(context, maskedId, read?.cart)
  await assertCartInWebsite(context, cart)
  if (read === undefined) return undefined
  const shown = sellableProductsById(read.also.shown)
  const bySku = sellableBySkuMap(read.also.added, shown)
  const userErrors: CartUserError[] = []
  const items: CartItemRow[] = [...read.items]
  const inserts: NewCartLine[] = []
  const quantities = new Map<number, number>()
  const products = new Map<number, ProductDbRow>(shown)
  const report = (error: CartUserError, index: number) => {
    if (options.refuse !== undefined) throw options.refuse(error, index)
    userErrors.push(error)
  }
  for (const [index, input] of added.entries()) {
    const result = await resolveLine(context.db, input, bySku)
    if (!result.ok) {
      report(result.error, index)
      continue
    }
    for (const line of result.lines) {
      // The snapshot's rows carry their categories: keep them.
      if (!products.has(line.product.id)) products.set(line.product.id, line.product)
      if (!products.has(line.stockProduct.id)) products.set(line.stockProduct.id, line.stockProduct)
      const matches = (i: Configured) =>
        sameConfiguration(i, line.productId, line.variantId, line.options)
      const same = items.find(matches)
      const pending = same === undefined ? inserts.findIndex(matches) : -1
      const quantity =
        (same === undefined
          ? (inserts[pending]?.quantity ?? 0)
          : (quantities.get(same.id) ?? same.quantity)) + line.quantity
      const problem = stockError(line.stockProduct, quantity)
      if (problem !== undefined) {
        report(problem, index)
        continue
      }
      if (same !== undefined) quantities.set(same.id, quantity)
      else if (pending >= 0) inserts[pending] = { ...(inserts[pending] as NewCartLine), quantity }
      else
        inserts.push({
          productId: line.productId,
          variantId: line.variantId,
          quantity,
          unitPrice: line.unitPrice,
          options: line.options,
        })
    }
  }
  const written = await writeCartLinesIfUnchanged(
    context.db,
    cart.id,
    read.version,
    quantities,
    inserts,
  )
  if (written === undefined) return undefined
  // The lines now: the quantities set (a plan's follows its line), then the new lines.
  const lines = items.map((item) => {
    const quantity = quantities.get(item.id) ?? quantities.get(item.coveredItemId ?? -1)
    return quantity === undefined ? item : { ...item, quantity }
  })
  const view = await buildCartView(
    context,
    context.db,
    written.cart,
    [...lines, ...written.inserted],
    products,
  )
  rememberCartView(context, view)
  return { cart: view.cart, userErrors }
}

/** The add in one transaction holding the cart's row lock (lines with plans attach them). */
const addLocked = async (
  context: GraphqlContext,
  maskedId: string,
  added: readonly AddedLine[],
  options: AddProductsOptions,
): Promise<AddOutcome> => {
  const userErrors: CartUserError[] = []
  const cart = await changeCartByMaskedId(context, maskedId, async (tx, locked) => {
    const items = await cartItemsOf(tx, locked.id)
    const products = new Map<number, ProductDbRow>()
    const report = (error: CartUserError, index: number) => {
      if (options.refuse !== undefined) throw options.refuse(error, index)
      userErrors.push(error)
    }
    for (const [index, input] of added.entries()) {
      const result = await resolveLine(tx, input)
      if (!result.ok) {
        report(result.error, index)
        continue
      }
      for (const line of result.lines) {
        products.set(line.product.id, line.product)
        products.set(line.stockProduct.id, line.stockProduct)
        const same = items.find((i) =>
          sameConfiguration(i, line.productId, line.variantId, line.options),
        )
        const quantity = (same?.quantity ?? 0) + line.quantity
        const problem = stockError(line.stockProduct, quantity)
        if (problem !== undefined) {
          report(problem, index)
          continue
        }
        let saved: CartItemRow | undefined
        if (same !== undefined) {
          await setCartItemQuantity(tx, same.id, quantity)
          saved = { ...same, quantity }
          // The line's plans follow its quantity (setCartItemQuantity wrote them too).
          for (const [index, item] of items.entries())
            if (item.id === same.id || item.coveredItemId === same.id)
              items[index] = item.id === same.id ? saved : { ...item, quantity }
        } else {
          saved = await insertCartItem(tx, { cartId: locked.id, ...line })
          if (saved !== undefined) items.push(saved)
        }
        if (input.warranty && saved !== undefined) {
          const refused = await attachWarranty(tx, saved, input.warranty)
          if (refused !== undefined) report({ code: "UNDEFINED", message: refused }, index)
        }
      }
    }
    // Plans are lines of their own that attachWarranty writes: then the view reads the lines.
    const withPlans = added.some((i) => i.warranty)
    return { cartRowUnchanged: true, products, ...(withPlans ? {} : { items }) }
  })
  return { cart, userErrors }
}

/** The id of a line reference: its uid decoded (an input error when malformed), or its id. */
const itemIdOf = (ref: CartItemRef): number | undefined => {
  if (!ref.itemUid) return ref.itemId ?? undefined
  const id = cartItemIdOfUid(ref.itemUid)
  if (id === undefined) throw inputError(uidIncorrect(ref.itemUid))
  return id
}

/** Sets the lines' quantities (checked against stock); a plan's quantity follows its line. */
export const updateCartItems = (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  changes: readonly CartItemChange[] | null | undefined,
): Promise<CartRow> =>
  changeCartByMaskedId(context, maskedId, async (tx, cart) => {
    if (!changes || changes.length === 0) throw inputError(REQUIRED_CART_ITEMS)
    const items = await cartItemsOf(tx, cart.id)
    for (const change of changes) {
      if (!change.itemUid && !change.itemId) throw inputError(REQUIRED_ITEM_ID_OF_CART_ITEMS)
      const id = itemIdOf(change)
      if (change.quantity === null || change.quantity === undefined)
        throw inputError(REQUIRED_QUANTITY)
      const item = items.find((i) => i.id === id)
      if (item === undefined) throw noSuchEntityError(cartItemNotFound(id ?? 0))
      const quantity = change.quantity
      if (quantity <= 0) {
        await deleteCartItem(tx, cart.id, item.id)
        continue
      }
      if (item.kind === "warranty") throw inputError(planQuantityFollows(item))
      const stock = await sellableById(tx, item.variantId ?? item.productId)
      if (stock === undefined) throw inputError(QTY_NOT_AVAILABLE)
      const problem = stockError(stock, quantity)
      if (problem !== undefined) throw inputError(couldNotUpdateProduct(stock.sku, problem.message))
      await setCartItemQuantity(tx, item.id, quantity)
    }
    return { cartRowUnchanged: true }
  })

/** Removes a line and the plans covering it. */
export const removeCartItem = (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  ref: CartItemRef,
): Promise<CartRow> =>
  changeCartByMaskedId(context, maskedId, async (tx, cart) => {
    if (!ref.itemUid && (ref.itemId ?? null) === null) throw inputError(REQUIRED_CART_ITEM_ID)
    const id = itemIdOf(ref)
    const items = await cartItemsOf(tx, cart.id)
    if (!items.some((i) => i.id === id)) throw noSuchEntityError(CART_ITEM_NOT_IN_CART)
    await deleteCartItem(tx, cart.id, id ?? 0)
    return { cartRowUnchanged: true }
  })
