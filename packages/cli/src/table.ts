import { formatMoney as formatShopMoney, type Money } from "@shutter/sdk"

/** Renders rows as a plain text table with a header line; cells are trimmed to `max` chars. */
export const renderTable = (
  headers: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  max = 48,
): string => {
  const clip = (cell: string) => (cell.length > max ? `${cell.slice(0, max - 1)}…` : cell)
  const clipped = rows.map((row) => row.map(clip))
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...clipped.map((row) => (row[i] ?? "").length)),
  )
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd()
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...clipped.map(line)].join("\n")
}

/** Money as the shop shows it (the SDK's `formatMoney`: "$1,299.00"); "-" for no amount. */
export const formatMoney = (money: Money | null | undefined): string =>
  money?.value == null ? "-" : formatShopMoney(money)
