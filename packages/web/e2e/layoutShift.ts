import type { Page } from "@playwright/test"

/** The page's cumulative layout shift so far (DESIGN.md: CLS 0). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
