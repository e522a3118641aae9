// Starts one shop per Playwright worker (e2e/shopProcess.ts, each in a process of its own): tests
// that change the store's settings, stock or prices then never meet another worker's change, and
// the two backends use both cores. A worker reads its shop's addresses through
// `pointAtWorkerShop` (playwright.config.ts).
import { type ChildProcess, fork } from "node:child_process"
import { existsSync } from "node:fs"
import type { FullConfig } from "@playwright/test"
import { chromiumPath } from "./chromiumPath.js"
import { SHOP_ENV } from "./workerShop.js"

interface Shop {
  readonly env: Record<string, string>
  readonly close: () => Promise<void>
}

const startShop = (): Promise<Shop> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = fork(new URL("./shopProcess.ts", import.meta.url), [], {
      // A larger young generation: the shop's server renders and GraphQL answers allocate fast,
      // and its garbage collection threads took a quarter less CPU with it (18.3 s -> 13.5 s over
      // a quarter of the suite).
      execArgv: ["--import", "tsx", "--max-semi-space-size=32"],
      // As `npm start` runs it: React and graphql-js pick their production builds when their
      // modules load (the development ones render and validate slower, with checks no shopper
      // gets).
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    })
    child.once("exit", (code) =>
      reject(new Error(`the e2e shop exited (${code}) before it started`)),
    )
    child.once("message", (message) => {
      const { env } = message as { env: Record<string, string> }
      child.removeAllListeners("exit")
      resolve({
        env,
        close: () =>
          new Promise<void>((done) => {
            child.once("exit", () => done())
            child.send("close")
          }),
      })
    })
  })

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const chromium = chromiumPath()
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium chromium-headless-shell' (never 'npx playwright install').`,
    )
  }
  if (!existsSync(new URL("../dist/index.html", import.meta.url))) {
    throw new Error("The web app is not built: run 'npm run build' first.")
  }
  const shops = await Promise.all(Array.from({ length: config.workers }, startShop))
  shops.forEach((shop, index) => {
    for (const name of SHOP_ENV) {
      const value = shop.env[name]
      if (value !== undefined) process.env[`${name}_${index}`] = value
    }
  })
  return async () => {
    await Promise.all(shops.map((shop) => shop.close()))
  }
}
