import { StorefrontContext } from "@shutter/react"
import { useContext, useEffect } from "react"

/**
 * An order changes after checkout (invoiced, shipped, refunded): leaving an order page forgets
 * the orders read there, so the next visit in this tab shows them as they are now.
 */
export const useFreshOrders = (): void => {
  const queries = useContext(StorefrontContext)?.queries
  useEffect(
    () => () => {
      if (queries === undefined) return
      for (const key of Object.keys(queries.entries))
        if (key.startsWith("orders.list:") || key.startsWith("orders.get:")) queries.invalidate(key)
    },
    [queries],
  )
}
