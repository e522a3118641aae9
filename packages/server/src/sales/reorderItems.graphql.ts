// Magento's reorderItems (SalesGraphQl Reorder): the lines of a customer's own order go into
// their active cart; each line that cannot be added becomes a userInputError (path orderNumber),
// and the lines that can are added.

import { and, asc, eq, ne } from "drizzle-orm"
import type { CartItemInput } from "../cart/addProducts.js"
import { cartResolvers } from "../cart/cart.graphql.js"
import { customerIdOf } from "../cart/cartAccess.js"
import { CUSTOMER_NOT_AUTHORIZED } from "../cart/cartMessages.js"
import type { CartRow } from "../cart/cartRepository.js"
import type { CartUserError } from "../cart/cartUserError.js"
import { products } from "../db/catalogSchema.js"
import { orderItems, orders } from "../db/salesSchema.js"
import { storeConfig } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError } from "../graphql/errors.js"
import type { MutationReorderItemsArgs } from "../graphql/generated/resolvers.js"
import { storeConfigTexts } from "../store/storeConfigTexts.js"

export const reorderItemsTypeDefs = /* GraphQL */ `
  type Mutation {
    reorderItems(orderNumber: String!): ReorderItemsOutput
  }

  type ReorderItemsOutput {
    cart: Cart!
    userInputErrors: [CheckoutUserInputError]!
  }

  type CheckoutUserInputError {
    message: String!
    path: [String]!
    code: CheckoutUserInputErrorCodes!
  }

  enum CheckoutUserInputErrorCodes {
    REORDER_NOT_AVAILABLE
    PRODUCT_NOT_FOUND
    NOT_SALABLE
    INSUFFICIENT_STOCK
    UNDEFINED
  }
`

export const orderNotOfCustomer = (orderNumber: string): string =>
  `Order number "${orderNumber}" doesn't belong to the current customer`
const productIdNotFound = (id: number): string => `Could not find a product with ID "${id}"`
export const REORDERS_NOT_ALLOWED = "Reorders are not allowed."
/** store_config path of Magento's sales/reorder/allow. */
export const REORDER_ALLOWED_PATH = "sales_reorder_allow"

const reorderAllowed = async (context: GraphqlContext): Promise<boolean> => {
  const [row] = await storeConfigTexts(
    context.db,
    context.store.id,
    eq(storeConfig.path, REORDER_ALLOWED_PATH),
  )
  return row === undefined || row.value !== "0"
}

/**
 * The order's lines that can be bought again (not its warranties), each with the ordered
 * product's current SKU: null when the product no longer exists.
 */
const reorderLines = (db: Queryable, orderId: number) =>
  db
    .select({
      productId: orderItems.productId,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      productOptions: orderItems.productOptions,
      productSku: products.sku,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.productType, "warranty")))
    .orderBy(asc(orderItems.id))

interface CheckoutUserInputError extends Omit<CartUserError, "code"> {
  readonly code: CartUserError["code"] | "REORDER_NOT_AVAILABLE"
  readonly path: readonly string[]
}

const reorderItems = async (
  args: { readonly orderNumber: string },
  context: GraphqlContext,
): Promise<{ cart: CartRow; userInputErrors: CheckoutUserInputError[] }> => {
  const customerId = customerIdOf(context)
  if (customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  const [order] = await context.db
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.storeId, context.store.id), eq(orders.number, args.orderNumber)))
  // An unknown number answers as another customer's does (Magento loads an empty order).
  if (order === undefined || order.customerId !== customerId)
    throw inputError(orderNotOfCustomer(args.orderNumber))
  // Magento's sales/reorder/allow (on unless the store view's config says "0").
  if (!(await reorderAllowed(context)))
    return {
      cart: await cartResolvers.Query.customerCart(undefined, undefined, context),
      userInputErrors: [
        { code: "REORDER_NOT_AVAILABLE", message: REORDERS_NOT_ALLOWED, path: ["orderNumber"] },
      ],
    }
  const lines = await reorderLines(context.db, order.id)
  const errors: CartUserError[] = []
  const cartItems: CartItemInput[] = []
  for (const line of lines) {
    if (line.productSku === null) {
      errors.push({ code: "PRODUCT_NOT_FOUND", message: productIdNotFound(line.productId) })
      continue
    }
    // A configurable's line was ordered as its variant's SKU under the parent product; a
    // bundle's selections and a download's links go back as the uids they were bought with.
    const chosen = [
      ...(line.productOptions.bundle ?? []).flatMap((o) => o.values.map((v) => v.uid)),
      ...(line.productOptions.links ?? []).map((l) => l.uid),
    ]
    cartItems.push({
      sku: line.sku,
      quantity: line.quantity,
      ...(line.sku === line.productSku ? {} : { parent_sku: line.productSku }),
      ...(chosen.length > 0 ? { selected_options: chosen } : {}),
    })
  }
  const cart = await cartResolvers.Query.customerCart(undefined, undefined, context)
  let fresh = cart
  if (cartItems.length > 0) {
    const added = await cartResolvers.Mutation.addProductsToCart(
      undefined,
      { cartId: cart.maskedId, cartItems },
      context,
    )
    fresh = added.cart
    errors.push(...added.user_errors)
  }
  return {
    cart: fresh,
    userInputErrors: errors.map((error) => ({ ...error, path: ["orderNumber"] })),
  }
}

export const reorderItemsResolvers = {
  Mutation: {
    reorderItems: (_: unknown, args: MutationReorderItemsArgs, context: GraphqlContext) =>
      reorderItems(args, context),
  },
}
