import type { ListOrdersInput, OrderDetails, OrderPage, Storefront } from "@shutter/sdk"
import { useCustomer } from "./useCustomer.js"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

// The customer's orders (account pages), apart from the session hooks a header renders with.

/** One page of the customer's orders (cached per customer and page); undefined: not needed yet. */
export const useOrders = (input: ListOrdersInput | undefined): QueryResult<OrderPage> => {
  const { storefront } = useStorefrontContext()
  const email = useCustomer()?.email
  const key =
    input === undefined || email === undefined
      ? undefined
      : `orders.list:${email}:${input.currentPage ?? 1}:${input.pageSize ?? 10}`
  return useQuery(key, () => storefront.orders.list(input))
}

/** One order with everything the order page and its print view show. */
export const useOrder = (number: string | undefined): QueryResult<OrderDetails> => {
  const { storefront } = useStorefrontContext()
  const email = useCustomer()?.email
  const key =
    number === undefined || email === undefined ? undefined : `orders.get:${email}:${number}`
  return useQuery(key, () => storefront.orders.get({ number: number ?? "" }))
}

/** The order operations (reorder). */
export const useOrderActions = (): Storefront["orders"] => useStorefrontContext().storefront.orders
