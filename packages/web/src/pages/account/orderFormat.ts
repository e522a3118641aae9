/** Magento's `order_date` ("2026-11-20 09:30:00", UTC) as en-US reads a date: "Nov 20, 2026". */
export const orderDateText = (orderDate: string): string => {
  const date = new Date(`${orderDate.replace(" ", "T")}Z`)
  if (Number.isNaN(date.getTime())) return orderDate
  const month = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ][date.getUTCMonth()]
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** A status class for the badge colour (Magento's status labels: Pending, Complete, …). */
export const statusTone = (status: string): string => {
  const s = status.toLowerCase()
  if (s === "complete") return "success"
  if (s === "canceled" || s === "closed") return "muted"
  return "info"
}
