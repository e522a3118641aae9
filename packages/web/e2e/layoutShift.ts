import type { Page } from "@playwright/test"

/**
 * The page's layout shifts so far, counted as browsers count CLS (shifts within 500 ms of a user
 * input are left out), each with its score, time and the elements that moved, so a failing
 * assertion says what moved. No entry is CLS 0 (DESIGN.md).
 */
export const layoutShifts = (page: Page): Promise<readonly string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface ShiftEntry extends PerformanceEntry {
          readonly value: number
          readonly hadRecentInput: boolean
          readonly sources?: readonly { readonly node?: Node | null }[]
        }
        const nameOf = (node: Node | null | undefined): string => {
          if (!(node instanceof Element)) return node?.nodeName ?? "?"
          const id = node.id ? `#${node.id}` : ""
          const classes = [...node.classList].map((c) => `.${c}`).join("")
          return `${node.tagName.toLowerCase()}${id}${classes}`
        }
        const shifts: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as ShiftEntry[]) {
            if (entry.hadRecentInput) continue
            const nodes = (entry.sources ?? []).map((s) => nameOf(s.node)).join(", ")
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes}`)
          }
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(shifts), 300)
      }),
  )
