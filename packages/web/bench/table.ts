// Plain-text tables for the terminal (and pasting into the README as Markdown).
export const markdownTable = (
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)))
  const line = (cells: ReadonlyArray<string>) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n")
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1)

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`

/** "ok" or how far from the goal, e.g. "+25.6 over". */
export const versusGoal = (value: number, goal: number, lowerIsBetter: boolean, unit = "") => {
  const miss = lowerIsBetter ? value - goal : goal - value
  if (miss <= 0) return "ok"
  return `${lowerIsBetter ? "+" : "−"}${Number.isInteger(miss) ? miss : miss.toFixed(1)}${unit}`
}
