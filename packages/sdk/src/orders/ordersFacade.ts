// `storefront.orders`: the signed-in customer's orders.
import type { FacadeRun } from "../facadeRun.js"
import { type CallTable, pick, type ServiceFacade, serviceCalls, whole } from "../serviceCalls.js"
import { Orders } from "./Orders.js"

const ordersCalls = {
  /**
   * A page of orders.
   * @example const { items } = await storefront.orders.list({ currentPage: 1 })
   */
  list: whole,
  /**
   * One order (an `OrderSummary` is an input); `OrderNotFoundError` when there is none.
   * @example
   * const { orders } = await storefront.orders.list()
   * if (orders[0]) await storefront.orders.get(orders[0])
   */
  get: pick("number"),
  /**
   * The order's lines into the customer cart (now `cart.cart`); lines that failed in `errors`.
   * @example const { errors } = await storefront.orders.reorder(order)
   */
  reorder: pick("number"),
} satisfies CallTable<Orders["Service"]>

export interface OrdersFacade extends ServiceFacade<Orders["Service"], typeof ordersCalls> {}

export const ordersFacade = (run: FacadeRun<Orders>): OrdersFacade =>
  serviceCalls(run, Orders, ordersCalls)
