// Magento's dates are UTC; the account pages show them as the default store view's locale
// reads a date (en-US), the same on the server and in the browser whatever its own locale.
const orderDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
})

/** Magento's `order_date` ("2026-11-20 09:30:00", UTC) as en-US reads a date: "Nov 20, 2026". */
export const orderDateText = (orderDate: string): string => {
  const date = new Date(`${orderDate.replace(" ", "T")}Z`)
  return Number.isNaN(date.getTime()) ? orderDate : orderDateFormat.format(date)
}

/** A status class for the badge colour (Magento's status labels: Pending, Complete, …). */
export const statusTone = (status: string): string => {
  const s = status.toLowerCase()
  if (s === "complete") return "success"
  if (s === "canceled" || s === "closed") return "muted"
  return "info"
}
