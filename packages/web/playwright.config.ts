import { defineConfig, devices } from "@playwright/test"
import { chromiumPath } from "./e2e/chromiumPath.js"
import { pointAtWorkerShop } from "./e2e/workerShop.js"

// Every test runs on desktop. On the phone only the tests tagged `@phone` (on the test or its
// describe): those that read `isMobile` to act or look differently, the phone-only layouts, and
// the forms checked under the phone's fixed bottom navigation. The rest (cart, checkout, account
// logic, SEO) is the same code on either viewport.
// Two workers, each with a shop of its own (e2e/globalSetup.ts): files run in parallel, the
// tests of one file in order.
const workers = Number(process.env.SHUTTER_E2E_WORKERS ?? 2)
pointAtWorkerShop()

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/globalSetup.ts",
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  // Two workers share two cores with the other packages' suites: room for a busy machine.
  timeout: 60_000,
  // An assertion waits up to 10 s (Playwright's default is 5 s): on the CI machine a shopper's
  // first action after a load fetches and compiles its chunks, then asks the shop, while the
  // other suites keep both cores busy. A passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  use: {
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    baseURL: process.env.SHUTTER_WEB_URL,
    // A first visit, before the service worker is installed: installing it in every test's fresh
    // context and routing each request through it was an eighth of the browser's CPU. The
    // service worker has tests of its own (pwa.spec.ts), and the journeys run with it
    // (journeys.spec.ts).
    serviceWorkers: "block",
    // One browser context and page per worker, reset between tests: Playwright clears cookies,
    // the HTTP cache, local and session storage, IndexedDB and service workers of every origin
    // visited, closes extra pages, removes routes, init scripts and bindings, and re-applies the
    // viewport and emulation. A new page per test (a new renderer process) was a quarter of
    // Chromium's CPU. Not reset: permissions granted during a test (the wish list's clipboard).
    // A test whose context options differ (`test.use`) gets a fresh context of its own.
    reuseContext: true,
    launchOptions: {
      executablePath: chromiumPath(),
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
      grep: /@phone\b/,
      use: { ...devices["Pixel 7"], channel: undefined },
    },
  ],
})
