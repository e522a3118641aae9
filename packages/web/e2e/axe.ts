import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>
type AxeNode = AxeResults["violations"][number]["nodes"][number]

/**
 * axe on the page as it is, for the WCAG 2.x A/AA rules, reporting violations only. It runs in
 * the page itself (axe's legacy mode): by default every run opens a blank page to merge the
 * frames' results, and that page and the node details of every passing rule were two thirds of
 * a run's CPU (3.5 s against 1.1 s on a category listing), with the same violations.
 */
export const wcagAxe = (page: Page): AxeBuilder =>
  new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])

/**
 * The one exception, on phones: a form field that, at the current scroll, sits partly under the
 * fixed bottom navigation (spec §2: on every page) is "obscured" for axe's target-size rule.
 * Scrolling brings it clear; the layout's owners decide on the bar, so only that case is let
 * through — a field obscured by anything else still fails.
 */
const underBottomNav = (node: AxeNode): boolean => {
  const related = [...node.any, ...node.all, ...node.none].flatMap((c) => c.relatedNodes ?? [])
  return related.length > 0 && related.every((r) => r.html.includes("bottom-nav"))
}

/**
 * The serious and critical violations, as "rule: help (targets)"; with `exceptUnderBottomNav`,
 * without the fields only the phone's bottom navigation covers.
 */
export const seriousOf = (
  results: AxeResults,
  options: { readonly exceptUnderBottomNav?: boolean } = {},
): Array<string> =>
  results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !(options.exceptUnderBottomNav && v.id === "target-size" && underBottomNav(n)),
      ),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)

/** The serious and critical WCAG 2.x A/AA violations on the page (or inside `include`). */
export const seriousViolations = async (page: Page, include?: string): Promise<Array<string>> => {
  const builder = wcagAxe(page)
  return seriousOf(await (include === undefined ? builder : builder.include(include)).analyze())
}
