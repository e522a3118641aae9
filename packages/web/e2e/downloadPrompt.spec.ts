import type { Page } from "@playwright/test"
import { seriousViolations } from "./axe.js"
import { expect, test } from "./fixtures.js"

type Outcome = "accepted" | "dismissed"

/**
 * Makes the browser's install offer as Chromium does (`beforeinstallprompt`), with a stand-in
 * `prompt()` that counts its calls in `window.installPrompts`. Returns whether the page took
 * the offer over (preventDefault: no browser install bar of its own).
 */
const offerInstall = (page: Page, outcome: Outcome = "accepted"): Promise<boolean> =>
  page.evaluate((outcome) => {
    const counted = window as unknown as { installPrompts?: number }
    counted.installPrompts ??= 0
    const event = new Event("beforeinstallprompt", { cancelable: true })
    Object.assign(event, {
      prompt: async () => {
        counted.installPrompts = (counted.installPrompts ?? 0) + 1
      },
      userChoice: Promise.resolve({ outcome, platform: "web" }),
    })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }, outcome)

const installPrompts = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts ?? 0)

const downloadPrompt = (page: Page) => page.getByRole("region", { name: "Get the Shutter app" })

/** The prompt's own code: requested only once the browser offers installing. */
const promptCodeRequests = (page: Page): Array<string> => {
  const urls: Array<string> = []
  page.on("request", (request) => {
    if (/\/DownloadPrompt-[^/]*\.js$/.test(request.url())) urls.push(request.url())
  })
  return urls
}

test.describe("download prompt", () => {
  test("shows only when the browser offers installing; find out more explains; Install prompts", async ({
    page,
  }) => {
    const requested = promptCodeRequests(page)
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    await expect(downloadPrompt(page)).toHaveCount(0)
    expect(requested).toEqual([])

    expect(await offerInstall(page)).toBe(true)
    const prompt = downloadPrompt(page)
    await expect(prompt).toBeVisible()
    expect(requested).toHaveLength(1)

    await prompt.getByRole("button", { name: "Find out more" }).click()
    const about = page.getByRole("dialog", { name: "Install the Shutter app" })
    await expect(about).toBeVisible()
    await expect(about).toContainText("An icon on your home screen or desktop")
    await expect(about).toContainText("The shop full screen")
    expect(await seriousViolations(page)).toEqual([])
    await about.getByRole("button", { name: "Close" }).click()
    await expect(about).toBeHidden()
    expect(await seriousViolations(page, ".download-prompt")).toEqual([])

    await prompt.getByRole("button", { name: "Install" }).click()
    await expect.poll(() => installPrompts(page)).toBe(1)
    // An offer prompts once: the prompt goes with it.
    await expect(prompt).toBeHidden()
  })

  test("Install from the explanation prompts too", async ({ page }) => {
    await page.goto("/")
    await offerInstall(page)
    await downloadPrompt(page).getByRole("button", { name: "Find out more" }).click()
    const about = page.getByRole("dialog", { name: "Install the Shutter app" })
    await about.getByRole("button", { name: "Install" }).click()
    await expect.poll(() => installPrompts(page)).toBe(1)
    await expect(about).toBeHidden()
    await expect(downloadPrompt(page)).toBeHidden()
  })

  test("a dismissal is remembered: after a reload the offer shows nothing", async ({ page }) => {
    await page.goto("/")
    await offerInstall(page)
    await downloadPrompt(page).getByRole("button", { name: "Dismiss the app prompt" }).click()
    await expect(downloadPrompt(page)).toHaveCount(0)

    const requested = promptCodeRequests(page)
    await page.reload()
    // Still taken over, so the browser shows no install bar of its own either.
    expect(await offerInstall(page)).toBe(true)
    await page.waitForLoadState("networkidle")
    await expect(downloadPrompt(page)).toHaveCount(0)
    expect(requested).toEqual([])
    expect(await installPrompts(page)).toBe(0)
  })

  test("declining in the browser's own dialog counts as a dismissal", async ({ page }) => {
    await page.goto("/")
    await offerInstall(page, "dismissed")
    await downloadPrompt(page).getByRole("button", { name: "Install" }).click()
    await expect.poll(() => installPrompts(page)).toBe(1)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("shutter.downloadPrompt.dismissed")))
      .not.toBeNull()
    await page.reload()
    await offerInstall(page)
    await page.waitForLoadState("networkidle")
    await expect(downloadPrompt(page)).toHaveCount(0)
  })

  test("once the app is installed the prompt disappears", async ({ page }) => {
    await page.goto("/")
    await offerInstall(page)
    await expect(downloadPrompt(page)).toBeVisible()
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")))
    await expect(downloadPrompt(page)).toHaveCount(0)
  })
})
