import { tagOf } from "./exitCodes.js"

export interface Output {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
}

/** Prints one value either as JSON or as aligned "label  value" lines. */
export const printValue = (
  output: Output,
  json: boolean,
  value: unknown,
  rows: ReadonlyArray<readonly [string, unknown]>,
): void => {
  if (json) {
    output.out(JSON.stringify(value, null, 2))
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
