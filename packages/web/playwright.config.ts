import { readdirSync, readFileSync } from "node:fs"
import { defineConfig, devices } from "@playwright/test"
import { pointAtWorkerShop } from "./e2e/workerShop.js"

// Every spec runs on desktop. On the phone only the specs that look at what differs there: those
// that read `isMobile` or the project's name, or carry the `@phone` tag (in a test's or
// describe's title, its `tag` option, or a comment), e.g. a form checked under the fixed bottom
// navigation. The rest (cart, checkout, account logic) is the same code on either viewport.
const e2eDir = new URL("./e2e/", import.meta.url)
const phoneSpecs = readdirSync(e2eDir)
  .filter((file) => file.endsWith(".spec.ts"))
  .filter((file) =>
    /\bisMobile\b|project\.name === "phone"|@phone\b/.test(
      readFileSync(new URL(file, e2eDir), "utf8"),
    ),
  )

// Two workers, each with a shop of its own (e2e/globalSetup.ts): files run in parallel, the
// tests of one file in order.
const workers = Number(process.env.SHUTTER_E2E_WORKERS ?? 2)
pointAtWorkerShop()

// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/globalSetup.ts",
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: 30_000,
  use: {
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    baseURL: process.env.SHUTTER_WEB_URL,
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "phone",
      testMatch: phoneSpecs,
      use: { ...devices["Pixel 7"], channel: undefined },
    },
  ],
})
