import { tagOf } from "./exitCodes.js"

export interface Output {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
}

const camelCaseKey = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/

/**
 * --json output is snake_case throughout, as Magento's data is: the keys the SDK or the
 * extension schema spell in camelCase (totalCount, pageInfo, planId, hasWarranty) are converted.
 */
export const snakeCaseKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(snakeCaseKeys)
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      camelCaseKey.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key,
      snakeCaseKeys(inner),
    ]),
  )
}

/** Prints one value either as JSON (snake_case keys) or as aligned "label  value" lines. */
export const printValue = (
  output: Output,
  json: boolean,
  value: unknown,
  rows: ReadonlyArray<readonly [string, unknown]>,
): void => {
  if (json) {
    output.out(JSON.stringify(snakeCaseKeys(value), null, 2))
    return
  }
  const width = Math.max(0, ...rows.map(([label]) => label.length))
  for (const [label, cell] of rows) {
    output.out(`${label.padEnd(width)}  ${formatCell(cell)}`)
  }
}

const formatCell = (cell: unknown): string => {
  if (cell === null || cell === undefined || cell === "") return "-"
  if (Array.isArray(cell)) return cell.join(", ")
  return String(cell)
}

/** Errors go to stderr: as JSON with --json, else as one readable line. */
export const printError = (output: Output, json: boolean, error: unknown): void => {
  const message = error instanceof Error ? error.message : String(error)
  const tag = tagOf(error)
  const category =
    typeof error === "object" && error !== null && "category" in error
      ? (error as { category?: unknown }).category
      : undefined
  if (json) {
    output.err(JSON.stringify({ error: { tag: tag ?? "Error", message, category } }))
    return
  }
  output.err(`shutter: ${message}${category ? ` (${String(category)})` : ""}`)
}
