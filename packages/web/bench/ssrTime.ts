// `npm run bench:ssr -w @shutter/web`: how long the server render (dist-ssr's `renderPage`)
// takes for the bench routes, against the real backend (fixture catalogue in a throwaway
// PGlite). The render is called directly, so the web server's page cache is not in the way.
// A measurement, not a test. Flags: --runs N (renders per route after a warm-up, default 20),
// --dump DIR (write each route's rendered page there, to compare two builds), --entry FILE
// (another build's entry-server.js, default dist-ssr's).
import { mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { startTestServer } from "@shutter/server/testing"
import type { ServerEntry } from "../server/ssrContract.js"
import { benchRoutes } from "./routes.js"
import { markdownTable } from "./table.js"

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "20" },
    dump: { type: "string" },
    entry: { type: "string" },
  },
})
const runs = Math.max(1, Number.parseInt(flags.runs, 10) || 20)

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN

// The render's requests to the backend (the SDK uses the global fetch; the backend runs in
// this process, so the CPU figure is the render's and the backend's together).
let requests = 0
const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  requests += 1
  return realFetch(input, init)
}

const main = async (): Promise<void> => {
  const entryUrl =
    flags.entry === undefined
      ? new URL("../dist-ssr/entry-server.js", import.meta.url)
      : pathToFileURL(resolve(flags.entry))
  const entry = (await import(entryUrl.href)) as ServerEntry
  const backend = await startTestServer()
  try {
    const rows: string[][] = []
    for (const route of benchRoutes) {
      const request = {
        url: route.path,
        endpoint: new URL("/graphql", backend.url).href,
        origin: "http://shop.test",
        cookies: {},
      }
      // The first render fills the layout cache (store config, menu, blocks) and the backend's.
      const first = performance.now()
      const page = await entry.renderPage(request)
      const cold = performance.now() - first
      const times: number[] = []
      const cpu: number[] = []
      const before = requests
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now()
        const startCpu = process.cpuUsage()
        await entry.renderPage(request)
        const used = process.cpuUsage(startCpu)
        times.push(performance.now() - start)
        cpu.push((used.user + used.system) / 1000)
      }
      times.sort((a, b) => a - b)
      cpu.sort((a, b) => a - b)
      if (flags.dump !== undefined) {
        mkdirSync(flags.dump, { recursive: true })
        writeFileSync(join(flags.dump, `${route.name}.json`), JSON.stringify(page, null, 1))
      }
      const size = page.kind === "page" ? `${(page.appHtml.length / 1024).toFixed(1)}` : "redirect"
      rows.push([
        `${route.name} ${route.path}`,
        `${cold.toFixed(1)} ms`,
        `${percentile(times, 50).toFixed(1)} ms`,
        `${percentile(times, 90).toFixed(1)} ms`,
        `${percentile(cpu, 50).toFixed(1)} ms`,
        String((requests - before) / runs),
        size,
      ])
    }
    console.log(`Server render, ${runs} renders per route after the first:\n`)
    console.log(
      markdownTable(
        ["route", "first", "median", "p90", "CPU (median)", "GraphQL requests", "#root (KiB)"],
        rows,
      ),
    )
  } finally {
    await backend.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
