import type { AmLabel } from "./catalog.graphql.js"

// Amasty labels as a UI shows them. The server resolves the text variables ({STOCK},
// {SAVE_PERCENT}…) and leaves out labels whose variables have no value; `{BR}` arrives as
// `<br/>`, which becomes separate lines here (UIs print text, never the label's HTML).

export interface LabelDisplay {
  readonly key: string
  readonly lines: ReadonlyArray<string>
  readonly tooltip: string | undefined
}

const LINE_BREAK = /<br\s*\/?>/i
/** A variable the backend did not resolve: such a label is not shown. */
const RAW_VARIABLE = /\{[A-Za-z_:0-9]+\}/

/** The labels to show, in order: visible ones with text, split into lines. */
export const labelDisplays = (
  labels: ReadonlyArray<AmLabel | null> | null | undefined,
): ReadonlyArray<LabelDisplay> =>
  (labels ?? []).flatMap((label, index) => {
    if (label === null || label.is_visible === false) return []
    const text = (label.txt || label.name || "").trim()
    if (text === "" || RAW_VARIABLE.test(text)) return []
    const lines = text
      .split(LINE_BREAK)
      .map((line) => line.trim())
      .filter((line) => line !== "")
    const tooltip = label.tooltip_settings?.text?.trim()
    return [
      {
        key: String(label.label_id ?? `${label.name ?? ""}-${index}`),
        lines,
        tooltip: tooltip ? tooltip : undefined,
      },
    ]
  })
