import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** The serious and critical WCAG 2.x A/AA violations on the page (or inside `include`). */
export const seriousViolations = async (page: Page, include?: string): Promise<Array<string>> => {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
  ])
  if (include !== undefined) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)
}
