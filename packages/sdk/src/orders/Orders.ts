import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Cart } from "../cart/Cart.js"
import type { CartModel } from "../cart/cart.graphql.js"
import type { NotSignedInError } from "../customer/customerErrors.js"
import { Session } from "../customer/Session.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { type OrderDetails, type OrderPage, toOrderDetails, toOrderSummary } from "./orderModel.js"
import { CustomerOrderQuery, CustomerOrdersQuery, ReorderItemsMutation } from "./orders.graphql.js"

/** The signed-in customer has no order with this number (Magento answers an empty list). */
export class OrderNotFoundError extends Data.TaggedError("OrderNotFoundError")<{
  readonly number: string
  readonly message: string
}> {
  readonly retryable = false
}

export type OrderCallError = GraphqlClientError | NotSignedInError

export interface ListOrdersInput {
  /** Default 1. */
  readonly currentPage?: number
  /** Default 10 (spec §7). */
  readonly pageSize?: number
}

export interface ReorderResult {
  readonly cart: CartModel
  /** Lines that could not be added again (Magento's `userInputErrors`). */
  readonly errors: ReadonlyArray<{ readonly code: string; readonly message: string }>
}

/** The signed-in customer's orders (spec §7 customer orders), newest first. */
export class Orders extends Context.Service<
  Orders,
  {
    readonly list: (input?: ListOrdersInput) => Effect.Effect<OrderPage, OrderCallError>
    readonly get: (input: {
      readonly number: string
    }) => Effect.Effect<OrderDetails, OrderCallError | OrderNotFoundError>
    /** Adds the order's lines to the customer cart, which becomes the observable cart. */
    readonly reorder: (input: {
      readonly number: string
    }) => Effect.Effect<ReorderResult, OrderCallError>
  }
>()("@shutter/sdk/Orders") {
  static readonly layer = Layer.effect(
    Orders,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const session = yield* Session
      const cart = yield* Cart

      const list = Effect.fn("Orders.list")(function* (input?: ListOrdersInput) {
        yield* session.token()
        const currentPage = input?.currentPage ?? 1
        const pageSize = input?.pageSize ?? 10
        const { customer } = yield* gql.execute(CustomerOrdersQuery, { currentPage, pageSize })
        const orders = customer?.orders
        return {
          orders: (orders?.items ?? []).filter((o) => o !== null).map(toOrderSummary),
          currentPage: orders?.page_info?.current_page ?? currentPage,
          pageSize: orders?.page_info?.page_size ?? pageSize,
          totalPages: orders?.page_info?.total_pages ?? 0,
          totalCount: orders?.total_count ?? 0,
        }
      })

      const get = Effect.fn("Orders.get")(function* (input: { readonly number: string }) {
        yield* session.token()
        const { customer } = yield* gql.execute(CustomerOrderQuery, { number: input.number })
        const found = customer?.orders?.items.find((o) => o?.number === input.number)
        if (found === undefined || found === null)
          return yield* new OrderNotFoundError({
            number: input.number,
            message: `No order ${input.number} of this customer`,
          })
        return toOrderDetails(found)
      })

      const reorder = Effect.fn("Orders.reorder")(function* (input: { readonly number: string }) {
        yield* session.token()
        const { reorderItems } = yield* gql.execute(ReorderItemsMutation, {
          orderNumber: input.number,
        })
        if (reorderItems === null)
          return yield* Effect.die(new Error("reorderItems returned nothing"))
        yield* cart.replace({ cart: reorderItems.cart })
        return {
          cart: cart.cart.get() ?? reorderItems.cart,
          errors: reorderItems.userInputErrors
            .filter((e) => e !== null)
            .map((e) => ({ code: e.code, message: e.message })),
        }
      })

      return Orders.of({ list, get, reorder })
    }),
  )
}
