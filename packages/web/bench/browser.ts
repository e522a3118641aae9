// Debian's Chromium through Playwright, with the flags that work as root in a container.
import { existsSync } from "node:fs"
import { type Browser, chromium } from "@playwright/test"

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const

export const assertChromium = (): void => {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with 'apt-get install -y chromium' (never 'npx playwright install').`,
    )
  }
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    // Playwright adds --headless itself.
    args: chromiumFlags.filter((flag) => flag !== "--headless"),
  })
