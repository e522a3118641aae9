import { test as base } from "@playwright/test"

export { expect } from "@playwright/test"

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` resolve once React has hydrated the
 * server-rendered page (`<html data-hydrated>`, set by main.tsx): a click or a typed value that
 * lands earlier is lost, as it would be for a shopper. Pages opened with JavaScript disabled
 * never hydrate, so there they return as soon as the page has loaded.
 */
export const test = base.extend<{ hydrationTimeout: number }>({
  /** How long a navigation may wait for hydration (longer on an emulated slow CPU). */
  hydrationTimeout: [15_000, { option: true }],
  page: async ({ page, javaScriptEnabled, hydrationTimeout }, use) => {
    if (javaScriptEnabled !== false) {
      const untilHydrated = async <R>(navigation: Promise<R>): Promise<R> => {
        const response = await navigation
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: hydrationTimeout })
        return response
      }
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = (url, options) => untilHydrated(goto(url, options))
      page.reload = (options) => untilHydrated(reload(options))
    }
    await use(page)
  },
})
